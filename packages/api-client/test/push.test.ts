import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  BACKGROUND_RECONNECT_INTERVAL_MS,
  CONNECT_ATTEMPT_TIMEOUT_MS,
  PushConnection,
  RECONNECT_ATTEMPTS,
  reconnectDelay,
  type ConnectionState,
} from '../src/index';
import { FakeSocket } from './fakes';

function setup() {
  const socket = new FakeSocket();
  const states: ConnectionState[] = [];
  const onReconnected = vi.fn();
  const connection = new PushConnection({ socket, onReconnected });
  connection.subscribe((state) => states.push(state));
  return { socket, connection, states, onReconnected };
}

describe('reconnectDelay', () => {
  it('grows from 1 s for the first attempt to 2 s for the last', () => {
    expect(reconnectDelay(1)).toBe(1_000);
    expect(reconnectDelay(RECONNECT_ATTEMPTS)).toBe(2_000);
    const delays = Array.from({ length: RECONNECT_ATTEMPTS }, (_, index) =>
      reconnectDelay(index + 1),
    );
    expect(delays).toEqual([...delays].sort((a, b) => a - b));
  });
});

describe('PushConnection', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('goes connecting → connected, observable by subscribers', () => {
    const { socket, connection, states, onReconnected } = setup();
    expect(connection.state).toBe('disconnected');
    connection.connect();
    socket.open();
    expect(states).toEqual(['connecting', 'connected']);
    expect(onReconnected).not.toHaveBeenCalled();
  });

  it('reconnects after a drop with its own schedule and emits reconnected', () => {
    const { socket, connection, states, onReconnected } = setup();
    connection.connect();
    socket.open();
    socket.drop();
    // pusher-js's own retry is cut off: the socket is closed and our first attempt waits 1 s.
    expect(connection.state).toBe('unavailable');
    expect(socket.state).toBe('disconnected');
    const connects = socket.connectCalls;
    vi.advanceTimersByTime(reconnectDelay(1) - 1);
    expect(socket.connectCalls).toBe(connects);
    vi.advanceTimersByTime(1);
    expect(socket.connectCalls).toBe(connects + 1);
    expect(connection.state).toBe('connecting');
    socket.open();
    expect(connection.state).toBe('connected');
    expect(onReconnected).toHaveBeenCalledTimes(1);
    expect(states).toEqual(['connecting', 'connected', 'unavailable', 'connecting', 'connected']);
  });

  it("cuts off pusher-js's immediate retry, announced before it opens the socket, so the 1 s delay holds", async () => {
    const { socket, connection, states } = setup();
    connection.connect();
    socket.open();
    socket.dropAndReopen();
    await Promise.resolve();
    expect(socket.opening).toBe(false);
    expect(connection.state).toBe('unavailable');
    const connects = socket.connectCalls;
    vi.advanceTimersByTime(reconnectDelay(1));
    expect(socket.connectCalls).toBe(connects + 1);
    socket.open();
    expect(states).toEqual(['connecting', 'connected', 'unavailable', 'connecting', 'connected']);
  });

  it(`fails after ${RECONNECT_ATTEMPTS} attempts, then keeps trying in the background`, () => {
    const { socket, connection, onReconnected } = setup();
    connection.connect();
    socket.open();
    socket.drop();
    const startConnects = socket.connectCalls;
    for (let attempt = 1; attempt <= RECONNECT_ATTEMPTS; attempt += 1) {
      expect(connection.state).toBe('unavailable');
      expect(connection.attempt).toBe(attempt);
      vi.advanceTimersByTime(reconnectDelay(attempt));
      // The attempt fails at once; a timed-out attempt counts too.
      socket.fail();
    }
    expect(socket.connectCalls - startConnects).toBe(RECONNECT_ATTEMPTS);
    expect(connection.state).toBe('failed');
    // Background attempt: the state stays failed until one succeeds.
    vi.advanceTimersByTime(BACKGROUND_RECONNECT_INTERVAL_MS);
    expect(socket.connectCalls - startConnects).toBe(RECONNECT_ATTEMPTS + 1);
    expect(connection.state).toBe('failed');
    socket.open();
    expect(connection.state).toBe('connected');
    expect(onReconnected).toHaveBeenCalledTimes(1);
  });

  it('counts an attempt that hangs as failed after the attempt timeout', () => {
    const { socket, connection } = setup();
    connection.connect();
    expect(connection.state).toBe('connecting');
    vi.advanceTimersByTime(CONNECT_ATTEMPT_TIMEOUT_MS);
    expect(connection.state).toBe('unavailable');
    expect(connection.attempt).toBe(1);
    expect(socket.state).toBe('disconnected');
  });

  it('retries at once when asked (tab visible, network back)', () => {
    const { socket, connection } = setup();
    connection.connect();
    socket.fail();
    expect(connection.state).toBe('unavailable');
    const connects = socket.connectCalls;
    connection.retryNow();
    expect(socket.connectCalls).toBe(connects + 1);
    expect(connection.state).toBe('connecting');
  });

  it('stays disconnected after an intentional disconnect', () => {
    const { socket, connection, states } = setup();
    connection.connect();
    socket.open();
    connection.disconnect();
    vi.advanceTimersByTime(BACKGROUND_RECONNECT_INTERVAL_MS * 2);
    expect(connection.state).toBe('disconnected');
    expect(states.at(-1)).toBe('disconnected');
    expect(vi.getTimerCount()).toBe(0);
  });
});

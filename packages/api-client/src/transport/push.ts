/**
 * The push connection: a state machine over a Pusher-protocol socket that owns reconnection.
 *
 * The socket's own retry is cut off on every drop so the policy is ours and observable: up to 15 reconnect
 * attempts, the delay growing linearly from 1 s to 2 s, then `failed` — with further attempts in the background
 * (and at once when the app says the tab is visible or the network is back). A successful reconnect emits
 * `reconnected`; the channels are subscribed again by the socket.
 */
import {
  BACKGROUND_RECONNECT_INTERVAL_MS,
  CONNECT_ATTEMPT_TIMEOUT_MS,
  RECONNECT_ATTEMPTS,
  RECONNECT_MAX_DELAY_MS,
  RECONNECT_MIN_DELAY_MS,
} from '../constants.js';
import type { ConnectionState } from './events.js';

/** The raw states a Pusher socket goes through (pusher-js's names). */
export type SocketState =
  'initialized' | 'connecting' | 'connected' | 'unavailable' | 'failed' | 'disconnected';

export interface ChannelHandlers {
  /** Every non-internal event on the channel. */
  event(name: string, data: unknown): void;
  /** The subscription succeeded (after each (re)connect). */
  subscribed(): void;
  /** The subscription failed (authorization refused…). */
  error(error: unknown): void;
}

/** What the connection needs from a socket; {@link createPusherSocket} adapts pusher-js, tests use a fake. */
export interface PushSocket {
  readonly state: SocketState;
  connect(): void;
  disconnect(): void;
  onStateChange(listener: (state: SocketState) => void): () => void;
  /** Subscribes now or as soon as connected, and again after every reconnect. */
  subscribe(channel: string, handlers: ChannelHandlers): () => void;
}

/** Delay before reconnect attempt `attempt` (1-based): 1 s for the first, 2 s for the last. */
export function reconnectDelay(attempt: number): number {
  const steps = Math.max(1, RECONNECT_ATTEMPTS - 1);
  const ratio = Math.min(1, Math.max(0, (attempt - 1) / steps));
  return Math.round(
    RECONNECT_MIN_DELAY_MS + (RECONNECT_MAX_DELAY_MS - RECONNECT_MIN_DELAY_MS) * ratio,
  );
}

export interface PushConnectionOptions {
  socket: PushSocket;
  onState?: (state: ConnectionState) => void;
  onReconnected?: () => void;
}

type Listener = (state: ConnectionState) => void;

export class PushConnection {
  readonly #socket: PushSocket;
  readonly #listeners = new Set<Listener>();
  readonly #onReconnected: (() => void) | undefined;
  #state: ConnectionState = 'disconnected';
  #wanted = false;
  /** The reconnect attempt in progress or just failed (0 before the first drop). */
  #attempt = 0;
  #background = false;
  #everConnected = false;
  /** Set while we disconnect the socket ourselves, so its `disconnected` is not taken for a drop. */
  #intentional = false;
  #attemptTimer: ReturnType<typeof setTimeout> | undefined;
  #retryTimer: ReturnType<typeof setTimeout> | undefined;
  readonly #unbind: () => void;

  constructor(options: PushConnectionOptions) {
    this.#socket = options.socket;
    this.#onReconnected = options.onReconnected;
    if (options.onState) this.#listeners.add(options.onState);
    this.#unbind = this.#socket.onStateChange((state) => this.#onSocketState(state));
  }

  get state(): ConnectionState {
    return this.#state;
  }

  /** The current reconnect attempt (1…15), 0 when none is running. */
  get attempt(): number {
    return this.#attempt;
  }

  /** Observes the state (`useSyncExternalStore`-friendly: call `state` for the snapshot). */
  subscribe(listener: Listener): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  subscribeChannel(channel: string, handlers: ChannelHandlers): () => void {
    return this.#socket.subscribe(channel, handlers);
  }

  connect(): void {
    if (this.#wanted) return;
    this.#wanted = true;
    this.#attempt = 0;
    this.#startAttempt();
  }

  disconnect(): void {
    this.#wanted = false;
    this.#clearTimers();
    this.#attempt = 0;
    this.#background = false;
    this.#closeSocket();
    this.#setState('disconnected');
  }

  /** Try again now (tab visible, network back), unless connected or already trying. */
  retryNow(): void {
    if (!this.#wanted || this.#state === 'connected' || this.#state === 'connecting') return;
    this.#clearTimers();
    this.#background = this.#state === 'failed';
    if (!this.#background) this.#attempt = 0;
    this.#startAttempt();
  }

  dispose(): void {
    this.disconnect();
    this.#unbind();
    this.#listeners.clear();
  }

  #startAttempt(): void {
    if (!this.#background) this.#setState('connecting');
    this.#attemptTimer = setTimeout(() => this.#attemptFailed(), CONNECT_ATTEMPT_TIMEOUT_MS);
    this.#socket.connect();
  }

  #onSocketState(state: SocketState): void {
    if (!this.#wanted) return;
    switch (state) {
      case 'connected': {
        this.#clearTimers();
        const reconnected = this.#everConnected;
        this.#everConnected = true;
        this.#attempt = 0;
        this.#background = false;
        this.#setState('connected');
        if (reconnected) this.#onReconnected?.();
        return;
      }
      case 'connecting':
        // The socket retrying on its own after a drop: take over with our schedule.
        if (this.#state === 'connected') this.#dropped();
        return;
      case 'unavailable':
      case 'failed':
        this.#attemptFailed();
        return;
      case 'disconnected':
        if (this.#intentional) return;
        if (this.#state === 'connected') this.#dropped();
        else this.#attemptFailed();
        return;
      case 'initialized':
        return;
    }
  }

  #dropped(): void {
    this.#clearTimers();
    this.#closeSocket();
    this.#attempt = 0;
    this.#scheduleNext();
    // pusher-js announces its own retry from inside its connect(), before it opens the new socket, so the close
    // above comes too early to stop that socket; close again once the call has returned, unless we moved on.
    const retry = this.#retryTimer;
    queueMicrotask(() => {
      if (this.#wanted && retry !== undefined && this.#retryTimer === retry) this.#closeSocket();
    });
  }

  #attemptFailed(): void {
    if (this.#attemptTimer === undefined && this.#retryTimer !== undefined) return; // already scheduled
    this.#clearTimers();
    this.#closeSocket();
    this.#scheduleNext();
  }

  #scheduleNext(): void {
    if (this.#background || this.#attempt >= RECONNECT_ATTEMPTS) {
      this.#background = true;
      this.#setState('failed');
      this.#retryTimer = setTimeout(() => {
        this.#retryTimer = undefined;
        this.#startAttempt();
      }, BACKGROUND_RECONNECT_INTERVAL_MS);
      return;
    }
    this.#attempt += 1;
    this.#setState('unavailable');
    this.#retryTimer = setTimeout(() => {
      this.#retryTimer = undefined;
      this.#startAttempt();
    }, reconnectDelay(this.#attempt));
  }

  #closeSocket(): void {
    this.#intentional = true;
    try {
      this.#socket.disconnect();
    } finally {
      this.#intentional = false;
    }
  }

  #clearTimers(): void {
    if (this.#attemptTimer !== undefined) clearTimeout(this.#attemptTimer);
    if (this.#retryTimer !== undefined) clearTimeout(this.#retryTimer);
    this.#attemptTimer = undefined;
    this.#retryTimer = undefined;
  }

  #setState(state: ConnectionState): void {
    if (state === this.#state) return;
    this.#state = state;
    for (const listener of [...this.#listeners]) listener(state);
  }
}

/**
 * A client in a started session, over the fake provider and socket: what the action and money-moving tests share.
 */
import { ApiClient, type ApiClientOptions } from '../src/index';
import { FakeProvider, FakeSocket } from './fakes';

/** The session channel of `startSession('session.abc')`. */
export const CHANNEL = 'private-session.abc';

export interface SessionOptions {
  /** The server; pass one to keep it across a reload. */
  provider?: FakeProvider;
  /** Request references are `${prefix}-000001`, `${prefix}-000002`… */
  prefix?: string;
  unconfirmedStorage?: ApiClientOptions['unconfirmedStorage'];
  /** Runs before the session starts (listeners that must see what the start brings). */
  beforeStart?: (client: ApiClient) => void;
}

export function sessionClient({
  provider = new FakeProvider(),
  prefix = 'ref',
  unconfirmedStorage,
  beforeStart,
}: SessionOptions = {}) {
  const socket = new FakeSocket();
  let sequence = 0;
  const client = new ApiClient({
    fetch: provider.fetch,
    push: socket,
    visibility: false,
    newReference: () => `${prefix}-${String(++sequence).padStart(6, '0')}`,
    unconfirmedStorage,
  });
  beforeStart?.(client);
  client.startSession('session.abc');
  socket.open();
  /** Pushes the answer of one call on the session channel. */
  const answer = (reference: string, document: unknown, action: string) =>
    socket.push(CHANNEL, 'answer', { requestReference: reference, action, document });
  return { provider, socket, client, answer };
}

/**
 * Test doubles: a scripted provider behind `fetch` and a Pusher-like socket the test drives by hand.
 */
import type { ApiError } from '../src/errors';
import type { ChannelHandlers, PushSocket, SocketState } from '../src/transport/push';

export interface RecordedRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  credentials: RequestCredentials | undefined;
  body: unknown;
}

type Handler = (request: RecordedRequest) => Response | Promise<Response>;

/** `POST /api/{area}` of every area. */
const ACTION_PATH = /^\/api\/(main|mailbox|payout-requests|payments)$/;

export const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/vnd.api+json', ...headers },
  });

export const errors = (status: number, ...list: { title: string; code: string }[]) =>
  json(status, { errors: list });

/**
 * A provider behind `fetch`: actions are acknowledged (202) and recorded; answers are whatever the test
 * pushes or stores. Routes can be overridden per test with {@link FakeProvider.on}.
 */
export class FakeProvider {
  readonly requests: RecordedRequest[] = [];
  /** Kept answers by reference (what `GET /api/answers/:ref` and `POST /api/answers` return). */
  readonly kept = new Map<
    string,
    { requestReference: string; action: string; document: unknown }
  >();
  readonly #overrides: {
    method: string;
    path: string | RegExp;
    handler: Handler;
    once: boolean;
  }[] = [];

  on(method: string, path: string | RegExp, handler: Handler, once = false): this {
    this.#overrides.unshift({ method, path, handler, once });
    return this;
  }

  once(method: string, path: string | RegExp, handler: Handler): this {
    return this.on(method, path, handler, true);
  }

  /** Action posts recorded so far. */
  actionPosts(): { requestReference: string; action: string; id?: string; payload?: unknown }[] {
    return this.requests
      .filter((request) => request.method === 'POST' && ACTION_PATH.test(request.path))
      .map(
        (request) => (request.body as { data: { requestReference: string; action: string } }).data,
      );
  }

  keep(requestReference: string, action: string, document: unknown): void {
    this.kept.set(requestReference, { requestReference, action, document });
  }

  readonly fetch: typeof fetch = async (input, init) => {
    const url = new URL(String(input), 'http://paydesk.test');
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    const rawBody = init?.body;
    const body = typeof rawBody === 'string' ? JSON.parse(rawBody) : rawBody;
    const request: RecordedRequest = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      headers,
      credentials: init?.credentials,
      body,
    };
    this.requests.push(request);
    if (init?.signal?.aborted) throw init.signal.reason;
    const index = this.#overrides.findIndex(
      (route) =>
        route.method === request.method &&
        (typeof route.path === 'string'
          ? route.path === request.path
          : route.path.test(request.path)),
    );
    if (index >= 0) {
      const route = this.#overrides[index]!;
      if (route.once) this.#overrides.splice(index, 1);
      return raceAbort(Promise.resolve(route.handler(request)), init?.signal);
    }
    return this.#default(request);
  };

  #default(request: RecordedRequest): Response {
    if (request.method === 'POST' && ACTION_PATH.test(request.path)) {
      const { requestReference } = (request.body as { data: { requestReference: string } }).data;
      return json(202, { meta: { requestReference, status: 'accepted' } });
    }
    if (request.method === 'POST' && request.path === '/api/answers') {
      const references = (request.body as { requestReferences: string[] }).requestReferences;
      const answers = references.flatMap((reference) => {
        const kept = this.kept.get(reference);
        return kept ? [kept] : [];
      });
      const known = new Set(this.actionPosts().map((post) => post.requestReference));
      return json(200, {
        answers,
        pending: references.filter(
          (reference) => !this.kept.has(reference) && known.has(reference),
        ),
        unknown: references.filter(
          (reference) => !this.kept.has(reference) && !known.has(reference),
        ),
      });
    }
    const answer = /^\/api\/answers\/(.+)$/.exec(request.path);
    if (request.method === 'GET' && answer) {
      const kept = this.kept.get(decodeURIComponent(answer[1]!));
      return kept ? json(200, kept) : errors(404, { title: 'Unknown request', code: 'not-found' });
    }
    if (request.method === 'GET' && request.path === '/api/users/me') {
      return json(200, {
        data: {
          type: 'user',
          id: 'u1',
          attributes: { email: 'admin@paydesk.test', name: 'Ada', twoFaEnabled: false },
        },
      });
    }
    return errors(404, { title: 'Not found', code: 'not-found' });
  }
}

function raceAbort(
  response: Promise<Response>,
  signal: AbortSignal | null | undefined,
): Promise<Response> {
  if (!signal) return response;
  return new Promise((resolve, reject) => {
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
    response.then(resolve, reject);
  });
}

/** A socket the test drives: `open()`, `drop()`, `fail()`, `push()`. */
export class FakeSocket implements PushSocket {
  state: SocketState = 'initialized';
  connectCalls = 0;
  disconnectCalls = 0;
  readonly channels = new Map<string, ChannelHandlers>();
  readonly #listeners = new Set<(state: SocketState) => void>();
  /** What `connect()` does: by default nothing until the test calls `open()` or `fail()`. */
  onConnect: () => void = () => {};

  connect(): void {
    this.connectCalls += 1;
    this.#set('connecting');
    this.onConnect();
  }

  disconnect(): void {
    this.disconnectCalls += 1;
    this.opening = false;
    if (this.state !== 'disconnected') this.#set('disconnected');
  }

  onStateChange(listener: (state: SocketState) => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  subscribe(channel: string, handlers: ChannelHandlers): () => void {
    this.channels.set(channel, handlers);
    if (this.state === 'connected') handlers.subscribed();
    return () => this.channels.delete(channel);
  }

  /** The server accepts the connection; every channel is (re)subscribed. */
  open(): void {
    this.#set('connected');
    for (const handlers of this.channels.values()) handlers.subscribed();
  }

  /** The attempt fails. */
  fail(): void {
    this.#set('unavailable');
  }

  /** The connection drops; like pusher-js, the socket starts its own retry. */
  drop(): void {
    this.#set('connecting');
  }

  /** A socket being opened that nobody closed yet (see {@link dropAndReopen}). */
  opening = false;

  /**
   * pusher-js after a close that asks for an immediate retry: it announces 'connecting' and then opens a new
   * socket in the same call, whatever its listeners did meanwhile.
   */
  dropAndReopen(): void {
    this.#set('connecting');
    this.opening = true;
  }

  push(channel: string, event: string, data: unknown): void {
    this.channels.get(channel)?.event(event, data);
  }

  #set(state: SocketState): void {
    this.state = state;
    for (const listener of [...this.#listeners]) listener(state);
  }
}

/** A Storage kept in memory (what sessionStorage keeps across a reload). */
export class MemoryStorage {
  readonly items = new Map<string, string>();
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.items.set(key, value);
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
}

/** Lets pending promise callbacks and one macrotask run. */
export async function flush(times = 3): Promise<void> {
  for (let index = 0; index < times; index += 1) {
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
}

/** The error a promise rejects with; fails the test if it resolves. */
export async function rejection<E = ApiError>(promise: Promise<unknown>): Promise<E> {
  try {
    await promise;
  } catch (error) {
    return error as E;
  }
  throw new Error('expected the promise to reject');
}

import type { AnyAction } from '../contract/action.js';
import type { ChangeNotices } from '../contract/wire.js';
import type { ApiError } from '../errors.js';

/** The push connection's states, as the app shows them (SPEC §4 "Real-time connection"). */
export const connectionStates = [
  'connected',
  'connecting',
  'failed',
  'unavailable',
  'disconnected',
] as const;
export type ConnectionState = (typeof connectionStates)[number];

/**
 * Notices the app turns into toasts; the client has no UI. Each carries the message the spec prescribes.
 * - `rate-limited`: a 429 (SPEC §8), with how long the client now waits before sending again;
 * - `not-allowed`: a 403 on a file path (action `files/read`, "Please contact support");
 * - `server-error`: an error whose first code is 500 — the titles to list;
 * - `push-auth-failed`: broadcasting auth failed for a reason other than bad request or timeout.
 */
export type Notice =
  | { kind: 'rate-limited'; message: string; retryAfterMs: number }
  | { kind: 'not-allowed'; message: string; action: string; path: string }
  | { kind: 'server-error'; titles: readonly string[]; error: ApiError }
  | { kind: 'push-auth-failed'; message: string; error: ApiError };

/**
 * The answer to a money-moving action whose caller was told `unknown-outcome`, found later: `ok` with the answer
 * (the money moved), or the error the server answered (it did not).
 */
export type ActionOutcome =
  | { ok: true; action: AnyAction; requestReference: string; answer: unknown }
  | { ok: false; action: AnyAction; requestReference: string; error: ApiError };

/** The client's events; the change notices (`ledgerChanged`, …) are pushed by the provider, checked, then emitted. */
export interface ClientEvents extends ChangeNotices {
  notice: Notice;
  /** A 401 confirmed by a session recheck: clear the session and go to login with a redirect. */
  sessionExpired: { path: string };
  /** Broadcasting auth answered bad request or timed out: act as signed out (SPEC §8). */
  signedOut: { reason: 'auth-rejected' | 'auth-timeout' };
  /** The push connection came back after a drop: reload permissions. */
  reconnected: undefined;
  connectionState: ConnectionState;
  /** A money-moving action with an unknown outcome is confirmed at last: tell the user, refresh what it changed. */
  outcome: ActionOutcome;
}

type Listener<T> = (payload: T) => void;

/** A small typed event emitter; a throwing listener does not stop the others. */
export class Emitter<TEvents extends object> {
  readonly #listeners = new Map<keyof TEvents, Set<Listener<never>>>();
  /** Events of the held types emitted while nobody listened, by type. */
  readonly #held: Map<keyof TEvents, unknown[]>;

  /** `hold`: types whose events must not be lost while nobody listens; the first listener gets them. */
  constructor({ hold = [] }: { hold?: readonly (keyof TEvents)[] } = {}) {
    this.#held = new Map(hold.map((type) => [type, []]));
  }

  on<K extends keyof TEvents>(type: K, listener: Listener<TEvents[K]>): () => void {
    let set = this.#listeners.get(type);
    if (!set) this.#listeners.set(type, (set = new Set()));
    set.add(listener as Listener<never>);
    const held = this.#held.get(type);
    if (held?.length) for (const payload of held.splice(0)) call(listener, payload as TEvents[K]);
    return () => set.delete(listener as Listener<never>);
  }

  emit<K extends keyof TEvents>(type: K, payload: TEvents[K]): void {
    const set = this.#listeners.get(type);
    if (!set?.size) {
      this.#held.get(type)?.push(payload);
      return;
    }
    for (const listener of [...set]) call(listener as Listener<TEvents[K]>, payload);
  }

  clear(): void {
    this.#listeners.clear();
    for (const held of this.#held.values()) held.length = 0;
  }
}

function call<T>(listener: Listener<T>, payload: T): void {
  try {
    listener(payload);
  } catch (error) {
    // A listener's bug must not break the transport.
    console.error('[@paydesk/api-client] event listener failed', error);
  }
}

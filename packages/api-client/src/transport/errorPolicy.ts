/**
 * Error mapping in one place (SPEC §8). Every HTTP failure and every pushed answer with errors passes here:
 * - 401 → one session recheck (`GET users/me`) debounced by 400 ms, however many calls failed; if the recheck is
 *   401 too, `sessionExpired`;
 * - 403 on a file path → a `not-allowed` notice ("Please contact support", action files/read);
 * - 429 → a `rate-limited` notice, and every request waits for Retry-After;
 * - first error code 500 → a `server-error` notice, unless the caller reports it (a money-moving post says its
 *   outcome is unknown instead);
 * - everything else only reaches the caller.
 */
import * as v from 'valibot';
import {
  DEFAULT_RETRY_AFTER_MS,
  NOT_ALLOWED_ACTION,
  NOT_ALLOWED_MESSAGE,
  RATE_LIMITED_MESSAGE,
  UNAUTHORIZED_RECHECK_DEBOUNCE_MS,
} from '../constants.js';
import { ErrorDocumentSchema, type ErrorObject } from '../contract/jsonapi.js';
import { ApiError } from '../errors.js';
import { isFilePath } from '../routes.js';
import type { ClientEvents, Emitter } from './events.js';
import type { RateGate } from './rateGate.js';

/** What a session recheck found. */
export type SessionCheck = 'valid' | 'expired' | 'unknown';

export interface ErrorPolicyOptions {
  events: Emitter<ClientEvents>;
  gate: RateGate;
  /** Checks the session once (the self-user fetch), without going through this policy. */
  recheckSession: () => Promise<SessionCheck>;
  now?: () => number;
}

export interface ErrorContext {
  path: string;
  action?: string;
  requestReference?: string;
  /** No `server-error` notice: the caller tells the user itself. */
  reportsServerErrors?: boolean;
}

/** Parses Retry-After: delay seconds or an HTTP date. */
export function parseRetryAfter(value: string | null, now: number): number {
  if (!value) return DEFAULT_RETRY_AFTER_MS;
  const seconds = Number(value);
  if (Number.isFinite(seconds) && seconds >= 0) return Math.round(seconds * 1000);
  const date = Date.parse(value);
  return Number.isFinite(date) ? Math.max(0, date - now) : DEFAULT_RETRY_AFTER_MS;
}

export class ErrorPolicy {
  readonly #events: Emitter<ClientEvents>;
  readonly #gate: RateGate;
  readonly #recheckSession: () => Promise<SessionCheck>;
  readonly #now: () => number;
  #recheckTimer: ReturnType<typeof setTimeout> | undefined;
  #recheckRunning = false;
  #expired = false;
  #lastPath = '';

  constructor(options: ErrorPolicyOptions) {
    this.#events = options.events;
    this.#gate = options.gate;
    this.#recheckSession = options.recheckSession;
    this.#now = options.now ?? Date.now;
  }

  /** Maps a failed HTTP response; reads its JSON:API errors and raises the notices. */
  async fromResponse(response: Response, context: ErrorContext): Promise<ApiError> {
    const errors = await readErrors(response);
    const status = response.status;
    const base = {
      kind: 'http' as const,
      status,
      errors,
      path: context.path,
      action: context.action,
      requestReference: context.requestReference,
    };
    if (status === 401) {
      this.unauthorized(context.path);
      return new ApiError(base);
    }
    if (status === 403 && isFilePath(context.path)) {
      this.#events.emit('notice', {
        kind: 'not-allowed',
        message: NOT_ALLOWED_MESSAGE,
        action: NOT_ALLOWED_ACTION,
        path: context.path,
      });
      console.warn(`[@paydesk/api-client] 403 on ${context.path}`);
      return new ApiError({ ...base, notified: true });
    }
    if (status === 429) {
      const retryAfterMs = parseRetryAfter(response.headers.get('Retry-After'), this.#now());
      // One notice per burst: only when the gate was open.
      if (this.#gate.block(retryAfterMs)) {
        this.#events.emit('notice', {
          kind: 'rate-limited',
          message: RATE_LIMITED_MESSAGE,
          retryAfterMs,
        });
        console.warn(`[@paydesk/api-client] 429 on ${context.path}, waiting ${retryAfterMs} ms`);
      }
      return new ApiError({ ...base, retryAfterMs, message: RATE_LIMITED_MESSAGE, notified: true });
    }
    return this.#serverError(new ApiError(base), context);
  }

  /** Maps the errors of a pushed answer. */
  fromAnswer(errors: readonly ErrorObject[], context: ErrorContext): ApiError {
    const error = new ApiError({
      kind: 'answer',
      errors,
      path: context.path,
      action: context.action,
      requestReference: context.requestReference,
    });
    if (error.code === '401') {
      this.unauthorized(context.path);
      return error;
    }
    return this.#serverError(error, context);
  }

  /** Records a 401: one recheck after 400 ms of quiet, however many arrive. */
  unauthorized(path: string): void {
    this.#lastPath = path;
    if (this.#expired || this.#recheckRunning) return;
    if (this.#recheckTimer !== undefined) clearTimeout(this.#recheckTimer);
    this.#recheckTimer = setTimeout(() => void this.#recheck(), UNAUTHORIZED_RECHECK_DEBOUNCE_MS);
  }

  /** A new session began (sign-in): 401s are rechecked again. */
  sessionStarted(): void {
    this.#expired = false;
  }

  dispose(): void {
    if (this.#recheckTimer !== undefined) clearTimeout(this.#recheckTimer);
    this.#recheckTimer = undefined;
  }

  async #recheck(): Promise<void> {
    this.#recheckTimer = undefined;
    this.#recheckRunning = true;
    try {
      const result = await this.#recheckSession();
      if (result === 'expired' && !this.#expired) {
        this.#expired = true;
        this.#events.emit('sessionExpired', { path: this.#lastPath });
      }
    } finally {
      this.#recheckRunning = false;
    }
  }

  #serverError(error: ApiError, context: ErrorContext): ApiError {
    if (error.code !== '500' || context.reportsServerErrors) return error;
    const notified = error.withNotified();
    this.#events.emit('notice', { kind: 'server-error', titles: notified.titles, error: notified });
    return notified;
  }
}

/** The JSON:API errors of a response body, or a generic one when the body has none. */
async function readErrors(response: Response): Promise<ErrorObject[]> {
  let text = '';
  try {
    text = await response.text();
  } catch {
    // An unreadable body still has a status.
  }
  if (text) {
    try {
      const parsed = v.safeParse(ErrorDocumentSchema, JSON.parse(text));
      if (parsed.success) return parsed.output.errors;
    } catch {
      // Not JSON (a proxy's HTML page): fall through.
    }
  }
  return [
    { title: response.statusText || `HTTP ${response.status}`, code: String(response.status) },
  ];
}

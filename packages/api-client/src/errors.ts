import type { ErrorObject } from './contract/jsonapi.js';

/**
 * Why a call failed:
 * - `http`: the server refused the request (status ≥ 400) — `errors` hold its JSON:API errors;
 * - `answer`: the pushed answer carried errors (status 0 unless the error says otherwise);
 * - `timeout`: no answer within the call's timeout;
 * - `unknown-outcome`: a money-moving action may have been carried out, but its answer did not arrive in time.
 *   The client keeps looking for it (an `outcome` event tells when it is found) and a retry of the same call
 *   reuses the request reference, so it is never carried out twice. Never say it failed;
 * - `network`: the request never reached the server or its reply was unreadable;
 * - `lost`: the server no longer knows the request (it keeps answers 24 h);
 * - `invalid-answer`: the answer did not match the action's schema;
 * - `aborted`: the caller aborted (AbortSignal) or the client was closed.
 */
export const apiErrorKinds = [
  'http',
  'answer',
  'timeout',
  'unknown-outcome',
  'network',
  'lost',
  'invalid-answer',
  'aborted',
] as const;
export type ApiErrorKind = (typeof apiErrorKinds)[number];

export interface ApiErrorInit {
  kind: ApiErrorKind;
  status?: number;
  errors?: readonly ErrorObject[];
  message?: string;
  retryAfterMs?: number;
  requestReference?: string;
  action?: string;
  path?: string;
  notified?: boolean;
  cause?: unknown;
}

/** The one error type every call of the client rejects with. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  /** HTTP status, or 0 when there was no HTTP error (pushed answer errors, timeouts, network). */
  readonly status: number;
  readonly errors: readonly ErrorObject[];
  /** The first error's code ("500", "invalid-credentials"…). */
  readonly code: string | undefined;
  /** Every error title, in order (error toasts list them, SPEC §8). */
  readonly titles: readonly string[];
  /** For 429: how long the server asked to wait. */
  readonly retryAfterMs: number | undefined;
  readonly requestReference: string | undefined;
  /** `area:action` of an action call. */
  readonly action: string | undefined;
  readonly path: string | undefined;
  /** The client already raised a notice for this error (500, 429, 403 on a file): don't toast it again. */
  readonly notified: boolean;

  constructor(init: ApiErrorInit) {
    const errors = init.errors ?? [];
    const titles = errors.map((error) => error.title);
    super(
      init.message ??
        (titles.join('; ') || `${init.kind} error${init.status ? ` ${init.status}` : ''}`),
      {
        cause: init.cause,
      },
    );
    this.kind = init.kind;
    this.status = init.status ?? 0;
    this.errors = errors;
    this.code = errors[0]?.code;
    this.titles = titles;
    this.retryAfterMs = init.retryAfterMs;
    this.requestReference = init.requestReference;
    this.action = init.action;
    this.path = init.path;
    this.notified = init.notified ?? false;
  }

  /**
   * Per-field messages, keyed by the last segment of each error's `source.pointer`
   * (`/data/attributes/number` → `number`); errors without a pointer go under `''`.
   */
  fieldErrors(): Record<string, string[]> {
    const fields: Record<string, string[]> = {};
    for (const error of this.errors) {
      const pointer = error.source?.pointer ?? error.source?.parameter ?? '';
      const field = pointer.split('/').pop() ?? '';
      (fields[field] ??= []).push(error.title);
    }
    return fields;
  }

  /** A copy marked as already notified. */
  withNotified(): ApiError {
    return new ApiError({ ...this.init(), notified: true });
  }

  private init(): ApiErrorInit {
    return {
      kind: this.kind,
      status: this.status,
      errors: this.errors,
      message: this.message,
      retryAfterMs: this.retryAfterMs,
      requestReference: this.requestReference,
      action: this.action,
      path: this.path,
      notified: this.notified,
      cause: this.cause,
    };
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

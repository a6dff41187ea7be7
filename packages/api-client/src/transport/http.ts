/**
 * HTTP: every request sends cookies (`credentials: 'include'`), speaks the JSON:API media type, waits for the
 * rate gate, has a timeout, and maps failures through the one {@link ErrorPolicy}.
 */
import * as v from 'valibot';
import { DEFAULT_HTTP_TIMEOUT_MS, JSON_API_MEDIA_TYPE } from '../constants.js';
import { ApiError } from '../errors.js';
import { ACCESS_TOKEN_HEADER } from '../routes.js';
import type { ErrorContext, ErrorPolicy } from './errorPolicy.js';
import { compactAnswer } from './compactAnswer.js';
import type { RateGate } from './rateGate.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface HttpRequest<TSchema extends v.GenericSchema | undefined = undefined> {
  method: HttpMethod;
  path: string;
  /** Sent as JSON (JSON:API media type), or as-is for a Blob. */
  body?: unknown;
  /** Validates the reply body; without it the body is returned untyped. */
  schema?: TSchema;
  timeoutMs?: number;
  signal?: AbortSignal;
  /** For error context: the action being posted. */
  action?: string;
  requestReference?: string;
  /** Skip the error policy (the session recheck itself must not trigger another recheck). */
  bypassPolicy?: boolean;
  /** The caller words a server error itself (a money-moving post, whose outcome it reports as unknown). */
  reportsServerErrors?: boolean;
}

export interface HttpReply<T> {
  status: number;
  headers: Headers;
  data: T;
}

export interface HttpOptions {
  /** Origin (and optional prefix) of the provider, '' for same-origin. */
  baseUrl: string;
  fetch: typeof fetch;
  policy: ErrorPolicy;
  gate: RateGate;
}

type Output<TSchema> = TSchema extends v.GenericSchema ? v.InferOutput<TSchema> : unknown;

/** Combines a caller's signal with a timeout; `timedOut()` tells them apart afterwards. */
export function timeoutSignal(ms: number, signal?: AbortSignal) {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort(new DOMException('Timed out', 'TimeoutError'));
  }, ms);
  const onAbort = () => controller.abort(signal?.reason);
  if (signal?.aborted) onAbort();
  else signal?.addEventListener('abort', onAbort, { once: true });
  return {
    signal: controller.signal,
    timedOut: () => timedOut,
    dispose: () => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
    },
  };
}

export class HttpTransport {
  readonly #options: HttpOptions;
  #accessToken: string | undefined;

  constructor(options: HttpOptions) {
    this.#options = options;
  }

  /** Set-2fa mode: every request carries `Access-Token: <token from the path>`; `undefined` ends it. */
  setAccessToken(token: string | undefined): void {
    this.#accessToken = token;
  }

  url(path: string): string {
    return /^https?:\/\//.test(path) ? path : `${this.#options.baseUrl}${path}`;
  }

  headers(extra: Record<string, string> = {}): Record<string, string> {
    const headers: Record<string, string> = { Accept: JSON_API_MEDIA_TYPE, ...extra };
    if (this.#accessToken) headers[ACCESS_TOKEN_HEADER] = this.#accessToken;
    return headers;
  }

  /** Sends a request and returns the parsed reply; rejects with {@link ApiError}. */
  async request<TSchema extends v.GenericSchema | undefined = undefined>(
    request: HttpRequest<TSchema>,
  ): Promise<HttpReply<Output<TSchema>>> {
    const response = await this.send(request);
    const context = this.#context(request);
    const text = await response.text().catch(() => '');
    let json: unknown = undefined;
    if (text) {
      try {
        json = JSON.parse(text);
      } catch (cause) {
        throw new ApiError({
          kind: 'network',
          status: response.status,
          ...context,
          cause,
          message: 'Unreadable reply',
        });
      }
    }
    if (!request.schema)
      return { status: response.status, headers: response.headers, data: json as Output<TSchema> };
    const parsed = v.safeParse(request.schema, json);
    if (!parsed.success) {
      throw new ApiError({
        kind: 'invalid-answer',
        status: response.status,
        ...context,
        message: `Unexpected reply from ${request.path}: ${v.summarize(parsed.issues)}`,
      });
    }
    return {
      status: response.status,
      headers: response.headers,
      data: compactAnswer(parsed.output) as Output<TSchema>,
    };
  }

  /**
   * Sends a request and returns the raw successful Response (for streaming downloads). Failed statuses go
   * through the error policy and reject.
   */
  async send(request: HttpRequest<v.GenericSchema | undefined>): Promise<Response> {
    const context = this.#context(request);
    try {
      await this.#options.gate.wait(request.signal);
    } catch (cause) {
      throw new ApiError({ kind: 'aborted', ...context, cause });
    }
    const timeout = timeoutSignal(request.timeoutMs ?? DEFAULT_HTTP_TIMEOUT_MS, request.signal);
    const isBlob = typeof Blob !== 'undefined' && request.body instanceof Blob;
    const init: RequestInit = {
      method: request.method,
      credentials: 'include',
      headers: this.headers(
        request.body === undefined
          ? {}
          : {
              'Content-Type': isBlob
                ? (request.body as Blob).type || 'application/octet-stream'
                : JSON_API_MEDIA_TYPE,
            },
      ),
      signal: timeout.signal,
    };
    if (request.body !== undefined)
      init.body = isBlob ? (request.body as Blob) : JSON.stringify(request.body);
    let response: Response;
    try {
      response = await this.#options.fetch(this.url(request.path), init);
    } catch (cause) {
      if (timeout.timedOut())
        throw new ApiError({
          kind: 'timeout',
          ...context,
          cause,
          message: `Timed out: ${request.path}`,
        });
      if (request.signal?.aborted) throw new ApiError({ kind: 'aborted', ...context, cause });
      throw new ApiError({
        kind: 'network',
        ...context,
        cause,
        message: `Network error: ${request.path}`,
      });
    } finally {
      timeout.dispose();
    }
    if (!response.ok) {
      if (request.bypassPolicy) {
        throw new ApiError({ kind: 'http', status: response.status, ...context });
      }
      throw await this.#options.policy.fromResponse(response, context);
    }
    return response;
  }

  #context(request: HttpRequest<v.GenericSchema | undefined>): ErrorContext {
    return {
      path: request.path,
      action: request.action,
      requestReference: request.requestReference,
      reportsServerErrors: request.reportsServerErrors,
    };
  }
}

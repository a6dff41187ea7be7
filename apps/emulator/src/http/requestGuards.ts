import type { FastifyInstance } from 'fastify';
import { API_PREFIX, JSON_API_MEDIA_TYPE } from '@paydesk/api-client';
import { ApiError, messages } from '../domain/errors.js';
import type { Context } from './context.js';
import { MISDIRECTED_REQUEST, type HostAllowList } from './hosts.js';
import { isForeignOrigin } from './origin.js';
import { isServicePath } from './paths.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Counted against the stricter sign-in rate limit. */
    signIn?: boolean;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const pathOf = (url: string) => url.split('?')[0] ?? '/';
const isApiPath = (path: string) => path.startsWith(`${API_PREFIX}/`);

/**
 * Before any route: the Host check (every request), then for the API the same-origin rule for state-changing
 * requests, the rate limits and an injected status fault. API replies go out as JSON:API and never cached.
 */
export function registerRequestGuards(
  app: FastifyInstance,
  ctx: Context,
  hosts: HostAllowList,
): void {
  const { config, faults } = ctx;
  app.addHook('onRequest', async (request, reply) => {
    const path = pathOf(request.url);
    // Every request, pages included: a foreign Host is a rebound DNS name pointing a page at this server.
    if (!hosts.allows(request.headers.host)) {
      if (isServicePath(path)) {
        throw new ApiError(MISDIRECTED_REQUEST, [
          { title: messages.unknownHost, code: 'unknown-host' },
        ]);
      }
      return reply.code(MISDIRECTED_REQUEST).type('text/plain').send(messages.unknownHost);
    }
    if (!isApiPath(path)) return;
    // State-changing requests must come from our own origin (or a configured one).
    if (!SAFE_METHODS.has(request.method)) {
      const { origin, host } = request.headers;
      const crossSite = request.headers['sec-fetch-site'] === 'cross-site';
      if (
        isForeignOrigin(origin, request.protocol, host, config.allowedOrigins) ||
        (crossSite && origin === undefined)
      ) {
        throw new ApiError(403, [{ title: messages.foreignOrigin, code: 'foreign-origin' }]);
      }
    }
    const limit = request.routeOptions.config.signIn
      ? config.rateLimit.signIn
      : config.rateLimit.general;
    const bucket = request.routeOptions.config.signIn ? 'sign-in' : 'api';
    const retryAfter = ctx.limiter.hit(`${bucket}:${request.ip}`, limit.max, limit.windowMs);
    if (retryAfter > 0) {
      throw new ApiError(429, [{ title: messages.tooManyRequests, code: '429' }], {
        'retry-after': String(retryAfter),
      });
    }
    const next = faults.nextStatus;
    if (next && next.count > 0) {
      next.count--;
      if (next.count === 0) faults.nextStatus = null;
      const title =
        next.status === 401
          ? messages.sessionExpired
          : next.status === 429
            ? messages.tooManyRequests
            : messages.generic;
      throw new ApiError(
        next.status,
        [{ title, code: String(next.status) }],
        next.status === 429 ? { 'retry-after': '1' } : {},
      );
    }
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const path = pathOf(request.url);
    if (
      isApiPath(path) &&
      String(reply.getHeader('content-type') ?? '').startsWith('application/json')
    ) {
      reply.header('content-type', JSON_API_MEDIA_TYPE);
    }
    if (isApiPath(path)) reply.header('cache-control', 'no-store');
    return payload;
  });
}

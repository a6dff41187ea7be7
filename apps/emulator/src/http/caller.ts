import type { FastifyRequest } from 'fastify';
import { ACCESS_TOKEN_HEADER } from '@paydesk/api-client';
import { resolveCaller, type Caller } from '../domain/access/caller.js';
import type { Context } from './context.js';
import { SESSION_COOKIE } from './cookies.js';

/**
 * Who sent a request: the session cookie, or on the set-2fa page the Access-Token header. `readOnly` callers
 * (answer fetches, channel auth) may hold a used set-2fa token.
 */
export function callerOf(
  ctx: Context,
  request: FastifyRequest,
  options: { readOnly?: boolean } = {},
): Promise<Caller> {
  const setupToken = request.headers[ACCESS_TOKEN_HEADER.toLowerCase()];
  return resolveCaller(
    ctx,
    {
      setupToken: typeof setupToken === 'string' ? setupToken : undefined,
      sessionCookie: request.cookies[SESSION_COOKIE],
    },
    options,
  );
}

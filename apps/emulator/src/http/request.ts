import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from './errors.js';
import { CHANNEL_COOKIE, CHANNEL_COOKIE_MS, SESSION_COOKIE } from '../auth/sessions.js';

/** The `data.attributes` of a JSON:API body, checked to be an object. */
export function attributesOf(request: FastifyRequest, type?: string): Record<string, unknown> {
  const data = (request.body as { data?: { type?: unknown; attributes?: unknown } } | undefined)
    ?.data;
  if (!data || typeof data !== 'object')
    throw new ApiError(400, [{ title: 'Missing data', code: 'bad-request' }]);
  if (type !== undefined && data.type !== type) {
    throw new ApiError(400, [
      {
        title: `Expected data of type ${type}`,
        code: 'bad-request',
        source: { pointer: '/data/type' },
      },
    ]);
  }
  const attributes = data.attributes ?? {};
  if (typeof attributes !== 'object' || attributes === null) {
    throw new ApiError(400, [
      { title: 'Missing attributes', code: 'bad-request', source: { pointer: '/data/attributes' } },
    ]);
  }
  return attributes as Record<string, unknown>;
}

export function stringField(attributes: Record<string, unknown>, name: string, max = 500): string {
  const value = attributes[name];
  if (typeof value !== 'string' || value.length === 0 || value.length > max) {
    throw new ApiError(422, [
      {
        title: `${name} is required`,
        code: 'invalid',
        source: { pointer: `/data/attributes/${name}` },
      },
    ]);
  }
  return value;
}

export const clientAddress = (request: FastifyRequest) => request.ip;
export const userAgentOf = (request: FastifyRequest) =>
  String(request.headers['user-agent'] ?? 'unknown').slice(0, 300);

const secure = (request: FastifyRequest) => request.protocol === 'https';

export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  value: string,
): void {
  reply.setCookie(SESSION_COOKIE, value, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: secure(request),
  });
}

/** The channel cookie names the session's push channel; scripts read it, so it is not HttpOnly. */
export function setChannelCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  channel: string,
): void {
  reply.setCookie(CHANNEL_COOKIE, channel, {
    path: '/',
    sameSite: 'lax',
    secure: secure(request),
    maxAge: CHANNEL_COOKIE_MS / 1000,
  });
}

export function clearAuthCookies(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
  reply.clearCookie(CHANNEL_COOKIE, { path: '/' });
}

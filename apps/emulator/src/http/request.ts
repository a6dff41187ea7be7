import type { FastifyReply, FastifyRequest } from 'fastify';
import { CHANNEL_COOKIE, CHANNEL_COOKIE_MS, SESSION_COOKIE } from '../auth/sessions.js';

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

/** The cookies of a session: its id (HttpOnly), its push channel (read by the app) and a trusted device. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CHANNEL_COOKIE_LIFETIME_MS, cookies } from '@paydesk/api-client';
import { TRUSTED_DEVICE_MS } from '../domain/auth/trustedDevices.js';

export const SESSION_COOKIE = cookies.session;
export const CHANNEL_COOKIE = cookies.channel;
export const TRUSTED_DEVICE_COOKIE = 'paydesk_trusted_device';

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
    maxAge: CHANNEL_COOKIE_LIFETIME_MS / 1000,
  });
}

export function setTrustedDeviceCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
): void {
  reply.setCookie(TRUSTED_DEVICE_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: secure(request),
    maxAge: TRUSTED_DEVICE_MS / 1000,
  });
}

export function clearAuthCookies(reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/' });
  reply.clearCookie(CHANNEL_COOKIE, { path: '/' });
}

import { CHANNEL_COOKIE_LIFETIME_MS } from '@paydesk/api-client';
import { isLastRequestStale } from './inactivity';
import { clearChannelCookie, readChannelCookie, readCookie, writeCookie } from './cookies';

/**
 * The lastRequest cookie (SPEC §3): when this browser last reached the provider, in epoch milliseconds. A cookie
 * rather than memory so every tab shares it: activity in one tab keeps the others alive.
 */
export const LAST_REQUEST_COOKIE = 'lastRequest';

export function readLastRequest(): number | undefined {
  const value = Number(readCookie(LAST_REQUEST_COOKIE));
  return Number.isFinite(value) && value > 0 ? value : undefined;
}

/** Lives as long as the channel cookie, so a browser reopened later still knows how old the session is. */
export function recordRequest(now = Date.now()): void {
  writeCookie(LAST_REQUEST_COOKIE, String(now), CHANNEL_COOKIE_LIFETIME_MS);
}

/**
 * SPEC §4: a last request older than 1800 s clears the channel cookie (the server has ended that session).
 * Answers whether it did.
 */
export function clearStaleChannel(now = Date.now()): boolean {
  const lastRequest = readLastRequest();
  if (lastRequest === undefined || !readChannelCookie() || !isLastRequestStale(lastRequest, now))
    return false;
  clearChannelCookie();
  return true;
}

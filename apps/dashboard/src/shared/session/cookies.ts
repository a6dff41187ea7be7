import { cookies } from '@paydesk/api-client';

export function readCookie(name: string): string | undefined {
  const prefix = `${encodeURIComponent(name)}=`;
  const entry = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return entry ? decodeURIComponent(entry.slice(prefix.length)) : undefined;
}

/** Writes a site-wide cookie that every tab reads. */
export function writeCookie(name: string, value: string, maxAgeMs: number): void {
  const maxAge = Math.round(maxAgeMs / 1000);
  // A cookie header, not text for people.
  // eslint-disable-next-line lingui/no-unlocalized-strings
  document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAge}; SameSite=Lax`;
}

export function deleteCookie(name: string): void {
  // eslint-disable-next-line lingui/no-unlocalized-strings
  document.cookie = `${encodeURIComponent(name)}=; Path=/; Max-Age=0; SameSite=Lax`;
}

/** The live-channel cookie (SPEC §3): set by the server at sign-in, cleared at sign-out. */
export function readChannelCookie(): string | undefined {
  return readCookie(cookies.channel) || undefined;
}

/** Ends the session for every tab: they all watch this cookie (SPEC §4). */
export function clearChannelCookie(): void {
  deleteCookie(cookies.channel);
}

import { cookies } from '@paydesk/api-client';

export function readCookie(name: string): string | undefined {
  const prefix = `${encodeURIComponent(name)}=`;
  const entry = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return entry ? decodeURIComponent(entry.slice(prefix.length)) : undefined;
}

/** The live-channel cookie (SPEC §3): set by the server at sign-in, cleared at sign-out. */
export function readChannelCookie(): string | undefined {
  return readCookie(cookies.channel) || undefined;
}

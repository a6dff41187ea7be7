import { readCookie } from '../session/cookies';
import {
  parseLanguage,
  parseLayout,
  parseTheme,
  parseTimeZone,
  type Preferences,
} from './preferences';
import { preferenceCookies } from './cookieNames';

/** Preferences outlive sessions: a year, renewed on every change. */
const MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** Reads the remembered preferences; a missing or unknown value gives the default. */
export function readPreferences(
  read: (name: string) => string | undefined = readCookie,
): Preferences {
  return {
    theme: parseTheme(read(preferenceCookies.theme)),
    timeZone: parseTimeZone(read(preferenceCookies.timeZone)),
    layout: parseLayout(read(preferenceCookies.layout)),
    language: parseLanguage(read(preferenceCookies.language)),
  };
}

export function preferenceCookie<K extends keyof Preferences>(
  key: K,
  value: Preferences[K],
): string {
  const name = encodeURIComponent(preferenceCookies[key]);
  // A cookie header, not text for people.
  // eslint-disable-next-line lingui/no-unlocalized-strings
  return `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${MAX_AGE_SECONDS}; SameSite=Lax`;
}

export function writePreference<K extends keyof Preferences>(key: K, value: Preferences[K]): void {
  document.cookie = preferenceCookie(key, value);
}

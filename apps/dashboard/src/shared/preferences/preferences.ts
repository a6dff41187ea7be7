import {
  appShellWidths,
  DEFAULT_TIME_ZONE,
  themes,
  type AppShellWidth,
  type Theme,
} from '@paydesk/ui';
import { defaultLocale, isLocale, type Locale } from '../i18n/locales';

/** What a user chooses on the settings page and the app remembers in this browser (SPEC §3). */
export interface Preferences {
  theme: Theme;
  /** An IANA time zone; dates are shown and entered in it. */
  timeZone: string;
  layout: AppShellWidth;
  language: Locale;
}

export { themes, appShellWidths as layouts };
export type { Theme, AppShellWidth as Layout };

/** SPEC §9 "Default theme: auto", "Default timezone: UTC", "Default layout: constrained". */
export const defaultPreferences: Preferences = {
  theme: 'auto',
  timeZone: DEFAULT_TIME_ZONE,
  layout: 'constrained',
  language: defaultLocale,
};

/** The pseudo-locale is offered only when switched on for checking untranslated strings. */
export const PSEUDO_LOCALE_ENABLED =
  import.meta.env.DEV || import.meta.env.VITE_PSEUDO_LOCALE === 'true';

export function languagesOffered(pseudoEnabled = PSEUDO_LOCALE_ENABLED): readonly Locale[] {
  return pseudoEnabled ? ['en', 'de', 'pseudo-LOCALE'] : ['en', 'de'];
}

export function parseTheme(value: string | undefined): Theme {
  return (themes as readonly string[]).includes(value ?? '')
    ? (value as Theme)
    : defaultPreferences.theme;
}

export function parseLayout(value: string | undefined): AppShellWidth {
  return (appShellWidths as readonly string[]).includes(value ?? '')
    ? (value as AppShellWidth)
    : defaultPreferences.layout;
}

export function parseLanguage(
  value: string | undefined,
  pseudoEnabled = PSEUDO_LOCALE_ENABLED,
): Locale {
  return isLocale(value) && languagesOffered(pseudoEnabled).includes(value)
    ? value
    : defaultPreferences.language;
}

/**
 * A time zone the runtime knows, in its canonical spelling; anything else falls back to UTC. The spec's
 * stored default is lower-case "utc", which Intl accepts and canonicalises.
 */
export function parseTimeZone(value: string | undefined): string {
  if (!value) return defaultPreferences.timeZone;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: value }).resolvedOptions().timeZone;
  } catch {
    return defaultPreferences.timeZone;
  }
}

/**
 * Zones IANA renamed that browsers still list under the old name (their ICU keeps CLDR's ids): people search
 * for the current name, so it is shown; the id stays the browser's, which every Intl and Temporal call accepts.
 */
/* eslint-disable lingui/no-unlocalized-strings -- IANA zone ids, not text for people */
const renamedZones: Record<string, string> = {
  'America/Buenos_Aires': 'America/Argentina/Buenos_Aires',
  'America/Catamarca': 'America/Argentina/Catamarca',
  'America/Cordoba': 'America/Argentina/Cordoba',
  'America/Godthab': 'America/Nuuk',
  'America/Indianapolis': 'America/Indiana/Indianapolis',
  'America/Jujuy': 'America/Argentina/Jujuy',
  'America/Louisville': 'America/Kentucky/Louisville',
  'America/Mendoza': 'America/Argentina/Mendoza',
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Rangoon': 'Asia/Yangon',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Atlantic/Faeroe': 'Atlantic/Faroe',
  'Europe/Kiev': 'Europe/Kyiv',
  'Pacific/Enderbury': 'Pacific/Kanton',
  'Pacific/Ponape': 'Pacific/Pohnpei',
  'Pacific/Truk': 'Pacific/Chuuk',
};
/* eslint-enable lingui/no-unlocalized-strings */

/** The name to show for a zone id: the current IANA name. */
export function timeZoneName(id: string): string {
  return renamedZones[id] ?? id;
}

/** Every IANA zone the browser knows, UTC first (Intl leaves it out of its list), with the name to show. */
export function timeZonesOffered(): { id: string; name: string }[] {
  const zones = Intl.supportedValuesOf('timeZone').filter((zone) => zone !== DEFAULT_TIME_ZONE);
  return [DEFAULT_TIME_ZONE, ...zones].map((id) => ({ id, name: timeZoneName(id) }));
}

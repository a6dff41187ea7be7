import { describe, expect, it } from 'vitest';
import {
  defaultPreferences,
  languagesOffered,
  parseLanguage,
  parseLayout,
  parseTheme,
  parseTimeZone,
  timeZoneName,
  timeZonesOffered,
} from './preferences';
import { preferenceCookies } from './cookieNames';
import { preferenceCookie, readPreferences } from './storage';

describe('preference values', () => {
  it('defaults to auto theme, UTC, constrained layout and English (SPEC §9)', () => {
    expect(defaultPreferences).toEqual({
      theme: 'auto',
      timeZone: 'UTC',
      layout: 'constrained',
      language: 'en',
    });
  });

  it('keeps known values and replaces unknown ones with the default', () => {
    expect(parseTheme('dark')).toBe('dark');
    expect(parseTheme('sepia')).toBe('auto');
    expect(parseLayout('full')).toBe('full');
    expect(parseLayout('wide')).toBe('constrained');
    expect(parseLanguage('de')).toBe('de');
    expect(parseLanguage('fr')).toBe('en');
    expect(parseTheme(undefined)).toBe('auto');
  });

  it('accepts IANA zones in canonical spelling and falls back to UTC', () => {
    expect(parseTimeZone('Europe/Berlin')).toBe('Europe/Berlin');
    expect(parseTimeZone('utc')).toBe('UTC');
    expect(parseTimeZone('Mars/Olympus_Mons')).toBe('UTC');
    expect(parseTimeZone('')).toBe('UTC');
  });

  it('offers the pseudo-locale only when it is switched on', () => {
    expect(languagesOffered(false)).toEqual(['en', 'de']);
    expect(languagesOffered(true)).toContain('pseudo-LOCALE');
    expect(parseLanguage('pseudo-LOCALE', false)).toBe('en');
    expect(parseLanguage('pseudo-LOCALE', true)).toBe('pseudo-LOCALE');
  });

  it('offers UTC first, once, then the IANA zones', () => {
    const zones = timeZonesOffered().map((zone) => zone.id);
    expect(zones[0]).toBe('UTC');
    expect(zones.filter((zone) => zone === 'UTC')).toHaveLength(1);
    expect(zones).toContain('America/New_York');
  });

  it('shows renamed zones under their current name, whatever id the browser lists', () => {
    const kolkata = timeZonesOffered().find((zone) => zone.name === 'Asia/Kolkata');
    expect(kolkata).toBeDefined();
    expect(parseTimeZone(kolkata?.id)).toBe(kolkata?.id);
    expect(timeZoneName('Europe/Kiev')).toBe('Europe/Kyiv');
    expect(timeZoneName('Europe/Berlin')).toBe('Europe/Berlin');
  });
});

describe('preference storage', () => {
  it('reads the SPEC §3 cookies layoutType, timezone and theme', () => {
    const jar: Record<string, string> = {
      layoutType: 'full',
      timezone: 'Asia/Tokyo',
      theme: 'light',
      language: 'de',
    };
    expect(readPreferences((name) => jar[name])).toEqual({
      theme: 'light',
      timeZone: 'Asia/Tokyo',
      layout: 'full',
      language: 'de',
    });
    expect(readPreferences(() => undefined)).toEqual(defaultPreferences);
  });

  it('writes a long-lived, site-wide cookie per preference', () => {
    expect(preferenceCookies).toMatchObject({
      layout: 'layoutType',
      timeZone: 'timezone',
      theme: 'theme',
    });
    const cookie = preferenceCookie('timeZone', 'America/Argentina/Buenos_Aires');
    expect(cookie).toMatch(/^timezone=America%2FArgentina%2FBuenos_Aires; Path=\/; Max-Age=\d+/);
  });
});

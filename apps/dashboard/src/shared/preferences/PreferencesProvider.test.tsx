import { I18nProvider } from '@lingui/react';
import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n/i18n';
import type * as I18nModule from '../i18n/i18n';
import { PreferencesProvider } from './PreferencesProvider';
import { usePreferences, useTimeZone } from './usePreferences';
import { useDateFormat } from './useDateFormat';

function Probe() {
  const { theme, layout, language, setPreference } = usePreferences();
  const { formatDateTime } = useDateFormat();
  return (
    <div>
      <p>{`${theme} ${useTimeZone()} ${layout} ${language}`}</p>
      <time>{formatDateTime('2026-11-22T23:30:00Z')}</time>
      <button onClick={() => void setPreference('theme', 'dark')}>dark</button>
      <button onClick={() => void setPreference('timeZone', 'Asia/Tokyo')}>tokyo</button>
      <button onClick={() => void setPreference('language', 'de')}>de</button>
    </div>
  );
}

// The .po catalogs are compiled by the app's Vite plugin; here an empty catalog per language is enough.
vi.mock('../i18n/i18n', async (importOriginal) => {
  const original = await importOriginal<typeof I18nModule>();
  return {
    ...original,
    activateLocale: (locale: string) => {
      original.i18n.loadAndActivate({ locale, messages: {} });
      return Promise.resolve();
    },
  };
});

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));

function renderWithPreferences(children: ReactNode) {
  return render(
    <I18nProvider i18n={i18n}>
      <PreferencesProvider>{children}</PreferencesProvider>
    </I18nProvider>,
  );
}

afterEach(() => {
  for (const name of ['theme', 'timezone', 'layoutType', 'language'])
    document.cookie = `${name}=; Path=/; Max-Age=0`;
});

describe('PreferencesProvider', () => {
  it('starts from the cookies, defaults otherwise', () => {
    document.cookie = 'layoutType=full; Path=/';
    renderWithPreferences(<Probe />);
    screen.getByText('auto UTC full en');
    screen.getByText('2026-11-22 23:30 UTC');
  });

  it('applies a change at once and remembers it in its cookie', async () => {
    renderWithPreferences(<Probe />);
    await act(() => screen.getByRole('button', { name: 'dark' }).click());
    await act(() => screen.getByRole('button', { name: 'tokyo' }).click());
    screen.getByText('dark Asia/Tokyo constrained en');
    screen.getByText('2026-11-23 08:30 GMT+9');
    expect(document.cookie).toContain('theme=dark');
    expect(document.cookie).toContain('timezone=Asia%2FTokyo');
  });

  it('switches the language catalog before showing the new language', async () => {
    renderWithPreferences(<Probe />);
    await act(async () => screen.getByRole('button', { name: 'de' }).click());
    await screen.findByText('auto UTC constrained de');
    expect(i18n.locale).toBe('de');
    expect(document.documentElement.lang).toBe('de-DE');
    expect(document.cookie).toContain('language=de');
  });
});

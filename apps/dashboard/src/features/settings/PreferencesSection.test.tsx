import { I18nProvider } from '@lingui/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import { defaultPreferences, PreferencesProvider, usePreferences } from '../../shared/preferences';
import { PreferencesSection } from './PreferencesSection';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
afterEach(() => {
  for (const name of ['theme', 'timezone', 'layoutType', 'language'])
    document.cookie = `${name}=; Path=/; Max-Age=0`;
});

function Applied() {
  const { theme, timeZone, layout } = usePreferences();
  return <output aria-label="applied">{`${theme} ${timeZone} ${layout}`}</output>;
}

const checked = (element: HTMLElement) => (element as HTMLInputElement).checked;
const applied = () => screen.getByRole('status', { name: 'applied' }).textContent;

function renderSection() {
  return render(
    <I18nProvider i18n={i18n}>
      <PreferencesProvider initial={defaultPreferences}>
        <PreferencesSection />
        <Applied />
      </PreferencesProvider>
    </I18nProvider>,
  );
}

describe('PreferencesSection', () => {
  it('shows the defaults: automatic theme, UTC, constrained layout, English', () => {
    renderSection();
    expect(checked(screen.getByRole('radio', { name: 'Automatic (as the system)' }))).toBe(true);
    expect(checked(screen.getByRole('radio', { name: /^Constrained/ }))).toBe(true);
    expect((screen.getByRole('combobox', { name: 'Time zone' }) as HTMLInputElement).value).toBe(
      'UTC',
    );
    expect(
      screen.getByText(/^Dates are shown and entered in this zone\. Now: .* UTC$/),
    ).toBeTruthy();
  });

  it('applies and remembers a theme and a layout as soon as they are picked', async () => {
    const user = userEvent.setup();
    renderSection();
    await user.click(screen.getByRole('radio', { name: 'Dark' }));
    await user.click(screen.getByRole('radio', { name: 'Full width' }));
    expect(applied()).toBe('dark UTC full');
    expect(document.cookie).toContain('theme=dark');
    expect(document.cookie).toContain('layoutType=full');
  });

  it('finds a time zone by typing part of its name', async () => {
    const user = userEvent.setup();
    renderSection();
    const zone = screen.getByRole('combobox', { name: 'Time zone' });
    await user.clear(zone);
    await user.type(zone, 'Kolkata');
    const listbox = await screen.findByRole('listbox');
    await user.click(within(listbox).getByRole('option', { name: 'Asia/Kolkata' }));
    // Browsers list it as Asia/Calcutta; it is shown and typed as Asia/Kolkata.
    expect(applied()).toMatch(/^auto Asia\/(Kolkata|Calcutta) constrained$/);
    expect((zone as HTMLInputElement).value).toBe('Asia/Kolkata');
  });
});

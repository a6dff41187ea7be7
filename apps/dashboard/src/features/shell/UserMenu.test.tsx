import { i18n } from '@lingui/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRootRoute, createRoute, Outlet } from '@tanstack/react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { defaultPreferences, PreferencesProvider, usePreferences } from '../../shared/preferences';
import { renderRoutes } from './renderRoutes.testing';
import { UserMenu } from './UserMenu';

// Catalogs are .po files the test build does not load; switching language only activates the locale here.
const activated = vi.hoisted(() => [] as string[]);
vi.mock('../../shared/i18n/i18n', () => ({
  activateLocale: (locale: string) => {
    activated.push(locale);
    return Promise.resolve();
  },
}));

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));
afterEach(() => {
  activated.length = 0;
  for (const name of ['theme', 'language']) document.cookie = `${name}=; Path=/; Max-Age=0`;
});

function Applied() {
  const { theme, language } = usePreferences();
  return <output aria-label="applied">{`${theme} ${language}`}</output>;
}

function renderMenu(
  attributes = { email: 'ada@example.com', name: 'Ada Lovelace' as string | null },
) {
  const user = { id: 'user-1', type: 'user', attributes: { ...attributes, twoFaEnabled: false } };
  const root = createRootRoute({ component: Outlet });
  // The same id as the app's signed-in layout, whose context holds the session.
  const dashboard = createRoute({
    getParentRoute: () => root,
    id: '_dashboard',
    beforeLoad: () => ({ session: { user } }),
    component: () => (
      <>
        <UserMenu />
        <Applied />
        <Outlet />
      </>
    ),
  });
  const home = createRoute({ getParentRoute: () => dashboard, path: '/', component: () => null });
  const logout = createRoute({
    getParentRoute: () => root,
    path: '/logout',
    component: () => <p>Signing out...</p>,
  });
  return renderRoutes(root.addChildren([dashboard.addChildren([home]), logout]), '/', (app) => (
    <PreferencesProvider initial={defaultPreferences}>{app}</PreferencesProvider>
  ));
}

const trigger = () => screen.findByRole('button', { name: 'Account menu: Ada Lovelace' });
const applied = () => screen.getByRole('status', { name: 'applied' }).textContent;

describe('UserMenu', () => {
  it('shows who is signed in and links to the settings sections', async () => {
    renderMenu();
    await userEvent.click(await trigger());
    const menu = screen.getByRole('menu');
    expect(screen.getByText('ada@example.com')).toBeTruthy();
    expect(within(menu).getByRole('menuitem', { name: 'Profile' }).getAttribute('href')).toBe(
      '/settings?section=general',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Settings' }).getAttribute('href')).toBe(
      '/settings?section=preferences',
    );
    expect(
      within(menu)
        .getByRole('menuitemradio', { name: 'Automatic (as the system)' })
        .getAttribute('aria-checked'),
    ).toBe('true');
    expect(
      within(menu).getByRole('menuitemradio', { name: 'English' }).getAttribute('aria-checked'),
    ).toBe('true');
  });

  it('names the user by email when they have no name', async () => {
    renderMenu({ email: 'ada@example.com', name: null });
    expect(
      await screen.findByRole('button', { name: 'Account menu: ada@example.com' }),
    ).toBeTruthy();
  });

  it('switches theme and language from the keyboard, applied and remembered', async () => {
    renderMenu();
    const button = await trigger();
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Profile' }));
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('menuitemradio', { name: 'Dark' }));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(applied()).toBe('dark en'));
    expect(document.cookie).toContain('theme=dark');

    await waitFor(() => expect(document.activeElement).toBe(button));
    await userEvent.keyboard('{Enter}');
    await userEvent.click(screen.getByRole('menuitemradio', { name: 'Deutsch' }));
    await waitFor(() => expect(applied()).toBe('dark de'));
    expect(activated).toEqual(['de']);
  });

  it('logs out through the logout page', async () => {
    const router = renderMenu();
    (await trigger()).focus();
    await userEvent.keyboard('{Enter}{End}');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Log out' }));
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('Signing out...')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/logout');
  });

  it('names the languages only once the menu opens', async () => {
    const intl = Intl as { DisplayNames: typeof Intl.DisplayNames };
    const Original = intl.DisplayNames;
    let made = 0;
    intl.DisplayNames = class extends Original {
      constructor(...args: ConstructorParameters<typeof Original>) {
        super(...args);
        made += 1;
      }
    };
    try {
      renderMenu();
      const button = await trigger();
      expect(made).toBe(0);
      await userEvent.click(button);
      expect(screen.getByRole('menuitemradio', { name: 'Deutsch' })).toBeTruthy();
      expect(made).toBeGreaterThan(0);
    } finally {
      intl.DisplayNames = Original;
    }
  });
});

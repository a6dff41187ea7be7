import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { expect, signIn, test } from './fixtures';

const ADMIN = 'admin@paydesk.test';

const banner = (page: Page) => page.getByRole('banner');
const trail = (page: Page) => banner(page).getByRole('navigation', { name: 'Breadcrumbs' });
const accountButton = (page: Page) => banner(page).getByRole('button', { name: /^Account menu: / });

/** `color-scheme` is inherited, so the main landmark tells which theme is applied. */
const colorScheme = (page: Page) =>
  page.getByRole('main').evaluate((main) => getComputedStyle(main).colorScheme);

/** Opens the user menu from the keyboard: focus its button, Enter; the first entry takes focus. */
async function openUserMenu(page: Page, trigger = accountButton(page)) {
  await trigger.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem').first()).toBeFocused();
  return menu;
}

test('the top bar names the page and shows the trail of a detail page', async ({ page }) => {
  await signIn(page, ADMIN);
  await expect(banner(page)).toContainText('Dashboard');
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Transactions' })
    .click();
  await expect(banner(page).getByText('Transactions', { exact: true })).toBeVisible();
  await expect(trail(page)).toHaveCount(0);

  const first = page.getByRole('grid').getByRole('rowheader').first();
  const id = (await first.textContent())?.trim() ?? '';
  await first.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/transactions/${id}$`));
  await expect(trail(page).getByRole('link', { name: id })).toHaveAttribute('aria-current', 'page');
  // One trail on the page: the header's (the page no longer has its own).
  await expect(page.getByRole('navigation', { name: 'Breadcrumbs' })).toHaveCount(1);

  await trail(page).getByRole('link', { name: 'Transactions' }).click();
  await expect(page).toHaveURL(/\/transactions(\?|$)/);
  await expect(banner(page).getByText('Transactions', { exact: true })).toBeVisible();
});

test('a project page shows its mode in the top bar', async ({ page }) => {
  await signIn(page, ADMIN);
  await page.goto('/projects');
  await page.getByRole('link', { name: 'Retail Web Shop', exact: true }).click();
  await expect(trail(page).getByRole('link', { name: 'Retail Web Shop' })).toBeVisible();
  await expect(banner(page).getByText(/^(Live|Sandbox)$/)).toBeVisible();
});

test('the user menu works from the keyboard: profile, theme, language, log out', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await signIn(page, ADMIN);

  let menu = await openUserMenu(page);
  await expect(
    menu.getByRole('menuitemradio', { name: 'Automatic (as the system)' }),
  ).toHaveAttribute('aria-checked', 'true');
  await expectNoAxeViolations(page);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/settings\?section=general$/);
  await expect(banner(page).getByText('Settings', { exact: true })).toBeVisible();

  // Profile, Settings, then the theme section: Automatic, Light, Dark.
  menu = await openUserMenu(page);
  for (let step = 0; step < 4; step++) await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitemradio', { name: 'Dark' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect.poll(() => colorScheme(page)).toBe('dark');
  await expect(accountButton(page)).toBeFocused();

  menu = await openUserMenu(page);
  await menu.getByRole('menuitemradio', { name: 'Deutsch' }).press('Enter');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
  await expect(page.getByRole('navigation', { name: 'Hauptnavigation' })).toBeVisible();
  await expect(banner(page).getByText('Einstellungen', { exact: true })).toBeVisible();
  const kontomenu = banner(page).getByRole('button', { name: /^Kontomenü: / });

  // Both choices survive a reload (the same cookies as the settings page).
  await page.reload();
  await expect(kontomenu).toBeVisible();
  expect(await colorScheme(page)).toBe('dark');

  menu = await openUserMenu(page, kontomenu);
  await page.keyboard.press('End');
  await expect(menu.getByRole('menuitem', { name: 'Abmelden' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/login$/);
});

import type { Page } from '@playwright/test';
import { expectNoAxeViolationsInBothThemes } from './axe';
import { DEMO_PASSWORD, expect, signIn, submitLogin, test, totp } from './fixtures';

const ADMIN = 'admin@paydesk.test';

async function openSettings(page: Page, section: string) {
  await page.goto(`/settings?section=${section}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  // The section is its own chunk; its loading skeleton gives way to a card with a heading.
  await expect(page.getByRole('tabpanel').getByRole('heading', { level: 2 }).first()).toBeVisible();
}

/** Axe reads colours mid-transition as low contrast: check once the section has loaded and stopped moving. */
async function whenSettled(page: Page) {
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
}

/** React Aria keeps the radio input visually hidden; people (and the test) press its label. */
const chooseTheme = (page: Page, name: string) =>
  page.getByRole('radiogroup', { name: 'Theme' }).getByText(name, { exact: true }).click();

/** `color-scheme` is inherited, so the main landmark tells which theme is applied. */
const colorScheme = (page: Page) =>
  page.getByRole('main').evaluate((main) => getComputedStyle(main).colorScheme);

test('the settings page has a translated title and one tab per section', async ({ page }) => {
  await signIn(page, ADMIN);
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Settings' })
    .click();
  await expect(page).toHaveTitle('Settings · Paydesk');
  const tabs = page.getByRole('tablist', { name: 'Settings sections' }).getByRole('tab');
  await expect(tabs).toHaveText([
    'General',
    'Preferences',
    'Login sessions',
    'Password change',
    'Two-step authentication',
  ]);
  await expect(page.getByRole('region', { name: 'Profile' })).toContainText(ADMIN);
  await tabs.filter({ hasText: 'Login sessions' }).click();
  await expect(page).toHaveURL(/section=sessions/);
});

test('dark theme applies at once and is remembered after a reload', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await signIn(page, ADMIN);
  await openSettings(page, 'preferences');
  // Automatic by default: the page offers both schemes and the OS picks.
  await expect(page.getByRole('radio', { name: 'Automatic (as the system)' })).toBeChecked();
  expect(await colorScheme(page)).toBe('light dark');
  await chooseTheme(page, 'Dark');
  await expect.poll(() => colorScheme(page)).toBe('dark');
  await page.reload();
  await expect(page.getByRole('radio', { name: 'Dark' })).toBeChecked();
  expect(await colorScheme(page)).toBe('dark');
  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name === 'theme')?.value).toBe('dark');
});

test('a chosen time zone changes how dates render, and stays chosen', async ({ page }) => {
  await signIn(page, ADMIN);
  await openSettings(page, 'sessions');
  const lastUsed = page.getByRole('row').nth(1).getByRole('gridcell').nth(3);
  await expect(lastUsed).toHaveText(/^\d{4}-\d\d-\d\d \d\d:\d\d UTC$/);
  const utcText = await lastUsed.innerText();

  await openSettings(page, 'preferences');
  const zone = page.getByRole('combobox', { name: 'Time zone' });
  await expect(zone).toHaveValue('UTC');
  await zone.fill('Tokyo');
  await page.getByRole('option', { name: 'Asia/Tokyo' }).click();
  await expect(zone).toHaveValue('Asia/Tokyo');
  await expect(page.getByText(/Now: \d{4}-\d\d-\d\d \d\d:\d\d GMT\+9/)).toBeVisible();

  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Time zone' })).toHaveValue('Asia/Tokyo');
  await page.getByRole('tab', { name: 'Login sessions' }).click();
  await expect(lastUsed).toHaveText(/^\d{4}-\d\d-\d\d \d\d:\d\d GMT\+9$/);
  const tokyoText = await lastUsed.innerText();
  // Nine hours later on the wall clock (this session's last use moves on with each request, so allow a little).
  const wallClock = (text: string) => Date.parse(`${text.slice(0, 16).replace(' ', 'T')}:00Z`);
  const shift = wallClock(tokyoText) - wallClock(utcText) - 9 * 60 * 60 * 1000;
  expect(shift).toBeGreaterThanOrEqual(0);
  expect(shift).toBeLessThanOrEqual(2 * 60 * 1000);
});

test('another session can be revoked; this one cannot', async ({ page, browser }) => {
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signIn(otherPage, ADMIN);
  await signIn(page, ADMIN);
  await openSettings(page, 'sessions');

  const table = page.getByRole('grid', { name: 'Login sessions' });
  await expect(table.getByRole('row')).toHaveCount(3);
  await expect(table.getByText('This session')).toHaveCount(1);
  const revokeButtons = table.getByRole('button', { name: /^Revoke / });
  await expect(revokeButtons).toHaveCount(1);
  await revokeButtons.click();
  const dialog = page.getByRole('alertdialog', { name: 'Revoke this session?' });
  await dialog.getByRole('button', { name: 'Revoke session' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Session revoked')).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(2);

  // The revoked browser is signed out.
  await otherPage.reload();
  await expect(otherPage).toHaveURL(/\/login/);
  await other.close();
});

test('password change: a wrong current password shows at the field; the new one signs in', async ({
  page,
}) => {
  const newPassword = 'Changed-pass-42';
  await signIn(page, ADMIN);
  await openSettings(page, 'password');
  const current = page.getByLabel(/^Current password/);
  await current.fill('Not-the-password-1');
  await page.getByLabel(/^New password/).fill(newPassword);
  await page.getByLabel(/^Confirm new password/).fill(newPassword);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(current).toHaveAttribute('aria-invalid', 'true');
  await expect(current).toHaveAccessibleDescription(/Current password is incorrect/);
  await expect(current).toBeFocused();

  await current.fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password changed. Other sessions were signed out.')).toBeVisible();

  await page.goto('/logout');
  await expect(page).toHaveURL(/\/login/);
  await submitLogin(page, ADMIN, DEMO_PASSWORD);
  await expect(page.getByText('Incorrect login or password')).toBeVisible();
  await submitLogin(page, ADMIN, newPassword);
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
});

test('full-width layout applies at once and is remembered', async ({ page }) => {
  await signIn(page, ADMIN);
  await openSettings(page, 'preferences');
  await expect(page.locator('[data-width="constrained"]')).toHaveCount(1);
  await page.getByRole('radiogroup', { name: 'Layout' }).getByText('Full width').click();
  await expect(page.locator('[data-width="full"]')).toHaveCount(1);
  await page.reload();
  await expect(page.getByRole('radio', { name: 'Full width' })).toBeChecked();
  await expect(page.locator('[data-width="full"]')).toHaveCount(1);
});

test('the language switches at once and stays switched', async ({ page }) => {
  await signIn(page, ADMIN);
  await openSettings(page, 'preferences');
  await page.getByRole('button', { name: /Language/ }).click();
  await page.getByRole('option', { name: 'Deutsch' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Einstellungen' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Allgemein' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Einstellungen' })).toBeVisible();
  await expect(page.getByRole('radiogroup', { name: 'Design' })).toBeVisible();
});

test('with 2FA on, a password change also needs a fresh code', async ({ page }) => {
  const email = 'totp@paydesk.test';
  await page.goto('/login');
  await submitLogin(page, email);
  await page.getByRole('textbox', { name: 'Verification code' }).fill(totp());
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await openSettings(page, 'password');

  const newPassword = 'Changed-pass-43';
  await page.getByLabel(/^Current password/).fill(DEMO_PASSWORD);
  await page.getByLabel(/^New password/).fill(newPassword);
  await page.getByLabel(/^Confirm new password/).fill(newPassword);
  const code = page.getByRole('textbox', { name: 'Two-step verification code' });
  await code.fill(totp(undefined, Date.now(), 5));
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(code).toHaveAccessibleDescription(/Incorrect 2FA verification code/);

  // The sign-in used this step's code; each code works once.
  await code.fill(totp(undefined, Date.now(), 1));
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Password changed. Other sessions were signed out.')).toBeVisible();
});

test('two-step authentication can be turned on with the shown secret and off again', async ({
  page,
}) => {
  await signIn(page, ADMIN);
  await openSettings(page, 'two-factor');
  const card = page.getByRole('region', { name: 'Two-step authentication' });
  await expect(card.getByText('Off', { exact: true })).toBeVisible();
  await card.getByRole('button', { name: 'Set up two-step authentication' }).click();
  await expect(
    card.getByRole('img', { name: 'QR code to add Paydesk to your authenticator app' }),
  ).toBeVisible();
  const secret = (await card.getByTestId('two-fa-secret').innerText()).trim();
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);

  // A complete code submits by itself. Pressing "Turn on" as well would send it a second time, and the right code
  // typed while that call is out would not be sent at all: one call at a time.
  const code = card.getByRole('textbox', { name: 'Verification code' });
  await code.fill('000000' === totp(secret) ? '111111' : '000000');
  await expect(code).toHaveAccessibleDescription(/Incorrect 2FA verification code/);
  await expect(card.getByRole('button', { name: 'Turn on' })).toBeEnabled();

  await code.fill(totp(secret));
  await expect(page.getByText('Two-step authentication is on', { exact: true })).toBeVisible();
  await expect(card.getByText('On', { exact: true })).toBeVisible();

  // Each code works once: turning off takes the next one.
  await card.getByRole('textbox', { name: 'Verification code' }).fill(totp(secret, Date.now(), 1));
  await card.getByRole('button', { name: 'Turn off two-step authentication' }).click();
  await expect(page.getByText('Two-step authentication is off', { exact: true })).toBeVisible();
  await expect(card.getByText('Off', { exact: true })).toBeVisible();
});

/**
 * A pending button announces itself through react-aria's page-wide live region by reference to its id; once the
 * button is gone (the setup step replaced it) the reference dangles until react-aria clears it after 7 s.
 */
const waitForAnnouncementsToClear = async (page: Page) => {
  const announcements = page.locator('[data-live-announcer] [role="img"]');
  await expect(announcements.first()).toBeAttached();
  await expect(announcements).toHaveCount(0, { timeout: 10_000 });
};

test('every settings section passes axe in light and dark', async ({ page }) => {
  await signIn(page, ADMIN);
  for (const section of ['general', 'preferences', 'sessions', 'password', 'two-factor']) {
    await openSettings(page, section);
    await whenSettled(page);
    await expectNoAxeViolationsInBothThemes(page);
  }
  // The 2FA setup step with its QR code, and the password form with errors.
  await page.getByRole('button', { name: 'Set up two-step authentication' }).click();
  await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
  await waitForAnnouncementsToClear(page);
  await expectNoAxeViolationsInBothThemes(page);
});

test('the dark theme chosen in settings passes axe too', async ({ page }) => {
  await signIn(page, ADMIN);
  await openSettings(page, 'preferences');
  await chooseTheme(page, 'Dark');
  for (const section of ['general', 'preferences', 'sessions', 'password', 'two-factor']) {
    await openSettings(page, section);
    await whenSettled(page);
    await expectNoAxeViolationsInBothThemes(page);
  }
});

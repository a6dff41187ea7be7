import type { Page } from '@playwright/test';
import { expectNoAxeViolationsInBothThemes } from './axe';
import { expect, signIn, test } from './fixtures';

// Cmd+K search (issue 20): the keyboard alone finds and opens a transaction by its card's last 4, a support user
// finds nothing it may not read, "go to settings" navigates, and the open dialog has no axe violations.
test.use({ viewport: { width: 1500, height: 1000 } });

const ADMIN = 'admin@paydesk.test';
const SUPPORT = 'support@paydesk.test';

/** Cmd+K on Apple keyboards, Ctrl+K elsewhere: Playwright's ControlOrMeta presses the platform's one. */
async function openSearch(page: Page) {
  await page.keyboard.press('ControlOrMeta+k');
  const dialog = page.getByRole('dialog', { name: 'Search' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('combobox', { name: 'Search' })).toBeFocused();
  return dialog;
}

/** The card's last 4 of the newest transaction paid by card, read off the transactions list. */
async function someLast4(page: Page): Promise<string> {
  await page.goto('/transactions');
  const grid = page.getByRole('grid', { name: 'Transactions' });
  const card = grid.getByText(/•••• \d{4}/).first();
  await expect(card).toBeVisible({ timeout: 15_000 });
  return /•••• (\d{4})/.exec((await card.textContent()) ?? '')![1]!;
}

test('Cmd+K finds a transaction by its card last 4 and opens it with the keyboard alone', async ({
  page,
}) => {
  await signIn(page, ADMIN);
  const last4 = await someLast4(page);
  const dialog = await openSearch(page);
  await page.keyboard.type(last4);
  const results = dialog.getByRole('listbox', { name: 'Results' });
  const first = results.getByRole('option').first();
  await expect(first).toContainText(`Card last 4: ${last4}`, { timeout: 10_000 });
  await expect(results.getByRole('group', { name: 'Transactions' })).toBeVisible();
  // The arrows move through the rows (the first is active once results come); back on the first, Enter opens it.
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowUp');
  await expect(first).toHaveAttribute('data-focused', 'true');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/transactions\/trx_[^/?]+$/);
  await expect(dialog).toBeHidden();
  await expect(page.getByText(new RegExp(`•••• ${last4}`)).first()).toBeVisible();
});

test('Escape closes the dialog and focus returns to the search button', async ({ page }) => {
  await signIn(page, ADMIN);
  const button = page.getByRole('button', { name: /^Search/ });
  await button.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Search' });
  await expect(dialog).toBeVisible();
  await page.keyboard.type('zzzz-nothing-matches');
  await expect(dialog.getByText('No results')).toBeVisible({ timeout: 10_000 });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();
});

test('"go to settings" navigates to the settings page', async ({ page }) => {
  await signIn(page, ADMIN);
  const dialog = await openSearch(page);
  await page.keyboard.type('go to settings');
  const option = dialog.getByRole('option', { name: /^Settings/ });
  await expect(option).toBeVisible();
  await expect(dialog.getByRole('group', { name: 'Pages' })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/settings(\?|$)/);
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
});

/** The texts the support user searches: payout references and the demo team's names. */
const FORBIDDEN_TEXTS = { 'PO-': 'Payouts', demo: 'Team members' } as const;

test('an admin finds payouts and team members for those texts', async ({ page }) => {
  await signIn(page, ADMIN);
  for (const [text, kind] of Object.entries(FORBIDDEN_TEXTS)) {
    const dialog = await openSearch(page);
    await page.keyboard.type(text);
    await expect(dialog.getByRole('group', { name: kind })).toBeVisible({ timeout: 10_000 });
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }
});

test('a support user finds nothing it may not read', async ({ page }) => {
  await signIn(page, SUPPORT);
  for (const text of Object.keys(FORBIDDEN_TEXTS)) {
    const dialog = await openSearch(page);
    await page.keyboard.type(text);
    // Settled: results or "No results", no longer searching.
    await expect(
      dialog.getByRole('listbox', { name: 'Results' }).or(dialog.getByText('No results')),
    ).toBeVisible({ timeout: 10_000 });
    await expect(dialog.getByText('Searching…')).toBeHidden({ timeout: 10_000 });
    for (const kind of ['Payouts', 'Team members', 'API keys', 'Payment links'])
      await expect(dialog.getByRole('group', { name: kind })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  }
  // Nor does it offer pages it may not see.
  const dialog = await openSearch(page);
  await page.keyboard.type('go to payouts');
  await expect(dialog.getByText('No results')).toBeVisible({ timeout: 10_000 });
});

test('the open search dialog has no axe violations, light and dark', async ({ page }) => {
  await signIn(page, ADMIN);
  const last4 = await someLast4(page);
  const dialog = await openSearch(page);
  await page.keyboard.type(last4);
  await expect(dialog.getByRole('option').first()).toContainText(last4, { timeout: 10_000 });
  await expectNoAxeViolationsInBothThemes(page);
});

import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expectNoAxeViolationsInBothThemes } from './axe';
import { expect, test, signIn } from './fixtures';

test.use({ viewport: { width: 1500, height: 1600 } });
// Generation, two themes of axe and a sign-in after the clock moves: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 120_000 });

const FINANCE = 'finance@paydesk.test';
const SEVEN_DAYS_AND_A_MINUTE = 7 * 24 * 60 * 60 * 1000 + 60_000;

/** Signs in and waits for the shell, with more room than the fixtures allow for a busy machine. */
async function signInAs(page: Page, email: string) {
  await signIn(page, email, { timeout: 30_000 });
}

/**
 * Axe once react-aria's live announcer has dropped the toast it announced: the announcement points at the
 * toast by id, and once the toast has closed axe reads it as an image without a name.
 */
async function expectAccessible(page: Page) {
  await expect(page.locator('[role="log"] [role="img"]')).toHaveCount(0, { timeout: 15_000 });
  await expectNoAxeViolationsInBothThemes(page);
}

/** Opens Reports from the sidebar. */
async function openReports(page: Page) {
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Reports', exact: true })
    .press('Enter');
  await expect(page).toHaveTitle('Reports · Paydesk');
}

/** Creates a report with the form's defaults (processing transactions, CSV, the last 7 days in UTC). */
async function createDefaultReport(page: Page) {
  await page.getByRole('button', { name: 'Create report' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create report' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Create report' }).click();
  await expect(dialog).toBeHidden();
}

test('a report is created, turns done over the push channel and downloads with progress', async ({
  page,
}) => {
  await signInAs(page, FINANCE);
  await openReports(page);
  await expect(page.getByText('No reports yet')).toBeVisible();
  await page.getByRole('button', { name: 'Create report' }).click();
  await expect(page.getByRole('dialog', { name: 'Create report' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

  await createDefaultReport(page);
  const grid = page.getByRole('grid', { name: 'Reports' });
  const row = grid.getByRole('row').nth(1);
  await expect(row).toContainText('Processing transactions');
  // No reload: the list follows the pushed moves to done.
  let reloaded = false;
  page.on('framenavigated', () => (reloaded = true));
  await expect(row.locator('[data-status]')).toHaveText('Done', { timeout: 20_000 });
  expect(reloaded).toBe(false);
  await expectAccessible(page);

  await row.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/reports\/rep_/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Processing transactions' }),
  ).toBeVisible();
  const rows = Number(
    await page.getByRole('definition').filter({ hasText: /^\d+$/ }).first().innerText(),
  );

  // Hold the file a moment so the progress ring is seen before the bytes arrive.
  await page.route('**/api/files/reports/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 700));
    await route.continue();
  });
  const downloadStarted = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  await expect(
    page.getByRole('progressbar', { name: /^Downloading processing-transactions-/ }),
  ).toBeVisible();
  const download = await downloadStarted;
  expect(download.suggestedFilename()).toMatch(/^processing-transactions-\d{8}-\d{8}\.csv$/);
  const text = await readFile((await download.path())!, 'utf8');
  const lines = text.trim().split('\r\n');
  expect(lines[0]).toContain('Transaction ID');
  const data = lines.slice(1).filter((line) => !line.startsWith('Total,'));
  expect(data.length).toBe(rows);
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await expectAccessible(page);
});

test('an expired report says so', async ({ page }) => {
  await signInAs(page, FINANCE);
  await openReports(page);
  await createDefaultReport(page);
  const row = page.getByRole('grid', { name: 'Reports' }).getByRole('row').nth(1);
  await expect(row.locator('[data-status]')).toHaveText('Done', { timeout: 20_000 });
  await row.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/reports\/rep_/);
  const reportUrl = page.url();

  const moved = await page.request.post('/__test/clock', {
    data: { advanceMs: SEVEN_DAYS_AND_A_MINUTE },
  });
  expect(moved.ok()).toBe(true);
  // The session ends on the same clock: sign in again and come back.
  await signInAs(page, FINANCE);
  await page.goto(reportUrl);
  await expect(page.getByText('Report expired or archived')).toBeVisible();
  await expect(page.locator('h1 [data-status], header [data-status]').first()).toHaveText(
    'Expired',
  );
  await expect(page.getByRole('button', { name: /^Download/ })).toHaveCount(0);
  await expectAccessible(page);
});

test('a refund confirmation with ids of no refund of the project names their lines', async ({
  page,
}) => {
  await signInAs(page, FINANCE);
  await openReports(page);
  await page.getByRole('button', { name: 'Create report' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create report' });
  await dialog.getByRole('button', { name: /Report type/ }).click();
  await page.getByRole('option', { name: 'Refund confirmation' }).click();
  const ids = dialog.getByRole('textbox', { name: /Refund ids/ });
  await ids.fill('trx_not_ours_1\ntrx_not_ours_2');
  await dialog.getByRole('button', { name: 'Create report' }).click();
  await expect(
    dialog.getByText(
      'Not a refund of the same project: line 1 (trx_not_ours_1), line 2 (trx_not_ours_2)',
    ),
  ).toBeVisible();
  // What was typed stays.
  await expect(ids).toHaveValue('trx_not_ours_1\ntrx_not_ours_2');
  await expectAccessible(page);
});

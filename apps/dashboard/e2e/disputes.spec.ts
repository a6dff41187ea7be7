import type { Page } from '@playwright/test';
import { expectNoAxeViolationsInBothThemes } from './axe';
import { expect, signIn, test } from './fixtures';

// The expanded sidebar (above 1400 px); tall enough that axe sees every rendered row and field on screen (it cannot
// read the background of what lies below the fold).
test.use({ viewport: { width: 1500, height: 2200 } });

const ADMIN = 'admin@paydesk.test';
const DISPUTES = 'disputes@paydesk.test';

/** TanStack Router keeps arrays in the search as JSON. */
const openDisputesUrl = `/disputes?state=${encodeURIComponent(JSON.stringify(['new', 'action-required', 'merchant-action-required']))}`;

/** The sidebar's Disputes group, opened. */
async function disputesGroup(page: Page) {
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  const group = nav.getByRole('button', { name: 'Disputes', exact: true });
  // Keyboard activation: what a keyboard user does, and independent of what overlaps the sidebar.
  if ((await group.getAttribute('aria-expanded')) === 'false') await group.press('Enter');
  return nav;
}

/** Opens the nth dispute that still waits for the merchant. */
async function openOpenDispute(page: Page, index = 0) {
  await page.goto(openDisputesUrl);
  const grid = page.getByRole('grid', { name: 'Disputes' });
  await expect(grid.getByRole('row').nth(1)).toBeVisible({ timeout: 15_000 });
  await grid
    .getByRole('row')
    .nth(index + 1)
    .getByRole('link')
    .first()
    .click();
  await expect(page).toHaveURL(/\/disputes\/[^/?]+$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Dispute of / })).toBeVisible();
}

test('the list shows states, reasons, amounts and deadlines, filters live in the URL', async ({
  page,
}) => {
  await signIn(page, ADMIN);
  await (
    await disputesGroup(page)
  )
    .getByRole('link', { name: 'Disputes', exact: true })
    .press('Enter');
  await expect(page).toHaveTitle('Disputes · Paydesk');
  const grid = page.getByRole('grid', { name: 'Disputes' });
  await expect(grid.getByRole('columnheader')).toContainText([
    'Created',
    'Dispute',
    'State',
    'Reason',
    'Amount',
    'Time left',
  ]);
  await expect(grid.getByRole('row').nth(1)).toBeVisible();

  await page.goto(`/disputes?state=${encodeURIComponent(JSON.stringify(['new']))}`);
  await expect(grid.getByRole('row').nth(1)).toBeVisible();
  // 'new' is shown as 'Confirmation needed' (SPEC §4), on every row of the filtered list.
  const states = grid.locator('[data-status]');
  await expect(states.first()).toHaveText('Confirmation needed');
  expect(new Set(await states.allTextContents())).toEqual(new Set(['Confirmation needed']));
  await expect(grid).toContainText(/\d+ days? left|Due today|Overdue/);
  await expectNoAxeViolationsInBothThemes(page);
});

/** A file of the attachments field whose upload finished. */
const uploaded = (page: Page, name: string) =>
  page.locator('li[data-status="done"]').filter({ hasText: name });

test('evidence with an attachment is uploaded and submitted after a confirmation', async ({
  page,
}) => {
  await signIn(page, ADMIN);
  await openOpenDispute(page);
  await expect(page.getByRole('heading', { name: 'Disputed payment' })).toBeVisible();
  await expect(page.getByRole('link', { name: /^trx/ }).first()).toHaveAttribute(
    'href',
    /\/transactions\//,
  );
  await expectNoAxeViolationsInBothThemes(page);

  await page
    .getByRole('textbox', { name: 'Statement' })
    .fill('The goods were delivered on time; signed receipt attached.');
  await page.locator('input[type="file"]').setInputFiles({
    name: 'receipt.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('Signed by the card holder.'),
  });
  await expect(uploaded(page, 'receipt.txt')).toBeVisible();
  await page.getByRole('button', { name: 'Submit evidence' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Submit this evidence?' });
  await expect(dialog).toContainText('1 attachment');
  await dialog.getByRole('button', { name: 'Submit evidence' }).click();

  await expect(page.getByText('Evidence submitted')).toBeVisible();
  await expect(page.locator('header [data-status]').first()).toHaveText('Pending');
  const submitted = page.getByRole('heading', { name: 'Submitted evidence' }).locator('..');
  await expect(submitted).toContainText('signed receipt attached');
  await expect(submitted.getByRole('link', { name: 'receipt.txt' })).toBeVisible();
  // Nothing more to answer: the form and the accept button are gone without a reload.
  await expect(page.getByRole('button', { name: 'Accept dispute' })).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Statement' })).toHaveCount(0);
});

test('a removed attachment is not submitted', async ({ page }) => {
  await signIn(page, ADMIN);
  await openOpenDispute(page);
  await page.locator('input[type="file"]').setInputFiles({
    name: 'wrong.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not this one'),
  });
  await expect(uploaded(page, 'wrong.txt')).toBeVisible();
  await page.getByRole('button', { name: 'Remove wrong.txt' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: 'wrong.txt' })).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Statement' }).fill('Statement only.');
  await page.getByRole('button', { name: 'Submit evidence' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Submit this evidence?' });
  await expect(dialog).toContainText('0 attachments');
  await dialog.getByRole('button', { name: 'Submit evidence' }).click();
  await expect(page.getByText('Evidence submitted')).toBeVisible();
  await expect(page.getByRole('link', { name: 'wrong.txt' })).toHaveCount(0);
});

test('accepting a dispute confirms it and updates detail and list', async ({ page }) => {
  await signIn(page, ADMIN);
  await openOpenDispute(page, 1);
  const url = page.url();
  await page.getByRole('button', { name: 'Accept dispute' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Accept this dispute?' });
  await expect(dialog).toContainText('charged back');
  await dialog.getByRole('button', { name: /^Accept and refund / }).click();
  await expect(page.getByText('Dispute accepted')).toBeVisible();
  await expect(page.locator('header [data-status]').first()).toHaveText('Confirmed');
  await expect(page.getByRole('button', { name: 'Accept dispute' })).toHaveCount(0);
  await expect(page.getByText('Accepted', { exact: true })).toBeVisible();

  const id = url.split('/').pop()!;
  await page.goto(`/disputes?state=${encodeURIComponent(JSON.stringify(['confirmed']))}`);
  await expect(page.getByRole('grid', { name: 'Disputes' })).toContainText(id.slice(-6));
});

test('the disputes role sees disputes and answers them, but no refund, statistics or customers', async ({
  page,
}) => {
  await signIn(page, DISPUTES);
  const nav = await disputesGroup(page);
  await expect(nav.getByRole('link', { name: 'Disputes', exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Aggregated' })).toBeVisible();
  // Home without transaction-statistics: the welcome with shortcuts.
  await page.goto('/');
  await expect(
    page
      .getByRole('list', { name: 'Shortcuts' })
      .getByRole('link', { name: 'Disputes', exact: true }),
  ).toBeVisible();
  await expect(page.getByTestId('key-figures')).toHaveCount(0);
  await expectNoAxeViolationsInBothThemes(page);

  await openOpenDispute(page);
  await expect(page.getByRole('button', { name: 'Accept dispute' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Statement' })).toBeVisible();
  await page.getByRole('link', { name: /^trx/ }).first().click();
  await expect(page).toHaveURL(/\/transactions\//);
  await expect(page.getByRole('button', { name: /Refund/ })).toHaveCount(0);

  await page.goto('/customers');
  await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toHaveCount(0);
});

test('a support user reads disputes without the buttons to answer them', async ({ page }) => {
  await signIn(page, 'support@paydesk.test');
  await openOpenDispute(page);
  await expect(page.getByRole('button', { name: 'Accept dispute' })).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Statement' })).toHaveCount(0);
});

test('aggregated disputes show tables and a chart for the chosen period', async ({ page }) => {
  await signIn(page, ADMIN);
  await (await disputesGroup(page)).getByRole('link', { name: 'Aggregated' }).press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Aggregated disputes' })).toBeVisible();
  await page.getByRole('button', { name: /Period/ }).click();
  await page.getByRole('option', { name: 'Last 12 months' }).click();
  await expect(page).toHaveURL(/period=12m/);
  const chart = page.getByRole('figure', { name: 'Disputes per month' });
  await expect(chart).toBeVisible();
  await expect(chart.locator('canvas').first()).toBeVisible();
  await expect(chart.getByRole('table')).toHaveCount(1);
  for (const name of ['By state', 'By reason', 'Per month']) {
    const table = page.getByRole('table', { name, exact: true });
    await expect(table).toBeVisible();
    await expect(table.getByRole('row').nth(1)).toBeVisible();
  }
  await expectNoAxeViolationsInBothThemes(page);
});

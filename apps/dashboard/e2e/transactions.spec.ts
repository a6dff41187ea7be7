import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoAxeViolationsInBothThemes } from './axe';
import { expect, signIn, test } from './fixtures';

const ADMIN = 'admin@paydesk.test';
const SUPPORT = 'support@paydesk.test';
const AMOUNT_EXCEEDS = 'Amount should not exceed the transaction amount';

// Wide enough for every column without sideways scrolling.
test.use({ viewport: { width: 1600, height: 1000 } });
// Several round trips and axe runs per test on a shared machine.
test.describe.configure({ timeout: 90_000 });

/** A list URL as the app writes it (TanStack Router keeps arrays as JSON). */
function listUrl(search: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search))
    params.set(key, typeof value === 'string' ? value : JSON.stringify(value));
  return `/transactions?${params.toString()}`;
}

const grid = (page: Page) => page.getByRole('grid', { name: 'Transactions' });

/** The ids of the rendered rows, in order (the row header holds the id). */
async function visibleIds(page: Page, count = 10): Promise<string[]> {
  const headers = grid(page).getByRole('rowheader');
  await expect(headers.first()).toBeVisible();
  return (await headers.allTextContents()).slice(0, count).map((text) => text.trim());
}

/**
 * The text of one column (by its header) for the rendered rows. The header's position is read, not assumed: a user
 * who may refund has a checkbox column first.
 */
async function columnTexts(page: Page, header: string, count = 10): Promise<string[]> {
  const column = await grid(page)
    .getByRole('columnheader', { name: header })
    .getAttribute('data-col');
  const rows = grid(page)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader') });
  await expect(rows.first()).toBeVisible();
  const texts: string[] = [];
  for (const row of (await rows.all()).slice(0, count)) {
    texts.push((await row.locator(`[data-col="${column}"]`).textContent())?.trim() ?? '');
  }
  return texts;
}

/** `EUR 1,234.50` → 123450 (the tests filter to EUR, exponent 2). */
const minorOf = (text: string) => Math.round(Number(text.replace(/[^\d.-]/g, '')) * 100);

async function openFirstTransaction(page: Page, search: Record<string, unknown>) {
  await page.goto(listUrl(search));
  const first = grid(page).getByRole('rowheader').first();
  await expect(first).toBeVisible();
  const id = (await first.textContent())?.trim() ?? '';
  await first.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/transactions/${id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  return id;
}

/** Posts an action the way the client does and reads its kept answer (pushed answers are also kept). */
async function postAction(
  request: APIRequestContext,
  action: string,
  id: string,
  payload: unknown,
): Promise<{ data?: unknown; errors?: { title: string; code?: string }[] }> {
  const requestReference = randomUUID();
  const posted = await request.post('/api/payments', {
    headers: { 'Content-Type': 'application/vnd.api+json' },
    data: { data: { requestReference, action, id, payload } },
  });
  if (!posted.ok()) return (await posted.json()) as { errors: { title: string }[] };
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const answer = await request.get(`/api/answers/${requestReference}`);
    if (answer.status() !== 202) {
      const body = (await answer.json()) as { document?: unknown } & Record<string, unknown>;
      return (body.document ?? body) as { errors?: { title: string }[] };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('no answer');
}

test('the sidebar opens the list; filters, sort and search live in a URL that reloads the same rows', async ({
  page,
  context,
}) => {
  await signIn(page, ADMIN);
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Transactions' })
    .click();
  await expect(page).toHaveTitle('Transactions · Paydesk');
  await expect(grid(page).getByRole('rowheader').first()).toBeVisible();

  // Filter in the panel: EUR, refunded.
  await page.getByRole('button', { name: 'Filters' }).click();
  const panel = page.getByRole('dialog', { name: 'Filters' });
  await panel.getByRole('group', { name: 'Status' }).getByText('Refunded', { exact: true }).click();
  await panel.getByRole('group', { name: 'Currency' }).getByText('EUR', { exact: true }).click();
  await panel.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/status=.*refunded/);
  await expect(page).toHaveURL(/currency=.*EUR/);
  await expect.poll(() => columnTexts(page, 'Status')).toEqual(Array(10).fill('Refunded'));

  // Sort by amount on the server: the order follows the header's aria-sort.
  const amountHeader = grid(page).getByRole('columnheader', { name: 'Amount' });
  await amountHeader.click();
  await expect(page).toHaveURL(/sort=-?amount/);
  const direction = await amountHeader.getAttribute('aria-sort');
  await expect
    .poll(async () => {
      const amounts = (await columnTexts(page, 'Amount', 20)).map((text) =>
        Math.abs(minorOf(text)),
      );
      const sorted = [...amounts].sort((a, b) => (direction === 'ascending' ? a - b : b - a));
      return amounts.length === 20 && amounts.every((value, index) => value === sorted[index]);
    })
    .toBe(true);

  // The same URL in another tab shows the same rows in the same order.
  const ids = await visibleIds(page);
  const shared = await context.newPage();
  await shared.goto(page.url());
  await expect.poll(() => visibleIds(shared)).toEqual(ids);
  await expect(shared.getByRole('button', { name: /Filters/ })).toBeVisible();
  await shared.close();

  // Search by id finds exactly that transaction.
  await page.getByRole('searchbox', { name: 'Search by id or reference' }).fill(ids[3]!);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`q=${ids[3]}`));
  await expect.poll(() => visibleIds(page, 5)).toEqual([ids[3]]);
});

test('a filter that matches nothing says so and clears', async ({ page }) => {
  await signIn(page, ADMIN);
  await page.goto(listUrl({ q: 'no-such-reference-xyz' }));
  await expect(page.getByText('No results match these filters')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(grid(page).getByRole('rowheader').first()).toBeVisible();
  await expect(page).not.toHaveURL(/q=/);
});

test('partial refund, then an over-refund is refused with the spec text', async ({ page }) => {
  await signIn(page, ADMIN);
  const id = await openFirstTransaction(page, {
    type: ['charge'],
    status: ['successful'],
    currency: ['EUR'],
  });
  await expect(page.getByText('Successful').first()).toBeVisible();

  await page.getByRole('button', { name: 'Refund', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Refund' });
  await dialog.getByRole('textbox', { name: 'Amount' }).fill('1.00');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog).toContainText(`for transaction ${id}`);
  await dialog.getByRole('button', { name: 'Refund EUR 1.00' }).click();
  await expect(page.getByText('Refund created')).toBeVisible();
  await expect(dialog).toBeHidden();
  // Detail and timeline update without a reload.
  await expect(page.getByText('Partially refunded').first()).toBeVisible();
  const timeline = page.getByRole('list', { name: 'Related transactions' });
  await expect(timeline.getByRole('link', { name: 'Refund' })).toBeVisible();

  // More than remains: refused at the field before anything is sent…
  await page.getByRole('button', { name: 'Refund', exact: true }).click();
  const again = page.getByRole('dialog', { name: 'Refund' });
  const amount = again.getByRole('textbox', { name: 'Amount' });
  await amount.fill('99999999.00');
  await again.getByRole('button', { name: 'Continue' }).click();
  await expect(again.getByText(AMOUNT_EXCEEDS)).toBeVisible();
  await again.getByRole('button', { name: 'Close' }).first().click();

  // …and by the server, with the same words.
  const answer = await postAction(page.request, 'transactions/refund', id, {
    data: { type: 'refund-request', attributes: { amount: 9_999_999_999 } },
  });
  expect(answer.errors?.[0]?.title).toBe(AMOUNT_EXCEEDS);
});

test('capture part of an authorization, then cancel the rest', async ({ page }) => {
  await signIn(page, ADMIN);
  await openFirstTransaction(page, {
    type: ['charge-authorize'],
    status: ['uncaptured'],
    currency: ['EUR'],
  });

  await page.getByRole('button', { name: 'Capture', exact: true }).click();
  const capture = page.getByRole('dialog', { name: 'Capture' });
  await capture.getByRole('textbox', { name: 'Amount' }).fill('1.00');
  await capture.getByRole('button', { name: 'Continue' }).click();
  await capture.getByRole('button', { name: 'Capture EUR 1.00' }).click();
  await expect(page.getByText('Capture created')).toBeVisible();
  await expect(capture).toBeHidden();

  await page.getByRole('button', { name: 'Cancel authorization' }).click();
  const cancel = page.getByRole('dialog', { name: 'Cancel authorization' });
  await cancel.getByRole('button', { name: 'Continue' }).click();
  await cancel.getByRole('button', { name: /^Cancel authorization EUR/ }).click();
  await expect(page.getByText('Authorization cancelled')).toBeVisible();
  // Captured in part and the rest cancelled: completed, nothing left to capture or cancel.
  await expect(page.getByText('Completed').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Capture', exact: true })).toBeHidden();
  const timeline = page.getByRole('list', { name: 'Related transactions' });
  await expect(timeline.getByRole('link', { name: 'Capture' })).toBeVisible();
  await expect(timeline.getByRole('link', { name: 'Cancellation' })).toBeVisible();
});

test('support reads transactions but sees no refund, and the server refuses a forged one', async ({
  page,
}) => {
  await signIn(page, SUPPORT);
  const id = await openFirstTransaction(page, {
    type: ['charge'],
    status: ['successful'],
    currency: ['EUR'],
  });
  await expect(page.getByText('Amounts')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Refund', exact: true })).toHaveCount(0);

  const answer = await postAction(page.request, 'transactions/refund', id, {
    data: { type: 'refund-request', attributes: { amount: 100 } },
  });
  expect(answer.errors?.length).toBeGreaterThan(0);
  expect(answer.data ?? null).toBeNull();
  await page.reload();
  await expect(page.getByText('Successful').first()).toBeVisible();
});

test('the CSV export holds exactly the filtered view', async ({ page }) => {
  await signIn(page, ADMIN);
  await page.goto(listUrl({ type: ['refund'], currency: ['KWD'] }));
  // A small view: every row is loaded (one page), so the grid knows its row count; rows beyond the
  // viewport are virtualized, so the rendered ids are the first ones.
  const ids = await visibleIds(page, 10);
  const rowCount = Number(await grid(page).getAttribute('aria-rowcount')) - 1;
  expect(rowCount).toBeGreaterThan(ids.length);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^transactions-.*\.csv$/);
  const csv = await readFile((await download.path())!, 'utf8');
  const [header, ...lines] = csv.trimEnd().split('\r\n');
  const columns = header!.split(',');
  const idColumn = columns.indexOf('id');
  const rows = lines.map((line) => line.split(','));
  expect(rows).toHaveLength(rowCount);
  expect(rows.slice(0, ids.length).map((row) => row[idColumn])).toEqual(ids);
  expect(new Set(rows.map((row) => row[columns.indexOf('type')]))).toEqual(new Set(['refund']));
  expect(new Set(rows.map((row) => row[columns.indexOf('currency')]))).toEqual(new Set(['KWD']));
  await expect(page.getByText(`Export downloaded: ${rowCount} transactions`)).toBeVisible();
});

test('list and detail have no axe violations in light and dark', async ({ page }) => {
  await signIn(page, ADMIN);
  await page.goto('/transactions');
  await expect(grid(page).getByRole('rowheader').first()).toBeVisible();
  await expectNoAxeViolationsInBothThemes(page);
  await openFirstTransaction(page, { type: ['charge'], currency: ['EUR'] });
  await expect(
    page
      .getByRole('list', { name: 'Related transactions' })
      .or(page.getByText('No refunds, captures, cancels or chargebacks.')),
  ).toBeVisible();
  await expectNoAxeViolationsInBothThemes(page);
});

import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { parse } from 'csv-parse/sync';
import { expectNoAxeViolationsInBothThemes } from './axe';
import { expect, signIn, test } from './fixtures';

// The audit trail (issue 20): a refund made in the dashboard shows who, when and the amount; its side panel shows
// the values before and after; the CSV export parses with a real CSV parser; no request can change an entry.
test.use({ viewport: { width: 1500, height: 1100 } });
test.setTimeout(180_000);

const SLOW = { timeout: 60_000 };
const ADMIN = 'admin@paydesk.test';

const auditUrl = (search: Record<string, unknown> = {}) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search))
    params.set(key, typeof value === 'string' ? value : JSON.stringify(value));
  const query = params.toString();
  return query ? `/audit?${query}` : '/audit';
};

const trail = (page: Page) => page.getByRole('grid', { name: 'Audit trail' });

/** Refunds EUR 1.00 of a successful EUR charge through its page; answers the charge's id. */
async function refundOneEuro(page: Page): Promise<string> {
  const search = new URLSearchParams({
    status: JSON.stringify(['successful']),
    type: JSON.stringify(['charge']),
    currency: JSON.stringify(['EUR']),
  });
  await page.goto(`/transactions?${search.toString()}`);
  const first = page.getByRole('grid', { name: 'Transactions' }).getByRole('rowheader').first();
  await expect(first).toBeVisible(SLOW);
  const id = (await first.textContent())!.trim();
  await page.goto(`/transactions/${id}`);
  await page.getByRole('button', { name: 'Refund', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Refund' });
  await dialog.getByRole('textbox', { name: 'Amount' }).fill('1.00');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.getByRole('button', { name: 'Refund EUR 1.00' }).click();
  await expect(page.getByText('Refund created')).toBeVisible(SLOW);
  return id;
}

test('a refund appears in the audit trail with who, when and the amount; its values before and after; CSV export', async ({
  page,
}) => {
  await signIn(page, ADMIN);
  const transactionId = await refundOneEuro(page);

  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Audit trail' })
    .click();
  await expect(page).toHaveTitle('Audit trail · Paydesk');
  const refundRow = trail(page)
    .getByRole('row')
    .filter({ hasText: 'Refund' })
    .filter({ hasText: transactionId });
  await expect(refundRow).toHaveCount(1, SLOW);
  await expect(refundRow).toContainText(ADMIN);
  await expect(refundRow).toContainText('EUR 1.00');
  // When: the date and time of the refund in the user's time zone.
  await expect(refundRow).toContainText(/\d{1,2}:\d{2}/);
  // The sign-in just made is recorded too, from this browser.
  await expect(trail(page).getByRole('row').filter({ hasText: 'Signed in' }).first()).toBeVisible();
  await expectNoAxeViolationsInBothThemes(page);
  await page.emulateMedia({ colorScheme: 'light' });
  await page.screenshot({ path: test.info().outputPath('audit-list.png') });

  // Filters live in the URL: only refunds, after a reload too.
  await page.goto(auditUrl({ kind: ['refund'] }));
  await expect(trail(page).getByRole('rowheader')).toHaveCount(1, SLOW);
  await page.reload();
  await expect(trail(page).getByRole('row').filter({ hasText: transactionId })).toHaveCount(
    1,
    SLOW,
  );

  // The entry's side panel: who, from where, and the transaction's status before and after.
  await trail(page).getByRole('rowheader').first().click();
  await expect(page).toHaveURL(/entry=/);
  const panel = page.getByRole('dialog', { name: 'Refund' });
  await expect(panel).toContainText(ADMIN, SLOW);
  await expect(panel).toContainText(transactionId);
  await expect(panel).toContainText('EUR 1.00');
  const status = panel.getByTestId('audit-diff-row').filter({ hasText: 'status' });
  await expect(status).toContainText('successful');
  await expect(status).toContainText('partially-refunded');
  await expectNoAxeViolationsInBothThemes(page);
  await page.screenshot({ path: test.info().outputPath('audit-entry.png') });
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();

  // The CSV export of the filtered view, read back by a CSV parser.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^audit-trail-.*\.csv$/);
  const rows = parse(await readFile((await download.path())!, 'utf8'), {
    columns: true,
  }) as Record<string, string>[];
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({
    actorEmail: ADMIN,
    kind: 'refund',
    targetType: 'transaction',
    targetId: transactionId,
    amount: '1.00',
    currency: 'EUR',
  });
  expect(Date.parse(rows[0]!.occurredAt!)).not.toBeNaN();
  expect(JSON.parse(rows[0]!.before!)).toEqual({ status: 'successful' });
});

test('no request can change or delete an entry', async ({ page }) => {
  await signIn(page, ADMIN);
  await refundOneEuro(page);
  for (const action of ['audit/update', 'audit/delete', 'audit/remove']) {
    const answer = await page.request.post('/api/audit', {
      headers: { 'content-type': 'application/vnd.api+json' },
      data: {
        data: { action, requestReference: randomUUID(), id: 'aud_1', payload: {} },
      },
    });
    expect(answer.status(), action).toBe(404);
    expect(JSON.stringify(await answer.json())).toContain('unknown-action');
  }
  // The entry is still there, unchanged.
  await page.goto(auditUrl({ kind: ['refund'] }));
  await expect(trail(page).getByRole('row').filter({ hasText: ADMIN })).toHaveCount(1, SLOW);
});

test('the audit trail is for admins only', async ({ page }) => {
  await signIn(page, 'finance@paydesk.test');
  await expect(
    page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Audit trail' }),
  ).toHaveCount(0);
  await page.goto('/audit');
  await expect(trail(page)).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Audit trail', SLOW);
});

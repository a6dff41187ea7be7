import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoAxeViolationsInBothThemes } from './axe';
import { expect, signIn, test } from './fixtures';

// Bulk refunds (issue 20): a CSV of 50 transactions, one of them over its refundable amount. The dry run refuses
// that one with its reason and totals the other 49 per currency; after Confirm the page is reloaded mid-way, the
// job goes on, and each of the 49 ends with exactly one refund (a create retried with the same reference too).
test.use({ viewport: { width: 1500, height: 1400 } });
test.describe.configure({ timeout: 240_000 });

const ADMIN = 'admin@paydesk.test';

interface Row {
  id: string;
  attributes: { amount: number; currency: string; refundedAmount: number; type: string };
}

/** Posts a payments action the way the client does and reads its kept answer. */
async function call<T>(
  request: APIRequestContext,
  action: string,
  payload: unknown,
  id?: string,
): Promise<T> {
  const requestReference = randomUUID();
  const posted = await request.post('/api/payments', {
    headers: { 'Content-Type': 'application/vnd.api+json' },
    data: { data: { requestReference, action, payload, ...(id ? { id } : {}) } },
  });
  expect(posted.ok()).toBe(true);
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const answer = await request.get(`/api/answers/${requestReference}`);
    if (answer.status() !== 202) {
      const body = (await answer.json()) as { document: T };
      return body.document;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('no answer');
}

const list = (request: APIRequestContext, resourceId: string, filters: unknown[], size = 100) =>
  call<{ data: Row[] }>(request, 'transactions/list', {
    data: { type: 'list-request', attributes: { resourceId, filters, page: { size } } },
  });

interface Job {
  data: {
    id: string;
    attributes: {
      reference: string;
      status: string;
      counts: Record<string, number>;
      items: { transactionId: string; amount: number; currency: string }[];
    };
  };
}

/** The organization the dashboard lists: read from its own transactions request. */
async function organizationOf(page: Page): Promise<string> {
  const sent = page.waitForRequest((request) =>
    (request.postData() ?? '').includes('transactions/list'),
  );
  await page.goto('/transactions');
  const body = JSON.parse((await sent).postData() ?? '{}') as {
    data: { payload: { data: { attributes: { resourceId: string } } } };
  };
  return body.data.payload.data.attributes.resourceId;
}

test('a bulk refund of 50 refuses the over-refund, refunds the other 49 exactly once across a reload', async ({
  page,
}) => {
  await signIn(page, ADMIN);
  const organizationId = await organizationOf(page);
  const candidates = (
    await list(page.request, organizationId, [
      ['type', '=', 'charge'],
      ['status', '=', 'successful'],
    ])
  ).data.filter((row) => row.attributes.refundedAmount === 0);
  expect(candidates.length).toBeGreaterThanOrEqual(50);
  const chosen = candidates.slice(0, 50);
  const over = chosen[17]!;
  const refunded = chosen.filter((row) => row !== over);
  const csv = [
    'id,amount',
    ...chosen.map((row) =>
      row === over ? `${row.id},${row.attributes.amount + 1}` : `${row.id},`,
    ),
  ].join('\n');

  // The selection offers the same dry run; the CSV is what this test sends.
  const grid = page.getByRole('grid', { name: 'Transactions' });
  await expect(grid.getByRole('row').nth(2)).toBeVisible({ timeout: 30_000 });
  await grid.getByRole('checkbox', { name: 'Select row' }).first().check();
  await expect(page.getByRole('button', { name: 'Refund selected (1)' })).toBeEnabled();

  await page.getByRole('button', { name: 'Upload CSV' }).click();
  const upload = page.getByRole('dialog', { name: 'Refund from a CSV file' });
  await upload.locator('input[type="file"]').setInputFiles({
    name: 'refunds.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  await expect(upload).toContainText('50 transactions read.');
  await upload.getByRole('button', { name: 'Check the refunds' }).click();

  const dryRun = page.getByRole('dialog', { name: 'Refund 50 transactions' });
  await expect(dryRun).toContainText('49 will be refunded, 1 refused.', { timeout: 20_000 });
  const refusedRow = dryRun.getByRole('row').filter({ hasText: over.id });
  await expect(refusedRow).toContainText('Refused');
  await expect(refusedRow).toContainText('The amount exceeds the refundable amount');
  const perCurrency = new Map<string, number>();
  for (const row of refunded)
    perCurrency.set(row.attributes.currency, (perCurrency.get(row.attributes.currency) ?? 0) + 1);
  const totals = dryRun.getByRole('region', { name: 'Total to refund per currency' });
  for (const [currency, count] of perCurrency) {
    await expect(totals.locator(`[data-currency="${currency}"]`)).toContainText(
      count === 1 ? '1 refund' : `${count} refunds`,
    );
  }
  await expectNoAxeViolationsInBothThemes(page);

  await dryRun.getByRole('button', { name: 'Continue' }).click();
  await dryRun.getByRole('button', { name: 'Refund 49 transactions' }).click();
  await expect(page).toHaveURL(/\/transactions\/bulk-refunds\/brf_/, { timeout: 20_000 });
  const jobId = decodeURIComponent(new URL(page.url()).pathname.split('/').pop()!);

  // Reload while the job runs: it goes on on the provider, and the page picks it up where it is.
  await expect
    .poll(
      async () => {
        const job = await call<Job>(page.request, 'bulk-refunds/get', undefined, jobId);
        return job.data.attributes.counts.refunded ?? 0;
      },
      { timeout: 20_000, intervals: [100] },
    )
    .toBeGreaterThan(0);
  const before = await call<Job>(page.request, 'bulk-refunds/get', undefined, jobId);
  expect(before.data.attributes.status).toBe('running');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Bulk refund' })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Progress' })).toBeVisible();
  await expectNoAxeViolationsInBothThemes(page);
  await expect(page.getByText('Finished', { exact: true })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('progressbar', { name: 'Progress' })).toHaveAttribute(
    'aria-valuetext',
    '50 of 50',
  );
  await expectNoAxeViolationsInBothThemes(page);

  // A retried create (same reference) answers the same job and refunds nothing again.
  const done = await call<Job>(page.request, 'bulk-refunds/get', undefined, jobId);
  expect(done.data.attributes.counts).toMatchObject({ refunded: 49, refused: 1, unknown: 0 });
  const retried = await call<Job>(page.request, 'bulk-refunds/create', {
    data: {
      type: 'bulk-refund',
      attributes: {
        resourceId: organizationId,
        reference: done.data.attributes.reference,
        items: chosen.map((row) => ({ transactionId: row.id })),
      },
    },
  });
  expect(retried.data.id).toBe(jobId);

  for (const row of chosen) {
    const refunds = await list(page.request, organizationId, [
      ['originalId', '=', row.id],
      ['type', '=', 'refund'],
    ]);
    expect(refunds.data.map((refund) => refund.attributes.amount)).toEqual(
      row === over ? [] : [row.attributes.amount],
    );
  }
});

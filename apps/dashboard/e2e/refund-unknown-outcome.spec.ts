import type { Page, Route } from '@playwright/test';
// A leaf module (no imports): the timings the client runs on, named once.
import {
  ANSWER_OVERDUE_MS,
  DEFAULT_ACTION_TIMEOUT_MS,
  PENDING_SWEEP_INTERVAL_MS,
} from '../../../packages/api-client/src/constants';
import { expect, signIn, test } from './fixtures';

// Wide enough for the detail page's header actions.
test.use({ viewport: { width: 1600, height: 1000 } });
test.describe.configure({ timeout: 90_000 });

// Faults outlive a test on the server: never leave every push dropped for the next one.
test.afterEach(async ({ request }) => {
  await request.delete('/__test/faults');
});

/** The references of the refunds the page posts, in order. */
function recordRefundPosts(page: Page): string[] {
  const references: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'POST' || !request.url().endsWith('/api/payments')) return;
    const { data } = request.postDataJSON() as {
      data: { action: string; requestReference: string };
    };
    if (data.action === 'transactions/refund') references.push(data.requestReference);
  });
  return references;
}

/** The provider's acknowledgement (202) of the next refund the page posts (start waiting before the click). */
function refundAcknowledged(page: Page) {
  return page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/payments') &&
      response.status() === 202 &&
      (response.request().postDataJSON() as { data: { action: string } }).data.action ===
        'transactions/refund',
  );
}

async function openSuccessfulEuroCharge(page: Page): Promise<string> {
  const search = new URLSearchParams({
    type: JSON.stringify(['charge']),
    status: JSON.stringify(['successful']),
    currency: JSON.stringify(['EUR']),
  });
  await page.goto(`/transactions?${search.toString()}`);
  const first = page.getByRole('grid', { name: 'Transactions' }).getByRole('rowheader').first();
  await expect(first).toBeVisible();
  const id = (await first.textContent())?.trim() ?? '';
  await first.getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/transactions/${id}$`));
  return id;
}

test('a refund whose answer is lost is said to be unconfirmed, and pressing Refund again refunds once', async ({
  page,
  request,
}) => {
  await page.clock.install();
  await signIn(page, 'admin@paydesk.test');
  await openSuccessfulEuroCharge(page);
  const timeline = page.getByRole('list', { name: 'Related transactions' });
  await expect(
    timeline.or(page.getByText('No refunds, captures, cancels or chargebacks.')),
  ).toBeVisible();
  const refundsBefore = await timeline.getByRole('link', { name: 'Refund' }).count();
  const refundPosts = recordRefundPosts(page);

  // Neither the push nor the answer store reaches the page.
  expect((await request.post('/__test/faults', { data: { dropPushRate: 1 } })).ok()).toBe(true);
  const blockAnswers = (route: Route) => route.abort();
  await page.route('**/api/answers**', blockAnswers);

  await page.getByRole('button', { name: 'Refund', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Refund' });
  await dialog.getByRole('textbox', { name: 'Amount' }).fill('1.00');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  const refund = dialog.getByRole('button', { name: 'Refund EUR 1.00' });
  const acknowledged = refundAcknowledged(page);
  await refund.click();
  await acknowledged;

  // Past the action's timeout: the refund was made, but nothing says so.
  await page.clock.fastForward(DEFAULT_ACTION_TIMEOUT_MS + PENDING_SWEEP_INTERVAL_MS);
  await expect(dialog.getByText('We could not confirm this refund yet.')).toBeVisible();
  await expect(dialog.getByText(/pressing Refund again will not refund twice/)).toBeVisible();
  await expect(page.getByText(/Some error occurred/)).toHaveCount(0);

  // Pressing Refund again sends the same reference; its answer is still dropped. The client starts waiting for the
  // answer once the post is acknowledged, so the clock moves on only after that.
  await expect(refund).toBeEnabled();
  const acknowledgedAgain = refundAcknowledged(page);
  await refund.click();
  await acknowledgedAgain;
  await expect.poll(() => refundPosts.length).toBe(2);

  // The answer paths come back: the retry finds the answer of the one refund made.
  await request.delete('/__test/faults');
  await page.unroute('**/api/answers**', blockAnswers);
  await page.clock.fastForward(ANSWER_OVERDUE_MS + PENDING_SWEEP_INTERVAL_MS);
  await expect(page.getByText('Refund created')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Partially refunded').first()).toBeVisible();
  await expect(timeline.getByRole('link', { name: 'Refund' })).toHaveCount(refundsBefore + 1);

  // One reference, posted twice, run once.
  expect(refundPosts).toEqual([refundPosts[0], refundPosts[0]]);
  const effects = (await (await request.get('/__test/effects')).json()) as {
    meta: { effects: Record<string, number> };
  };
  expect(effects.meta.effects[refundPosts[0]!]).toBe(1);
});

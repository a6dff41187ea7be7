import { randomUUID } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import { expectNoAxeViolationsInBothThemes } from './axe';
import { expect as baseExpect, readOutbox, test, signIn } from './fixtures';
import { sidebarReady } from './sidebar';

// Plans and subscriptions end to end against the emulator: a plan made in the form, a subscription with a trial
// that renews once the emulator clock passes the trial (a payment in its timeline and on /transactions), one on
// the declining test card that fails, sends at most three reminders (in the outbox) and halts, and pause, resume
// and cancel through the UI.
test.use({ viewport: { width: 1500, height: 1600 } });
test.describe.configure({ timeout: 240_000 });
/** The billing runs in the emulator behind each call: room for a busy machine. */
const expect = baseExpect.configure({ timeout: 15_000 });

const ADMIN = 'admin@paydesk.test';
const DAY = 86_400_000;
/** The demo customer whose saved cards are Visa 4242 (approved) and Visa 0002 (always declined). */
const DANA = { name: 'Dana Decline', email: 'dana.decline@example.com' };
const SHOTS = process.env.E2E_SHOTS;
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};

async function signInAs(page: Page, email = ADMIN) {
  // The first sign-in of a run loads the whole app on a busy machine.
  await signIn(page, email, { timeout: 60_000 });
}

/** Moves the emulator clock; the sessions end on the same clock, so the caller signs in again after it. */
async function advance(page: Page, advanceMs: number) {
  expect((await page.request.post('/__test/clock', { data: { advanceMs } })).ok()).toBe(true);
}

/** A subscriptions-area action posted the way the client does, with the page's session; its kept answer. */
async function call(page: Page, action: string, payload?: unknown, id?: string) {
  const requestReference = randomUUID();
  const posted = await page.request.post('/api/subscriptions', {
    headers: { 'Content-Type': 'application/vnd.api+json' },
    data: { data: { requestReference, action, id, payload } },
  });
  expect(posted.ok(), await posted.text()).toBe(true);
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const answer = await page.request.get(`/api/answers/${requestReference}`);
    if (answer.status() !== 202) {
      const body = (await answer.json()) as { document?: unknown } & Record<string, unknown>;
      return (body.document ?? body) as {
        data: { id: string; attributes: Record<string, unknown> };
      };
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('no answer');
}

/**
 * Axe once react-aria's live announcer has dropped the toast it announced: the announcement points at the
 * toast by id, and once the toast has closed axe reads it as an image without a name.
 */
async function expectAccessible(page: Page) {
  await expect(page.locator('[role="log"] [role="img"]')).toHaveCount(0, { timeout: 30_000 });
  await expectNoAxeViolationsInBothThemes(page);
}

const status = (page: Page) => page.locator('header [data-status]').first();
const timeline = (page: Page) => page.getByRole('list', { name: 'Invoices and payments' });

/** Picks a listbox option of a labelled select inside `scope` (the open dialog). */
async function choose(page: Page, scope: Locator, label: string, option: string | RegExp) {
  // A select's button is named by its value, then its label.
  await scope.getByRole('button', { name: new RegExp(`${label}$`) }).click();
  await page.getByRole('option', { name: option }).click();
}

/** Creates a subscription of Dana to `plan` in the form, charged to the saved card ending `last4`. */
async function subscribeDana(page: Page, plan: string, last4: '4242' | '0002') {
  await page.goto('/subscriptions');
  await page.getByRole('button', { name: 'Create subscription' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create subscription' });
  await dialog.getByRole('combobox', { name: 'Customer' }).fill('Dana');
  await page.getByRole('option', { name: new RegExp(DANA.email) }).click();
  await choose(page, dialog, 'Plan', new RegExp(`^${plan}`));
  await choose(page, dialog, 'Saved payment method', `Visa •••• ${last4}`);
  return dialog;
}

test('a plan made in the form, a subscription with a trial that renews once the clock passes the trial', async ({
  page,
}) => {
  await signInAs(page);
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await nav.getByRole('link', { name: 'Plans' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Plans' })).toBeVisible();
  await expect(page.getByRole('grid', { name: 'Plans' })).toContainText('Coffee Box');
  await expectAccessible(page);
  await shot(page, 'plans');

  // The form: a refusal lands at its field and keeps what was typed.
  await page.getByRole('button', { name: 'Create plan' }).click();
  const form = page.getByRole('dialog', { name: 'Create plan' });
  await form.getByRole('textbox', { name: 'Name' }).fill('E2E Daily');
  await form.getByRole('textbox', { name: /^Price per billing cycle/ }).fill('10.00');
  await choose(page, form, 'Billing period', 'Days');
  await form.getByRole('textbox', { name: /^Trial \(days\)/ }).fill('400');
  await form.getByRole('textbox', { name: /^VAT/ }).fill('20');
  await form.getByRole('button', { name: 'Create plan' }).click();
  await expect(form.getByText('Enter a whole number of days from 0 to 365')).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue('E2E Daily');
  await expectAccessible(page);
  await shot(page, 'plan-form');
  await form.getByRole('textbox', { name: /^Trial \(days\)/ }).fill('2');
  await form.getByRole('textbox', { name: /^Trial \(days\)/ }).press('Tab');
  await form.getByRole('button', { name: 'Create plan' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'E2E Daily' })).toBeVisible();
  await expect(page.getByText('Daily', { exact: true })).toBeVisible();

  // A subscription with the plan's 2-day trial.
  await nav.getByRole('link', { name: 'Subscriptions' }).click();
  await expect(page.getByRole('grid', { name: 'Subscriptions' })).toContainText('Coffee Box');
  await expectAccessible(page);
  await shot(page, 'subscriptions');
  const dialog = await subscribeDana(page, 'E2E Daily', '4242');
  // Only the fields that apply: a date appears for a custom end, and goes with it.
  // RAC radios are pressed through their labels.
  await dialog.getByText('On a date', { exact: true }).last().click();
  await expect(dialog.getByRole('textbox', { name: /^End date/ })).toBeVisible();
  await dialog.getByText('Never', { exact: true }).click();
  await expect(dialog.getByRole('textbox', { name: /^End date/ })).toHaveCount(0);
  await expectAccessible(page);
  await shot(page, 'subscription-form');
  await dialog.getByRole('button', { name: 'Create subscription' }).click();
  await expect(page).toHaveURL(/\/subscriptions\/sub_/);
  const detailUrl = page.url();
  await expect(status(page)).toHaveAttribute('data-status', 'trialling');
  await expect(timeline(page)).toHaveCount(0);
  await expect(page.getByText('No invoices yet.')).toBeVisible();

  await advance(page, 2 * DAY + 60_000);
  await signInAs(page);
  await page.goto(detailUrl);
  await expect(status(page)).toHaveAttribute('data-status', 'active');
  const invoice = timeline(page).locator('[data-invoice="1"]');
  // 10.00 + 20 % VAT.
  await expect(invoice).toContainText('EUR 12.00');
  await expect(invoice.locator('[data-status]').first()).toHaveAttribute('data-status', 'paid');
  const payment = invoice.getByRole('link', { name: /^Payment/ });
  const transactionId = ((await payment.locator('span').last().textContent()) ?? '').trim();
  expect(transactionId).toMatch(/^trx_/);
  await expectAccessible(page);
  await shot(page, 'subscription-detail');

  // The renewal is a real transaction: on /transactions (the newest) and on its own page.
  await page.goto('/transactions');
  const headers = page.getByRole('grid', { name: 'Transactions' }).getByRole('rowheader');
  await expect(headers.first()).toBeVisible();
  expect((await headers.allTextContents()).map((text) => text.trim())).toContain(transactionId);
  await page.goto(`/transactions/${transactionId}`);
  await expect(page.getByText('Recurring charge').first()).toBeVisible();
});

test('on the declining card it fails, sends at most three reminders to the outbox, and halts', async ({
  page,
}) => {
  await signInAs(page);
  const listed = page.waitForRequest(
    (request) =>
      request.url().endsWith('/api/subscriptions') &&
      request.postData()?.includes('"plans/list"') === true,
  );
  await page.goto('/plans');
  const resourceId = (
    JSON.parse((await listed).postData() ?? '{}') as {
      data: { payload: { data: { attributes: { resourceId: string } } } };
    }
  ).data.payload.data.attributes.resourceId;
  await call(page, 'plans/create', {
    data: {
      type: 'plan',
      attributes: {
        resourceId,
        name: 'E2E Declined',
        amount: 500,
        currency: 'EUR',
        interval: 'day',
        intervalCount: 1,
      },
    },
  });

  const dialog = await subscribeDana(page, 'E2E Declined', '0002');
  await dialog.getByRole('button', { name: 'Create subscription' }).click();
  await expect(page).toHaveURL(/\/subscriptions\/sub_/);
  const detailUrl = page.url();
  // Charged at once (no trial) and declined: the invoice is unpaid and the first reminder went out.
  const invoice = timeline(page).locator('[data-invoice="1"]');
  await expect(invoice.locator('[data-status]').first()).toHaveAttribute('data-status', 'unpaid');
  await expect(invoice.getByRole('link', { name: /^Failed payment/ })).toHaveCount(1);
  await expect(invoice.locator('[data-event="reminder"]')).toHaveCount(1);

  await advance(page, 30 * DAY);
  await signInAs(page);
  await page.goto(detailUrl);
  await expect(status(page)).toHaveAttribute('data-status', 'halted');
  await expect(page.getByText(/Halted: the payments kept failing/)).toBeVisible();
  await expect(invoice.getByRole('link', { name: /^Failed payment/ })).toHaveCount(4);
  await expect(invoice.locator('[data-event="reminder"]')).toHaveCount(3);
  await expectAccessible(page);
  await shot(page, 'subscription-halted');

  const outbox = await readOutbox(page.request, DANA.email);
  const reminders = outbox
    .filter((message) => message.subject.startsWith('Payment reminder'))
    .reverse();
  expect(reminders.map((message) => message.subject)).toEqual([
    'Payment reminder 1 of 3: E2E Declined',
    'Payment reminder 2 of 3: E2E Declined',
    'Payment reminder 3 of 3: E2E Declined',
  ]);
});

test('pause, resume and cancel through the UI, each confirmed; filters survive a reload', async ({
  page,
}) => {
  await signInAs(page);
  await page.goto(`/subscriptions?status=${encodeURIComponent(JSON.stringify(['active']))}`);
  const grid = page.getByRole('grid', { name: 'Subscriptions' });
  await expect(grid).toContainText('Pro Annual');
  await expect(grid).not.toContainText('Coffee Box');
  await page.reload();
  await expect(grid).toContainText('Pro Annual');
  await expect(grid).not.toContainText('Coffee Box');
  await grid.getByRole('row').filter({ hasText: 'Pro Annual' }).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/subscriptions\/sub_demo_annual$/);

  await page.getByRole('button', { name: 'Pause' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Pause this subscription?' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Pause subscription' }).click();
  await expect(status(page)).toHaveAttribute('data-status', 'paused');

  await page.getByRole('button', { name: 'Resume' }).click();
  await page.getByRole('button', { name: 'Resume subscription' }).click();
  await expect(status(page)).toHaveAttribute('data-status', 'active');

  // Cancel at the end of the period: it stays active until then.
  await page.getByRole('button', { name: 'Cancel subscription' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Cancel this subscription?' });
  await expect(
    confirm.getByRole('radio', { name: /^At the end of the current period/ }),
  ).toBeChecked();
  await expectAccessible(page);
  await shot(page, 'cancel-dialog');
  await confirm.getByRole('button', { name: 'Cancel subscription' }).click();
  await expect(page.getByText(/Cancels at the end of the current period/)).toBeVisible();
  await expect(status(page)).toHaveAttribute('data-status', 'active');

  // Cancel now.
  await page.goto('/subscriptions/sub_demo_pro');
  await page.getByRole('button', { name: 'Cancel subscription' }).click();
  await confirm.getByText('Now', { exact: true }).click();
  await confirm.getByRole('button', { name: 'Cancel subscription' }).click();
  await expect(status(page)).toHaveAttribute('data-status', 'cancelled');
  await expect(page.getByRole('button', { name: 'Pause' })).toHaveCount(0);
});

test('without the plans and subscriptions permissions the screens do not exist', async ({
  page,
}) => {
  await signInAs(page, 'developer@paydesk.test');
  const nav = await sidebarReady(page);
  await expect(nav.getByRole('link', { name: 'Subscriptions' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Plans' })).toHaveCount(0);
  for (const path of [
    '/plans',
    '/subscriptions',
    '/plans/pln_demo_pro',
    '/subscriptions/sub_demo_pro',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  }
});

import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import { expectNoAxeViolations, expectNoAxeViolationsInBothThemes } from './axe';
import { expect, readOutbox, test, signIn } from './fixtures';

// The expanded sidebar; tall enough that axe sees every row and the whole form.
test.use({ viewport: { width: 1500, height: 1400 } });
// Each test signs in, pays in a second browser and moves the clock: more than the default on a loaded machine.
test.describe.configure({ timeout: 180_000 });
/** Sign-in and payments wait on scrypt and card checks, slow on a shared machine. */
const SLOW = { timeout: 60_000 };

const DAY = 24 * 60 * 60 * 1000;
const CUSTOMER = 'e2e.buyer@example.com';

/** The emulator's clock (the dashboard's dates follow it, not the machine's). */
async function emulatorNow(request: APIRequestContext): Promise<number> {
  const answer = await request.post('/__test/clock', { data: { advanceMs: 0 } });
  return Date.parse(((await answer.json()) as { meta: { now: string } }).meta.now);
}
const advance = (request: APIRequestContext, advanceMs: number) =>
  request.post('/__test/clock', { data: { advanceMs } });
/** `YYYY-MM-DD` of an instant (the dashboard's time zone is UTC by default). */
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

async function openPaymentLinks(page: Page) {
  // The fixtures' signIn, with room for a slow sign-in.
  await signIn(page, 'admin@paydesk.test', SLOW);
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await nav.getByRole('link', { name: 'Payment links', exact: true }).press('Enter');
  await expect(page).toHaveTitle('Payment links · Paydesk', SLOW);
  await expect(
    page.getByRole('grid', { name: 'Payment links' }).getByRole('row').nth(1),
  ).toBeVisible();
}

interface NewLink {
  project: string;
  description: string;
  amount: string;
  /** Days from the emulator's today to the last day to pay; none: the link never expires. */
  lastDayIn?: number;
  reminder?: '1 day before' | '2 days before' | '7 days before';
}

/** react-aria's choices, by keyboard (their labels cover the inputs, and the dialog scrolls under its footer). */
const choose = (dialog: Locator, group: string, option: string) =>
  dialog
    .getByRole('radiogroup', { name: group })
    .getByRole('radio', { name: option, exact: true })
    .press('Space');
const tick = (dialog: Locator, label: string) =>
  dialog.getByRole('checkbox', { name: label, exact: true }).press('Space');

/** Fills the create form; answers the dialog (still open when the provider refused). */
async function createLink(page: Page, request: APIRequestContext, link: NewLink) {
  await page.getByRole('button', { name: 'Create payment link' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create payment link' });
  await dialog.getByRole('button', { name: /Project$/ }).click();
  await page.getByRole('option', { name: link.project, exact: true }).click();
  await dialog.getByRole('textbox', { name: 'Description' }).fill(link.description);
  await dialog.getByRole('textbox', { name: 'Amount' }).fill(link.amount);
  await dialog.getByRole('textbox', { name: 'Customer email' }).fill(CUSTOMER);
  await choose(dialog, 'Notify the customer', 'Email');
  // Reminders are offered only for a link that expires.
  await expect(dialog.getByRole('radiogroup', { name: 'Reminder' })).toHaveCount(0);
  if (link.lastDayIn !== undefined) {
    await tick(dialog, 'Expires');
    const lastDay = day((await emulatorNow(request)) + link.lastDayIn * DAY);
    await dialog.getByLabel('Last day to pay').fill(lastDay);
    if (link.reminder) await choose(dialog, 'Reminder', link.reminder);
  }
  await dialog.getByRole('button', { name: 'Create', exact: true }).click();
  return dialog;
}

/** The public page in a browser of its own: the customer is not signed in. */
async function customerPage(browser: Browser, url: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(url);
  return page;
}

test('a link with a reminder is paid by card on its public page; the payment shows on the link and in transactions', async ({
  page,
  request,
  browser,
}) => {
  await openPaymentLinks(page);
  const dialog = await createLink(page, request, {
    project: 'Retail Web Shop',
    description: 'E2E invoice 5001',
    amount: '49.90',
    lastDayIn: 10,
    reminder: '2 days before',
  });
  await expect(dialog).toBeHidden(SLOW);
  await expect(page.getByRole('heading', { level: 1, name: 'E2E invoice 5001' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('2 days before expiry');
  const url = (await page.getByTestId('payment-link-url').textContent())!;
  expect(url).toMatch(/\/pay\/[\w-]+$/);
  await expect(page.getByRole('img', { name: 'QR code of the payment link' })).toBeVisible();

  const customer = await customerPage(browser, url);
  await expect(customer.getByRole('heading', { name: 'E2E invoice 5001' })).toBeVisible();
  await customer.getByLabel('Card number').fill('4000 0000 0000 0002');
  await customer.getByLabel('Expiry (MM/YY)').fill('12/34');
  await customer.getByLabel('CVC').fill('123');
  await customer.getByLabel('Cardholder name').fill('Erika Mustermann');
  await customer.getByRole('button', { name: 'Pay 49.90 EUR' }).click();
  await expect(customer.getByRole('alert')).toHaveText(
    'Your card was declined. Try another card.',
    SLOW,
  );
  await customer.getByLabel('Card number').fill('4242 4242 4242 4242');
  await customer.getByLabel('CVC').fill('123');
  await customer.getByRole('button', { name: 'Pay 49.90 EUR' }).click();
  await expect(customer.getByRole('heading', { name: 'Payment successful' })).toBeVisible(SLOW);
  const transactionId = (await customer.locator('.mono').textContent())!;
  await customer.goto(url);
  await expect(
    customer.getByRole('heading', { name: 'Payment link is not available' }),
  ).toBeVisible();
  await customer.context().close();

  await page.reload();
  await expect(page.getByRole('main').getByText('Paid', { exact: true }).first()).toBeVisible(SLOW);
  // The declined attempt and the payment, newest first.
  const payments = page.getByRole('grid', { name: 'Payments' }).getByRole('row');
  await expect(payments).toHaveCount(3, SLOW);
  await expect(payments.nth(1)).toContainText('EUR 49.90');
  await expect(payments.nth(1)).toContainText('Successful');
  await expect(payments.nth(2)).toContainText('Failed');

  // The newest transaction of the organization.
  await page.goto('/transactions');
  const newest = page.getByRole('grid', { name: 'Transactions' }).getByRole('row').nth(1);
  await expect(newest).toContainText('EUR 49.90', SLOW);
  await page.goto(`/transactions/${transactionId}`);
  await expect(page.getByRole('main')).toContainText(transactionId, SLOW);

  await page.goto('/payment-links?status=paid');
  await expect(
    page
      .getByRole('grid', { name: 'Payment links' })
      .getByRole('row')
      .filter({ hasText: 'E2E invoice 5001' }),
  ).toContainText('Paid', SLOW);
});

test('a server-to-server project refuses a payment link with the spec text, at the project', async ({
  page,
  request,
}) => {
  await openPaymentLinks(page);
  const dialog = await createLink(page, request, {
    project: 'Retail Web Shop Sandbox',
    description: 'E2E server-to-server',
    amount: '10',
  });
  await expect(
    dialog.getByText('Payment links are not supported for server-to-server projects'),
  ).toBeVisible(SLOW);
  // What was typed stays.
  await expect(dialog.getByRole('textbox', { name: 'Description' })).toHaveValue(
    'E2E server-to-server',
  );
});

test('the reminder goes to the outbox before expiry, and an expired link is not available', async ({
  page,
  request,
  browser,
}) => {
  await openPaymentLinks(page);
  const dialog = await createLink(page, request, {
    project: 'Retail Web Shop',
    description: 'E2E expiring 5002',
    amount: '15',
    lastDayIn: 2,
    reminder: '1 day before',
  });
  await expect(dialog).toBeHidden(SLOW);
  const url = (await page.getByTestId('payment-link-url').textContent())!;
  const reminders = async () => {
    const outbox = await readOutbox(request, CUSTOMER);
    return outbox.filter((message) => message.subject === 'Reminder: E2E expiring 5002');
  };
  expect(await reminders()).toHaveLength(0);
  await advance(request, 2 * DAY + 60_000);
  await expect.poll(reminders).toHaveLength(1);
  expect(new URL((await reminders())[0]!.links[0]!).pathname).toBe(new URL(url).pathname);
  await advance(request, 2 * DAY);
  const customer = await customerPage(browser, url);
  await expect(
    customer.getByRole('heading', { name: 'Payment link is not available' }),
  ).toBeVisible();
  await customer.context().close();
  expect(await reminders()).toHaveLength(1);
});

test('the list, the form and a link have no axe violations, light and dark; the payment page none either', async ({
  page,
  browser,
}) => {
  await openPaymentLinks(page);
  await expectNoAxeViolationsInBothThemes(page);
  await page.getByRole('button', { name: 'Create payment link' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create payment link' });
  await tick(dialog, 'Expires');
  await tick(dialog, 'Adjustable amount');
  await tick(dialog, 'Travel');
  await expectNoAxeViolationsInBothThemes(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await page
    .getByRole('grid', { name: 'Payment links' })
    .getByRole('row')
    .filter({ hasText: 'Invoice 1042' })
    .getByRole('link')
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Invoice 1042' })).toBeVisible();
  await expectNoAxeViolationsInBothThemes(page);

  const url = (await page.getByTestId('payment-link-url').textContent())!;
  const customer = await customerPage(browser, url);
  await expect(customer.getByRole('heading', { name: 'Invoice 1042' })).toBeVisible();
  for (const colorScheme of ['light', 'dark'] as const) {
    await customer.emulateMedia({ colorScheme });
    await expectNoAxeViolations(customer);
  }
  await customer.context().close();
});

test('disabling a link asks first; its page is then not available', async ({ page, browser }) => {
  await openPaymentLinks(page);
  await page.goto('/payment-links?q=Gift');
  await page
    .getByRole('grid', { name: 'Payment links' })
    .getByRole('row')
    .nth(1)
    .getByRole('link')
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Gift card' })).toBeVisible();
  const url = (await page.getByTestId('payment-link-url').textContent())!;
  await page.getByRole('button', { name: 'Disable', exact: true }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Disable this payment link?' });
  await confirm.getByRole('button', { name: 'Disable link' }).click();
  await expect(confirm).toBeHidden(SLOW);
  await expect(page.getByRole('main').getByText('Disabled', { exact: true }).first()).toBeVisible();
  const customer = await customerPage(browser, url);
  await expect(
    customer.getByRole('heading', { name: 'Payment link is not available' }),
  ).toBeVisible();
  await customer.context().close();
});

test('the customer page lists the payment links made out to the customer', async ({ page }) => {
  await openPaymentLinks(page);
  // Dana Decline (a seeded customer of Acme Retail) has the demo invoice link made out to her.
  await page.goto('/customers/cus_demo_declining');
  const links = page.getByRole('list', { name: 'Payment links of this customer' });
  await expect(links.getByRole('link', { name: 'Invoice 1042' })).toBeVisible(SLOW);
  await links.getByRole('link', { name: 'Invoice 1042' }).click();
  await expect(page).toHaveURL(/\/payment-links\/[^/?]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Invoice 1042');
});

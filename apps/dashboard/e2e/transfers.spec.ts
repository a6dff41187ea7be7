import type { Page } from '@playwright/test';
import { expectNoAxeViolationsInBothThemes } from './axe';
import { expect, test, signIn } from './fixtures';

// The expanded sidebar; tall enough that the whole form and the table's rows are on screen for axe.
test.use({ viewport: { width: 1500, height: 1400 } });
// axe in two themes on three screens, on two shared busy cores.
test.setTimeout(120_000);

const HOLDER = "Zoë O'Brien-Smith";
const FULL_NUMBER = '4111111111111111';

const grid = (page: Page) => page.getByRole('grid', { name: 'Transfers' });
const dialogOf = (page: Page) => page.getByRole('dialog', { name: 'New transfer to a card' });
const field = (page: Page, name: string) =>
  dialogOf(page).getByRole('textbox', { name: new RegExp(`^${name}`) });

/** MM/YY of a month from now (in the browser's clock, as the form checks it). */
function expiryIn(months: number): string {
  const now = new Date();
  const at = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + months, 1));
  return `${String(at.getUTCMonth() + 1).padStart(2, '0')}/${String(at.getUTCFullYear() % 100).padStart(2, '0')}`;
}

async function openTransfers(page: Page, email = 'admin@paydesk.test') {
  // The first sign-in after the server starts is slow on a busy machine.
  await signIn(page, email, { timeout: 30_000 });
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Transfers', exact: true })
    .press('Enter');
  await expect(page).toHaveTitle('Transfers · Paydesk');
  await expect(grid(page).getByRole('row').nth(1)).toBeVisible({ timeout: 20_000 });
}

/** Opens the form and types a card (digits only, as a person types them: the form groups and slashes). */
async function fillTransfer(
  page: Page,
  card: { number: string; expiry: string; cvc: string; holder: string },
) {
  await page.getByRole('button', { name: 'New transfer' }).click();
  await expect(dialogOf(page)).toBeVisible();
  await field(page, 'Amount').fill('12.34');
  await field(page, 'Card number').pressSequentially(card.number);
  await field(page, 'Expiry date').pressSequentially(card.expiry.replace('/', ''));
  await field(page, 'CVC').pressSequentially(card.cvc);
  await field(page, 'Cardholder name').fill(card.holder);
  await field(page, 'Description').fill('E2E prize payout');
}

const send = (page: Page) => dialogOf(page).getByRole('button', { name: 'Send transfer' }).click();

/** The error shown at a field: its text is the field's accessible description, and the field is invalid. */
async function expectErrorAt(page: Page, name: string, text: string) {
  const input = field(page, name);
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  await expect(input).toHaveAccessibleDescription(new RegExp(text));
}

test('every card error of SPEC §5 is shown at its field, and what was typed stays', async ({
  page,
}) => {
  await openTransfers(page);
  await fillTransfer(page, { number: '4111111111111112', expiry: '13/30', cvc: '12', holder: 'J' });
  // Typed digits are grouped in fours and the expiry gets its slash.
  await expect(field(page, 'Card number')).toHaveValue('4111 1111 1111 1112');
  await expect(field(page, 'Expiry date')).toHaveValue('13/30');
  await send(page);
  await expectErrorAt(page, 'Card number', 'Invalid card number');
  await expectErrorAt(page, 'Expiry date', 'Invalid expiry date');
  await expectErrorAt(page, 'CVC', 'Invalid CVC');
  await expectErrorAt(page, 'Cardholder name', 'Invalid cardholder name');

  // An expired card; an Amex number wants a 4-digit CVC.
  await field(page, 'Expiry date').fill('');
  await field(page, 'Expiry date').pressSequentially('0120');
  await field(page, 'Card number').fill('');
  await field(page, 'Card number').pressSequentially('378282246310005');
  await field(page, 'CVC').fill('123');
  await field(page, 'Cardholder name').fill(HOLDER);
  await send(page);
  await expectErrorAt(page, 'Expiry date', 'Card expired');
  await expectErrorAt(page, 'CVC', 'Invalid CVC');
  await expect(field(page, 'Card number')).not.toHaveAttribute('aria-invalid', 'true');
  // Nothing typed was lost.
  await expect(field(page, 'Card number')).toHaveValue('3782 8224 6310 005');
  await expect(field(page, 'Amount')).toHaveValue(/12\.34/);
  await expect(field(page, 'Cardholder name')).toHaveValue(HOLDER);
  await expect(field(page, 'Description')).toHaveValue('E2E prize payout');
});

test('a valid transfer is created, listed, and on /transactions with the card masked', async ({
  page,
}) => {
  await openTransfers(page);
  await fillTransfer(page, {
    number: FULL_NUMBER,
    expiry: expiryIn(24),
    cvc: '123',
    holder: HOLDER,
  });
  await send(page);
  await expect(page.getByText('Transfer sent')).toBeVisible();
  await expect(dialogOf(page)).toBeHidden();

  // Newest first: the new transfer heads the list, its card masked.
  const first = grid(page).getByRole('row').nth(1);
  await expect(first).toContainText(HOLDER);
  await expect(first).toContainText('Visa •••• 1111');
  await expect(first).toContainText('12.34');
  await first.getByRole('rowheader').click();
  await expect(page).toHaveURL(/\/transfers\/trx_/);
  const id = decodeURIComponent(page.url().split('/transfers/')[1]!);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Transfer of');
  await expect(page.getByText('E2E prize payout')).toBeVisible();
  await expect(page.getByText('411111', { exact: true })).toBeVisible();

  await page.goto(`/transactions?q=${encodeURIComponent(id)}`);
  const transactions = page.getByRole('grid', { name: 'Transactions' });
  const row = transactions
    .getByRole('row')
    .filter({ has: page.locator(`a[href="/transactions/${id}"]`) });
  await expect(row).toHaveCount(1, { timeout: 15_000 });
  await expect(row).toContainText('Transfer');
  await expect(row).toContainText('Visa •••• 1111');
  await row.getByRole('rowheader').click();
  await expect(page).toHaveURL(new RegExp(`/transactions/${id}`));
  const body = await page.locator('body').innerText();
  expect(body).not.toContain(FULL_NUMBER);
  expect(body).not.toContain('4111 1111 1111 1111');
});

test('the filters live in the URL', async ({ page }) => {
  await openTransfers(page);
  await page.goto('/transfers?status=%5B%22failed%22%5D');
  const rows = grid(page)
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader') });
  // A full page load: the app boots again first.
  await expect(rows.first()).toBeVisible({ timeout: 20_000 });
  for (const status of await rows.locator('[data-status]').allTextContents())
    expect(status).toBe('Failed');
  await page.getByRole('searchbox', { name: 'Search by id or reference' }).fill('no-such-transfer');
  await expect(page).toHaveURL(/q=no-such-transfer/);
  await expect(page.getByText('No transfers match these filters')).toBeVisible();
});

test('the provider refuses a card expired by its own clock, at the expiry field', async ({
  page,
}) => {
  // Move the emulator into next month: a card expiring this month passes the form's check (the browser's
  // clock) and is refused by the provider, whose answer lands at the same field.
  const { meta } = (await (
    await page.request.post('/__test/clock', { data: { advanceMs: 0 } })
  ).json()) as { meta: { now: string } };
  const now = new Date();
  const nextMonth = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 2);
  const advanceMs = Math.max(0, nextMonth - Date.parse(meta.now));
  expect((await page.request.post('/__test/clock', { data: { advanceMs } })).ok()).toBe(true);
  await openTransfers(page);
  await fillTransfer(page, {
    number: FULL_NUMBER,
    expiry: expiryIn(0),
    cvc: '123',
    holder: HOLDER,
  });
  await send(page);
  await expectErrorAt(page, 'Expiry date', 'Card expired');
  await expect(field(page, 'Card number')).toHaveValue('4111 1111 1111 1111');
  await expect(field(page, 'CVC')).toHaveValue('123');
});

test('support reads transfers but cannot send one', async ({ page }) => {
  await openTransfers(page, 'support@paydesk.test');
  await expect(page.getByRole('button', { name: 'New transfer' })).toHaveCount(0);
});

test.describe('no axe violations, light and dark', () => {
  test('the list', async ({ page }) => {
    await openTransfers(page);
    await expectNoAxeViolationsInBothThemes(page);
  });

  test('the form with its errors', async ({ page }) => {
    await openTransfers(page);
    await fillTransfer(page, {
      number: '4111111111111112',
      expiry: '01/20',
      cvc: '1',
      holder: '1',
    });
    // From the keyboard: a pointer left hovering the button would be judged in its hover colours.
    await dialogOf(page).getByRole('button', { name: 'Send transfer' }).press('Enter');
    await expectErrorAt(page, 'Card number', 'Invalid card number');
    // The errors fade in: axe must read their finished colours, not a frame of the fade.
    await page.evaluate(() =>
      Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => {}))),
    );
    await expectNoAxeViolationsInBothThemes(page);
  });

  test('a transfer', async ({ page }) => {
    await openTransfers(page);
    await grid(page).getByRole('row').nth(1).getByRole('rowheader').click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Transfer of');
    await expectNoAxeViolationsInBothThemes(page);
  });
});

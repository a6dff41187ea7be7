import type { Browser, Page } from '@playwright/test';
import { expectNoAxeViolationsInBothThemes } from './axe';
import { expect, test, signIn } from './fixtures';

// Antifraud (issue 19): a block rule on a BIN refuses the next payment on the public page and is named on the
// transaction; a dry run counts what the transactions list shows for the same filter; a CSV with one bad line
// imports nothing and names the line. Every screen has no axe violations, light and dark.
test.use({ viewport: { width: 1500, height: 1400 } });
test.describe.configure({ timeout: 180_000 });
const SLOW = { timeout: 60_000 };

async function openAntifraud(page: Page) {
  await signIn(page, 'admin@paydesk.test', SLOW);
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await nav.getByRole('link', { name: 'Antifraud', exact: true }).click();
  await expect(page).toHaveTitle('Antifraud rules · Paydesk', SLOW);
}

/** Pays the seeded reusable gift-card link with a card, as a customer in a browser of their own. */
async function payGiftCard(browser: Browser, amount: string, cardNumber = '4242 4242 4242 4242') {
  const context = await browser.newContext();
  const customer = await context.newPage();
  await customer.goto('/pay/demo-gift-card');
  await customer.getByLabel('Amount').fill(amount);
  await customer.getByLabel('Card number').fill(cardNumber);
  await customer.getByLabel('Expiry (MM/YY)').fill('12/34');
  await customer.getByLabel('CVC').fill('123');
  await customer.getByLabel('Cardholder name').fill('Erika Mustermann');
  await customer.getByRole('button', { name: /^Pay/ }).click();
  await customer.waitForLoadState('load');
  return { customer, close: () => context.close() };
}

async function newRule(page: Page, name: string) {
  await page.getByRole('button', { name: 'New rule' }).click();
  const dialog = page.getByRole('dialog', { name: 'New rule' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  return dialog;
}

async function chooseIn(
  page: Page,
  dialog: ReturnType<Page['getByRole']>,
  label: string,
  option: string,
) {
  await dialog.getByRole('button', { name: new RegExp(`${label}`) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('a block rule on a BIN refuses the next payment, and the transaction names the rule', async ({
  page,
  browser,
}) => {
  await openAntifraud(page);
  await expect(page.getByText('No rules yet')).toBeVisible();
  await expectNoAxeViolationsInBothThemes(page);

  const dialog = await newRule(page, 'Block test BIN');
  // Card BIN / equals is the first clause's default; a short BIN is refused at its field.
  await dialog.getByRole('textbox', { name: 'Value 1' }).fill('42');
  await dialog.getByRole('button', { name: 'Create rule' }).click();
  await expect(dialog.getByText('Enter 6 to 8 digits')).toBeVisible();
  // The pointer would keep the submit button in its hover colour, which is not what axe should judge.
  await page.mouse.move(0, 0);
  await expectNoAxeViolationsInBothThemes(page);
  await dialog.getByRole('textbox', { name: 'Value 1' }).fill('424242');
  await dialog.getByRole('button', { name: 'Create rule' }).click();
  await expect(dialog).toBeHidden(SLOW);
  const grid = page.getByRole('grid', { name: 'Antifraud rules' });
  await expect(grid.getByRole('rowheader', { name: 'Block test BIN' })).toBeVisible();

  const { customer, close } = await payGiftCard(browser, '25.00');
  await expect(customer.getByRole('alert')).toContainText('declined', SLOW);
  await close();

  await page.goto('/transactions');
  const first = page.getByRole('grid', { name: 'Transactions' }).getByRole('rowheader').first();
  await expect(first).toBeVisible(SLOW);
  await first.getByRole('link').click();
  await expect(page.getByText('Blocked by antifraud')).toBeVisible(SLOW);
  await expect(page.getByText('Rule: Block test BIN')).toBeVisible();
  await expect(page.getByText('0059')).toBeVisible();
});

test('a dry run counts the charges the transactions list shows for the same filter', async ({
  page,
  browser,
}) => {
  for (let i = 0; i < 2; i++) {
    const { close } = await payGiftCard(browser, '123.45');
    await close();
  }
  await openAntifraud(page);
  const dialog = await newRule(page, 'Big odd amounts');
  await chooseIn(page, dialog, 'Field 1', 'Currency');
  await dialog.getByRole('textbox', { name: 'Value 1' }).fill('EUR');
  await dialog.getByRole('button', { name: 'Add condition' }).click();
  await chooseIn(page, dialog, 'Field 2', 'Amount (minor units)');
  await chooseIn(page, dialog, 'Operator 2', 'equals');
  await dialog.getByRole('textbox', { name: 'Value 2' }).fill('12345');
  await dialog.getByRole('button', { name: 'Dry run' }).click();
  const result = dialog.getByTestId('dry-run-result');
  await expect(result).toContainText('would have matched', SLOW);
  const matched = Number(/^(\d+) of/.exec((await result.textContent())!)![1]);
  expect(matched).toBe(2);
  await dialog.getByRole('link', { name: 'Show these transactions' }).click();
  await expect(page).toHaveTitle(/Transactions/, SLOW);
  const grid = page.getByRole('grid', { name: 'Transactions' });
  await expect(grid.getByRole('rowheader')).toHaveCount(matched, SLOW);
});

test('a CSV import with one bad line imports nothing and names the line', async ({ page }) => {
  await openAntifraud(page);
  await page.getByRole('link', { name: 'Block and allow lists' }).click();
  await expect(page).toHaveTitle('Antifraud lists · Paydesk', SLOW);
  await expect(page.getByText('No list entries yet')).toBeVisible();
  await expectNoAxeViolationsInBothThemes(page);

  await page.getByRole('button', { name: 'Import CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import CSV' });
  await chooseIn(page, dialog, 'Kind', 'IP or range');
  await dialog
    .getByRole('textbox', { name: 'CSV' })
    .fill('value,note\n192.0.2.1,office\n10.0.0.0/99,bad\n198.51.100.0/24\n');
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(dialog.getByText('Line 3: Enter an IP address or range (CIDR)')).toBeVisible(SLOW);
  await expectNoAxeViolationsInBothThemes(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText('No list entries yet')).toBeVisible();

  await page.getByRole('button', { name: 'Import CSV' }).click();
  await chooseIn(page, dialog, 'Kind', 'IP or range');
  await dialog
    .getByRole('textbox', { name: 'CSV' })
    .fill('value,note\n192.0.2.1,office\n198.51.100.0/24\n');
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(dialog).toBeHidden(SLOW);
  const grid = page.getByRole('grid', { name: 'List entries' });
  await expect(grid.getByRole('rowheader', { name: '198.51.100.0/24' })).toBeVisible();
  await expect(grid.getByRole('rowheader', { name: '192.0.2.1' })).toBeVisible();
  await expectNoAxeViolationsInBothThemes(page);
});

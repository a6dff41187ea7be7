import type { Page } from '@playwright/test';
import { expectNoAxeViolationsInBothThemes } from './axe';
import { expect, signIn, test } from './fixtures';

// The expanded sidebar; tall enough that axe sees every row.
test.use({ viewport: { width: 1500, height: 1400 } });

const HOLDER = 'E2E Payouts GmbH';
const VALID_IBAN = 'GB29 NWBK 6016 1331 9268 19';

const grid = (page: Page) => page.getByRole('grid', { name: 'Payout methods' });
const rowOf = (page: Page, text: string) => grid(page).getByRole('row').filter({ hasText: text });

async function openPayoutMethods(page: Page) {
  await signIn(page, 'admin@paydesk.test');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  const group = nav.getByRole('button', { name: 'Accounts', exact: true });
  if ((await group.getAttribute('aria-expanded')) === 'false') await group.press('Enter');
  await nav.getByRole('link', { name: 'Payout methods', exact: true }).press('Enter');
  await expect(page).toHaveTitle('Payout methods · Paydesk');
  await expect(grid(page).getByRole('row').nth(1)).toBeVisible();
}

/** Adds an EUR bank account; the first attempt with an IBAN whose check digits are wrong. */
async function addBankAccount(page: Page) {
  await page.getByRole('button', { name: 'Add payout method' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add payout method' });
  await dialog.getByRole('textbox', { name: 'Holder name' }).fill(HOLDER);
  const iban = dialog.getByRole('textbox', { name: 'IBAN' });
  await iban.fill('GB29 NWBK 6016 1331 9268 18');
  await dialog.getByRole('textbox', { name: 'BIC' }).fill('NWBKGB2L');
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  // Refused at its field; what was typed stays.
  await expect(iban).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByText('Invalid IBAN')).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Holder name' })).toHaveValue(HOLDER);
  await expect(dialog.getByRole('textbox', { name: 'BIC' })).toHaveValue('NWBKGB2L');
  await iban.fill(VALID_IBAN);
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(dialog).toBeHidden();
  const row = rowOf(page, HOLDER);
  await expect(row).toContainText('GB29 •••• 6819');
  await expect(row).toContainText('Verification pending');
  await expect(row.getByText('Default', { exact: true })).toHaveCount(0);
}

test('a bank account is added (an invalid IBAN refused at its field), edited, made default and removed', async ({
  page,
}) => {
  await openPayoutMethods(page);
  // Seeded: bank accounts, a card shown as BIN + last 4 only, a wallet.
  await expect(grid(page)).toContainText('411111 •••• 1111');
  await expect(grid(page)).toContainText('PayPal');
  await addBankAccount(page);

  await page.getByRole('button', { name: /^Edit Bank account GB29/ }).click();
  const edit = page.getByRole('dialog', { name: 'Edit payout method' });
  await expect(edit.getByRole('textbox', { name: 'IBAN' })).toHaveValue('GB29NWBK60161331926819');
  await edit.getByRole('textbox', { name: 'Holder name' }).fill(`${HOLDER} & Co`);
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(rowOf(page, `${HOLDER} & Co`)).toBeVisible();

  const euroDefault = grid(page)
    .getByRole('row')
    .filter({ hasText: 'EUR' })
    .filter({ has: page.getByText('Default', { exact: true }) });
  await expect(euroDefault).toHaveCount(1);
  await page.getByRole('button', { name: /^Make default: Bank account GB29/ }).click();
  await expect(rowOf(page, HOLDER).getByText('Default', { exact: true })).toBeVisible();
  await expect(euroDefault).toHaveCount(1);

  await page.getByRole('button', { name: /^Remove Bank account GB29/ }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Remove this payout method?' });
  await expect(confirm).toContainText('Another EUR method becomes the default.');
  await confirm.getByRole('button', { name: 'Remove payout method' }).click();
  await expect(confirm).toBeHidden();
  await expect(rowOf(page, HOLDER)).toHaveCount(0);
  await expect(euroDefault).toHaveCount(1);
});

test('the last method of a currency in use is kept, with the reason', async ({ page }) => {
  await openPayoutMethods(page);
  const gbp = grid(page).getByRole('row').filter({ hasText: 'GBP' });
  await expect(gbp).toHaveCount(1);
  await gbp.getByRole('button', { name: /^Remove / }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Remove this payout method?' });
  await confirm.getByRole('button', { name: 'Remove payout method' }).click();
  await expect(confirm).toContainText(
    'The last payout method of a currency in use cannot be removed',
  );
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(gbp).toHaveCount(1);
});

test('the page and its form have no axe violations, light and dark', async ({ page }) => {
  await openPayoutMethods(page);
  await expectNoAxeViolationsInBothThemes(page);
  await page.getByRole('button', { name: 'Add payout method' }).click();
  await expect(page.getByRole('dialog', { name: 'Add payout method' })).toBeVisible();
  await expectNoAxeViolationsInBothThemes(page);
});

test('without settlement-payment-attributes.read the page does not exist', async ({ page }) => {
  await signIn(page, 'support@paydesk.test');
  await page.goto('/requisites');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});

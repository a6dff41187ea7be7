import type { Page } from '@playwright/test';
import { expectNoAxeViolationsInBothThemes } from './axe';
import { expect, signIn, test } from './fixtures';

test.use({ viewport: { width: 1500, height: 1600 } });

const grid = (page: Page) => page.getByRole('grid', { name: 'Payout requests', exact: true });

/** The available EUR balance as shown, in cents. */
async function availableEuro(page: Page): Promise<number> {
  const text = await page
    .getByRole('term')
    .filter({ hasText: 'Available EUR' })
    .locator('xpath=following-sibling::*[1]')
    .textContent();
  return Math.round(Number((text ?? '').replace(/[^\d.]/g, '')) * 100);
}

async function openPayoutRequests(page: Page) {
  await signIn(page, 'admin@paydesk.test');
  await page.goto('/payout-requests');
  await expect(page).toHaveTitle('Payout requests · Paydesk');
  await expect(grid(page).getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByRole('term').filter({ hasText: 'Available EUR' })).toBeVisible();
}

test('a request above the available balance is refused at the amount field; a valid one is pending and lowers it', async ({
  page,
}) => {
  await openPayoutRequests(page);
  const before = await availableEuro(page);
  expect(before).toBeGreaterThan(1000);

  await page.getByRole('button', { name: 'Request payout' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request payout' });
  await dialog.getByRole('button', { name: /Currency/ }).click();
  await page.getByRole('option', { name: 'EUR', exact: true }).click();
  // The EUR default method is chosen.
  await expect(dialog.getByRole('button', { name: /Payout method/ })).toContainText('(default)');
  const amount = dialog.getByRole('textbox', { name: 'Amount' });
  await amount.fill(((before + 100) / 100).toFixed(2));
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(amount).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByText('Amount should not exceed the available balance')).toBeVisible();

  await amount.fill('10.00');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog).toContainText('EUR 10.00 will be paid out to');
  await dialog.getByRole('button', { name: 'Request payout of EUR 10.00' }).click();
  await expect(dialog).toBeHidden();

  const first = grid(page).getByRole('row').nth(1);
  await expect(first).toContainText('Pending');
  await expect(first).toContainText('EUR 10.00');
  await expect.poll(() => availableEuro(page)).toBe(before - 1000);
});

test('filters live in the URL; the legacy requests are listed below', async ({ page }) => {
  await openPayoutRequests(page);
  await page.goto(`/payout-requests?status=${encodeURIComponent(JSON.stringify(['rejected']))}`);
  const statuses = grid(page).locator('[data-status]');
  await expect(statuses.first()).toHaveText('Rejected');
  expect(new Set(await statuses.allTextContents())).toEqual(new Set(['Rejected']));
  await expect(page.getByRole('grid', { name: 'Earlier payout requests' })).toBeVisible();
  await expectNoAxeViolationsInBothThemes(page);
});

test('the request dialog has no axe violations, light and dark', async ({ page }) => {
  await openPayoutRequests(page);
  await page.getByRole('button', { name: 'Request payout' }).click();
  await expect(page.getByRole('dialog', { name: 'Request payout' })).toBeVisible();
  await expectNoAxeViolationsInBothThemes(page);
});

test('without wallet-payout-requests.read the page does not exist', async ({ page }) => {
  await signIn(page, 'support@paydesk.test');
  await page.goto('/payout-requests');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});

import { expect, test } from './fixtures';
import { expectNoAxeViolationsInBothThemes } from './axe';

test('the home page sends a visitor who is not signed in to the sign-in screen', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to Paydesk' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Email' })).toBeVisible();
  await expect(page.getByLabel(/^Password\*?$/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  await expectNoAxeViolationsInBothThemes(page);
});

test('an unknown path shows not-found without sign-in', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveURL(/\/no\/such\/page$/);
  await expectNoAxeViolationsInBothThemes(page);
});

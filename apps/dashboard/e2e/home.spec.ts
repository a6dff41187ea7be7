import { expectNoAxeViolationsInBothThemes } from './axe';
import { expect, signIn, test } from './fixtures';

const ADMIN = 'admin@paydesk.test';

// Tall enough that axe sees the long tables on screen (it cannot read the background of what lies below the fold).
test.use({ viewport: { width: 1500, height: 2200 } });

test('home key figures follow the chosen period and project, with a chart', async ({ page }) => {
  await signIn(page, ADMIN);
  await page.goto('/');
  const figures = page.getByTestId('key-figures');
  await expect(figures).toBeVisible();
  for (const term of ['Volume', 'Payments', 'Success rate', 'Refunds', 'Disputes'])
    await expect(figures.getByRole('term').filter({ hasText: term })).toBeVisible();
  const payments = figures
    .getByRole('term')
    .filter({ hasText: 'Payments' })
    .locator('xpath=following-sibling::dd[1]');
  await expect(payments).toHaveText(/^[\d,]+$/);
  await expect(figures).toContainText(/EUR\s[\d,]+\.\d\d/);
  await expect(figures).toContainText(/%/);
  const thirtyDays = await payments.textContent();

  await page.getByRole('button', { name: /Period/ }).click();
  await page.getByRole('option', { name: 'Last 7 days' }).click();
  await expect(page).toHaveURL(/period=7d/);
  await expect(payments).not.toHaveText(thirtyDays!);
  const sevenDays = Number((await payments.textContent())!.replace(/,/g, ''));
  expect(sevenDays).toBeLessThan(Number(thirtyDays!.replace(/,/g, '')));

  await page.getByRole('button', { name: /Period/ }).click();
  await page.getByRole('option', { name: 'Last 90 days' }).click();
  await expect(page).toHaveURL(/period=90d/);
  await expect
    .poll(async () => Number((await payments.textContent())!.replace(/,/g, '')))
    .toBeGreaterThan(Number(thirtyDays!.replace(/,/g, '')));

  const chart = page.getByRole('figure', { name: 'Payments per day' });
  await expect(chart.locator('canvas').first()).toBeVisible();
  await expect(chart.getByRole('table').getByRole('row')).toHaveCount(91);
  await expectNoAxeViolationsInBothThemes(page);

  // One project only: the choice is in the URL and the figures are those of the project.
  await page.getByRole('button', { name: /Project/ }).click();
  await page.getByRole('option').last().click();
  await expect(page).toHaveURL(/project=/);
  await expect(payments).toHaveText(/^[\d,]+$/);
});

test('a customer shows every field and their transactions, linking to each', async ({ page }) => {
  // Two pages with long tables, each checked by axe in two themes.
  test.setTimeout(60_000);
  await signIn(page, ADMIN);
  await page.goto('/customers');
  await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible();
  const grid = page.getByRole('grid', { name: 'Customers' });
  await expect(grid.getByRole('row').nth(1)).toBeVisible();
  await expectNoAxeViolationsInBothThemes(page);

  const firstName = (await grid.getByRole('row').nth(1).getByRole('link').first().textContent())!;
  await page.getByRole('searchbox', { name: 'Search customers' }).fill(firstName.slice(0, 5));
  await expect(page).toHaveURL(/q=/);
  await expect(grid.getByRole('row').nth(1)).toContainText(firstName.slice(0, 5));

  await grid.getByRole('row').nth(1).getByRole('link').first().click();
  await expect(page).toHaveURL(/\/customers\/[^/?]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(firstName);
  for (const term of [
    'Total spent',
    'Total transactions',
    'Failed rate',
    'Email',
    'Gender',
    'Time zone',
    'Billing address',
  ])
    await expect(
      page
        .getByRole('term')
        .filter({ hasText: new RegExp(`^${term}`) })
        .first(),
    ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Saved tokens' })).toBeVisible();
  await expect(page.getByText(/\d{6}/).filter({ hasText: /^\d{16}$/ })).toHaveCount(0);

  const transactions = page.getByRole('grid', { name: 'Transactions' });
  await expect(transactions.getByRole('row').nth(1)).toBeVisible();
  await expect(transactions.getByRole('row').nth(1).getByRole('link').first()).toHaveAttribute(
    'href',
    /^\/transactions\/.+/,
  );
  await expectNoAxeViolationsInBothThemes(page);
});

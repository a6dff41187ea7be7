import type { Browser, Page } from '@playwright/test';
import { expectNoAxeViolationsInBothThemes } from './axe';
import { expect, signIn, test } from './fixtures';

// Saved views (issue 20): the admin saves a shared view of the transactions list (a status filter and a hidden
// column); a finance user of the same organization sees it beside the list and applies it; the admin changes it
// and the finance user's open page follows without a reload. A private view stays the admin's. No axe violations
// on the views menu and the save dialog, light and dark.
test.use({ viewport: { width: 1500, height: 1000 } });
test.setTimeout(240_000);

const SLOW = { timeout: 30_000 };
const FAILED = `/transactions?${new URLSearchParams({ status: JSON.stringify(['failed']) }).toString()}`;

const grid = (page: Page) => page.getByRole('grid', { name: 'Transactions' });
const viewsButton = (page: Page) => page.getByRole('button', { name: /^Views?\b/ });
const viewsMenu = (page: Page) => page.getByRole('menu', { name: /^Views?\b/ });

async function openViews(page: Page) {
  await viewsButton(page).click();
  await expect(viewsMenu(page)).toBeVisible();
}

async function toggleColumn(page: Page, name: string) {
  await page.getByRole('button', { name: 'Columns' }).click();
  await page.getByRole('menuitemcheckbox', { name }).click();
  await page.keyboard.press('Escape');
}

async function signedInPage(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1500, height: 1000 } });
  await context.addInitScript(() => localStorage.setItem('isTimezoneSet', 'true'));
  const page = await context.newPage();
  await signIn(page, email);
  return page;
}

test('a shared view created by the admin shows for a finance user, applies, and follows its changes', async ({
  page,
  browser,
}) => {
  await signIn(page, 'admin@paydesk.test');
  await page.goto(FAILED);
  await expect(grid(page).getByRole('columnheader', { name: 'Method' })).toBeVisible(SLOW);
  await toggleColumn(page, 'Method');
  await expect(grid(page).getByRole('columnheader', { name: 'Method' })).toHaveCount(0);

  await openViews(page);
  await expectNoAxeViolationsInBothThemes(page);
  await page.getByRole('menuitem', { name: 'Save view…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save view' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolationsInBothThemes(page);
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Failed payments');
  const share = dialog.getByRole('checkbox', { name: 'Share with the team' });
  await share.press('Space');
  await expect(share).toBeChecked();
  await dialog.getByRole('button', { name: 'Save view' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'View: Failed payments' })).toBeVisible();
  await expect(page).toHaveURL(/[?&]view=svw_/);

  // A private view of the admin's, and a name already used: the error is at the name field.
  await openViews(page);
  await page.getByRole('menuitem', { name: 'Save view…' }).click();
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Failed payments');
  await dialog.getByRole('button', { name: 'Save view' }).click();
  await expect(
    dialog.getByText('You already have a view of this list with this name'),
  ).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Only mine');
  await dialog.getByRole('button', { name: 'Save view' }).click();
  await expect(dialog).toBeHidden();

  // The finance user (Acme Retail) sees the shared view beside the list, not the private one.
  const finance = await signedInPage(browser, 'finance@paydesk.test');
  await finance.goto('/transactions');
  await expect(grid(finance).getByRole('columnheader', { name: 'Method' })).toBeVisible(SLOW);
  await openViews(finance);
  const shared = viewsMenu(finance).getByRole('menuitem', { name: /^Failed payments/ });
  await expect(shared).toContainText('By Ada Admin');
  await expect(viewsMenu(finance).getByRole('menuitem', { name: /Only mine/ })).toHaveCount(0);
  await expectNoAxeViolationsInBothThemes(finance);
  await shared.click();
  await expect(finance).toHaveURL(/status=%5B%22failed%22%5D/);
  await expect(finance.getByRole('button', { name: 'View: Failed payments' })).toBeVisible();
  await expect(grid(finance).getByRole('columnheader', { name: 'Method' })).toHaveCount(0);
  await expect(grid(finance).getByRole('row').nth(1)).toContainText('Failed', SLOW);
  // Not the owner: no changes offered.
  await openViews(finance);
  await expect(viewsMenu(finance).getByRole('menuitem', { name: /^Update/ })).toHaveCount(0);
  await finance.keyboard.press('Escape');

  // The admin goes back to the shared view, shows the column again, narrows it by text and renames it.
  await openViews(page);
  await page.getByRole('menuitem', { name: /^Failed payments/ }).click();
  await expect(page.getByRole('button', { name: 'View: Failed payments' })).toBeVisible();
  await toggleColumn(page, 'Method');
  await page.getByRole('searchbox', { name: 'Search by id or reference' }).fill('order');
  await expect(page).toHaveURL(/q=order/);
  await openViews(page);
  await page.getByRole('menuitem', { name: 'Update “Failed payments” to this list' }).click();
  await expect(page.getByText('View “Failed payments” updated')).toBeVisible();
  await openViews(page);
  await page.getByRole('menuitem', { name: 'Rename or share…' }).click();
  const rename = page.getByRole('dialog', { name: 'Rename or share view' });
  await rename.getByRole('textbox', { name: 'Name' }).fill('Failed orders');
  await rename.getByRole('button', { name: 'Save' }).click();
  await expect(rename).toBeHidden();

  // The finance user's open page follows: new name, the text filter, the column back — without a reload.
  const marker = await finance.evaluate(
    () => ((window as { marker?: number }).marker = Date.now()),
  );
  await expect(finance.getByRole('button', { name: 'View: Failed orders' })).toBeVisible(SLOW);
  await expect(finance).toHaveURL(/q=order/);
  await expect(finance.getByRole('searchbox', { name: 'Search by id or reference' })).toHaveValue(
    'order',
  );
  await expect(grid(finance).getByRole('columnheader', { name: 'Method' })).toBeVisible();
  expect(await finance.evaluate(() => (window as { marker?: number }).marker)).toBe(marker);

  // The admin copies a link to the view: it opens the list with the view applied.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await openViews(page);
  await page.getByRole('menuitem', { name: 'Copy link' }).click();
  await expect(page.getByText('Link copied')).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(/\/transactions\?view=svw_\w+$/);
  const linked = await signedInPage(browser, 'finance@paydesk.test');
  await linked.goto(link);
  await expect(linked.getByRole('button', { name: 'View: Failed orders' })).toBeVisible(SLOW);
  await expect(linked).toHaveURL(/q=order/);

  // The owner deletes their private view.
  await openViews(page);
  await page.getByRole('menuitem', { name: /^Only mine/ }).click();
  await expect(page.getByRole('button', { name: 'View: Only mine' })).toBeVisible();
  // It is asked first: Cancel keeps the view.
  await openViews(page);
  await page.getByRole('menuitem', { name: 'Delete “Only mine”' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete the view “Only mine”?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('button', { name: 'View: Only mine' })).toBeVisible();
  await openViews(page);
  await page.getByRole('menuitem', { name: 'Delete “Only mine”' }).click();
  await confirm.getByRole('button', { name: 'Delete view' }).click();
  await expect(page.getByText('View deleted')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Views' })).toBeVisible();
  await openViews(page);
  await expect(viewsMenu(page).getByRole('menuitem', { name: /Only mine/ })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // Every list built on the list page has the menu: the disputes list keeps views of its own.
  await linked.goto('/disputes');
  await expect(linked.getByRole('grid', { name: 'Disputes' })).toBeVisible(SLOW);
  await openViews(linked);
  await expect(
    viewsMenu(linked).getByRole('menuitem', { name: 'No saved views yet' }),
  ).toBeVisible();
});

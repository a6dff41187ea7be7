import type { Page } from '@playwright/test';
import { expectNoAxeViolationsInBothThemes } from './axe';
import { expect, signIn, submitLogin, test } from './fixtures';

// Wide enough for the expanded sidebar (SPEC §9: expanded above 1400 px), so the switcher shows its name.
test.use({ viewport: { width: 1500, height: 900 } });

const switcher = (page: Page) => page.getByRole('button', { name: /^Organization/ });
const nav = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });

async function signInToGlobex(page: Page) {
  await page.goto('/login');
  await submitLogin(page, 'multi@paydesk.test');
  await page.getByRole('button', { name: 'Globex Payments' }).click();
  await expect(nav(page)).toBeVisible();
}

test('switching organization changes the badge and legacy entry, and is remembered', async ({
  page,
}) => {
  await signIn(page, 'admin@paydesk.test');
  await expect(switcher(page)).toContainText('Acme Retail');
  const mailbox = nav(page).getByRole('link', { name: 'Mailbox' });
  await expect(mailbox).toHaveAccessibleDescription('3 new');
  await nav(page).getByRole('button', { name: 'Billing' }).click();
  await expect(nav(page).getByRole('link', { name: 'Earlier payout requests' })).toBeVisible();

  await switcher(page).click();
  await expect(page.getByRole('searchbox')).toHaveCount(0); // two organizations: no search box
  await page.getByRole('menuitemradio', { name: 'Acme Travel' }).click();
  await expect(switcher(page)).toContainText('Acme Travel');
  // Acme Travel has no legacy requests: only the ones made from the dashboard are listed.
  await expect(nav(page).getByRole('link', { name: 'Earlier payout requests' })).toHaveCount(0);
  await expect(nav(page).getByRole('link', { name: 'Payout requests', exact: true })).toBeVisible();
  await expect(mailbox).not.toHaveAccessibleDescription('3 new');

  await page.reload();
  await expect(switcher(page)).toContainText('Acme Travel');
});

test('more than 5 organizations: the switcher searches and works with the keyboard', async ({
  page,
}) => {
  await signInToGlobex(page);
  await expect(switcher(page)).toContainText('Globex Europe');
  await switcher(page).focus();
  await page.keyboard.press('Enter');
  const search = page.getByRole('searchbox', { name: 'Search organizations' });
  await expect(search).toBeFocused();
  await expect(page.getByRole('menuitemradio')).toHaveCount(7);
  await search.pressSequentially('nord');
  await expect(page.getByRole('menuitemradio')).toHaveCount(1);
  // The first result is focused (virtually) while typing continues in the search box.
  await page.keyboard.press('Enter');
  await expect(switcher(page)).toContainText('Globex Nordics');
});

test('organization create shows the server errors at the fields, then creates and selects', async ({
  page,
}) => {
  await signIn(page, 'admin@paydesk.test');
  await switcher(page).click();
  await page.getByRole('menuitem', { name: 'Create organization' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create organization' });
  const name = dialog.getByRole('textbox', { name: 'Name' });
  const number = dialog.getByRole('textbox', { name: 'Number' });
  await expect(name).toHaveAttribute('placeholder', 'Company Inc.');
  await expect(number).toHaveAttribute('placeholder', '30012345');
  await expectNoAxeViolationsInBothThemes(page);

  await name.fill('Acme Retail');
  await number.fill('30012345');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(name).toHaveAccessibleDescription(/An organization with this name already exists/);
  await expect(number).toHaveAccessibleDescription(/This number is already registered/);
  await expect(name).toBeFocused();
  await expect(name).toHaveValue('Acme Retail');

  await name.fill('Acme Wholesale');
  await number.fill('30099999');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog).toBeHidden();
  await expect(switcher(page)).toContainText('Acme Wholesale');
});

test('a user without organizations sees "account not configured" and can create one', async ({
  page,
}) => {
  await signIn(page, 'newcomer@paydesk.test');
  const heading = page.getByRole('heading', {
    level: 1,
    name: 'Your account is not configured yet',
  });
  await expect(heading).toBeVisible();
  await expect(page).toHaveTitle('Your account is not configured yet · Paydesk');
  await expectNoAxeViolationsInBothThemes(page);

  await page.getByRole('main').getByRole('button', { name: 'Create organization' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create organization' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Newcomer Shop');
  await dialog.getByRole('textbox', { name: 'Number' }).fill('50012345');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(heading).toBeHidden();
  await expect(switcher(page)).toContainText('Newcomer Shop');
});

test('a user without the resource-tree permission sees "no accesses yet"', async ({ page }) => {
  await signIn(page, 'noaccess@paydesk.test');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your access not yet configured' }),
  ).toBeVisible();
  await expect(switcher(page)).toHaveCount(0);
  await expectNoAxeViolationsInBothThemes(page);
});

test('the shell with its switcher open passes axe in light and dark', async ({ page }) => {
  await signInToGlobex(page);
  await switcher(page).click();
  await expect(page.getByRole('searchbox', { name: 'Search organizations' })).toBeFocused();
  await expectNoAxeViolationsInBothThemes(page);
});

test('page titles come from translations', async ({ page }) => {
  await page.goto('/login');
  await expect(page).toHaveTitle('Sign in · Paydesk');
  await submitLogin(page, 'admin@paydesk.test');
  await expect(page).toHaveTitle('Dashboard · Paydesk');
  await page.goto('/no-such-page');
  await expect(page).toHaveTitle('Page not found · Paydesk');
});

test.describe('release notes', () => {
  test.use({ releaseNotesAcknowledged: false });

  test('the UTC notice closes only after the acknowledgement, and stays closed', async ({
    page,
  }) => {
    await signIn(page, 'admin@paydesk.test');
    const notice = page.getByRole('alertdialog', { name: "What's new: dates in UTC" });
    await expect(notice).toBeVisible();
    await expectNoAxeViolationsInBothThemes(page);
    const close = notice.getByRole('button', { name: 'Close' });
    await expect(close).toBeDisabled();
    await page.keyboard.press('Escape');
    await expect(notice).toBeVisible();
    await notice.getByText('I understand that dates and times are in UTC by default').click();
    await expect(notice.getByRole('checkbox', { name: /I understand/ })).toBeChecked();
    await close.click();
    await expect(notice).toBeHidden();
    await page.reload();
    await expect(nav(page)).toBeVisible();
    await expect(notice).toHaveCount(0);
  });
});

test.describe('an incompatible browser', () => {
  test.use({ userAgent: 'Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko' });

  test('sees the notice on the sign-in page', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByText('Your browser is not supported')).toBeVisible();
  });
});

test('a stale asset after a deploy offers a reload', async ({ page }) => {
  await signIn(page, 'admin@paydesk.test');
  // The next route's chunk is gone from the server, as after a new deploy.
  await page.route('**/assets/**', (route) => route.fulfill({ status: 404, body: '' }));
  await nav(page).getByRole('link', { name: 'Projects' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'This page could not be loaded' }),
  ).toBeVisible();
  const warning = page
    .getByRole('status')
    .filter({ hasText: 'A new version of Paydesk is available' });
  await expect(warning).toBeVisible();
  await expectNoAxeViolationsInBothThemes(page);
  await page.unroute('**/assets/**');
  await warning.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
  await expect(warning).toHaveCount(0);
});

test.describe('projects', () => {
  test('the organization’s live and sandbox projects, with create', async ({ page }) => {
    await signIn(page, 'admin@paydesk.test');
    await nav(page).getByRole('link', { name: 'Projects' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
    await expect(page).toHaveTitle('Projects · Paydesk');
    const table = page.getByRole('grid', { name: 'Projects' });
    for (const [name, mode] of [
      ['Retail Web Shop', 'Live'],
      ['Retail Web Shop Sandbox', 'Sandbox'],
      ['Retail Point of Sale', 'Live'],
    ]) {
      await expect(table.getByRole('row').filter({ hasText: name }).first()).toContainText(mode!);
    }
    await expect(table).not.toContainText('Travel Bookings');
    await expectNoAxeViolationsInBothThemes(page);

    await page.getByRole('button', { name: 'Create project' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create project' });
    await dialog.getByRole('textbox', { name: 'Name' }).fill('Retail Kiosk');
    await dialog.getByText('Live', { exact: true }).click();
    await expectNoAxeViolationsInBothThemes(page);
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(dialog).toBeHidden();
    await expect(table.getByRole('row').filter({ hasText: 'Retail Kiosk' })).toContainText('Live');
  });

  test('project details, and a project of another organization is refused', async ({ page }) => {
    await signIn(page, 'admin@paydesk.test');
    await nav(page).getByRole('link', { name: 'Projects' }).click();
    await page.getByRole('link', { name: 'Retail Web Shop', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Retail Web Shop' })).toBeVisible();
    await expect(page).toHaveTitle('Retail Web Shop · Paydesk');
    await expect(page).toHaveURL(/\/projects\/[^/]+$/);
    const channels = page.getByRole('grid', { name: 'Payment channels' });
    await expect(channels).toContainText('EUR');
    await expect(channels).toContainText('USD');
    await expectNoAxeViolationsInBothThemes(page);

    // The URL keeps the Acme Retail project while the organization changes.
    await switcher(page).click();
    await page.getByRole('menuitemradio', { name: 'Acme Travel' }).click();
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: 'Project from url does not exist in current organization',
      }),
    ).toBeVisible();
    await expectNoAxeViolationsInBothThemes(page);
  });

  test('a project the user may not read, and a missing project id', async ({ page }) => {
    await signIn(page, 'admin@paydesk.test');
    await nav(page).getByRole('link', { name: 'Projects' }).click();
    const link = page.getByRole('link', { name: 'Retail Point of Sale', exact: true });
    const href = await link.getAttribute('href');
    // The emulator's 403 for a project without projects.read (no seeded user lacks it on a visible project).
    await page.route('**/api/projects/*/details', (route) =>
      route.fulfill({
        status: 403,
        contentType: 'application/vnd.api+json',
        body: JSON.stringify({
          errors: [{ title: 'No rights to access project details', code: 'forbidden' }],
        }),
      }),
    );
    await page.goto(href!);
    await expect(
      page.getByRole('heading', { level: 1, name: 'No rights to access project details' }),
    ).toBeVisible();

    await page.goto('/projects/%20');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Project is required' }),
    ).toBeVisible();
  });
});

test('the Mailbox badge is fetched only while the tab is visible, and again when it shows', async ({
  page,
}) => {
  await signIn(page, 'admin@paydesk.test');
  const mailbox = nav(page).getByRole('link', { name: 'Mailbox' });
  await expect(mailbox).toHaveAccessibleDescription('3 new');
  let badgeRequests = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/mailbox') && request.postData()?.includes('topics/list'))
      badgeRequests += 1;
  });
  const setVisibility = (state: 'hidden' | 'visible') =>
    page.evaluate((value) => {
      Object.defineProperty(document, 'visibilityState', { value, configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    }, state);

  await setVisibility('hidden');
  await switcher(page).click();
  await page.getByRole('menuitemradio', { name: 'Acme Travel' }).click();
  await expect(switcher(page)).toContainText('Acme Travel');
  await expect(mailbox).not.toHaveAccessibleDescription('3 new'); // Retail's count is not Travel's
  expect(badgeRequests).toBe(0); // nothing fetched while hidden

  await setVisibility('visible');
  await expect.poll(() => badgeRequests).toBe(1);
});

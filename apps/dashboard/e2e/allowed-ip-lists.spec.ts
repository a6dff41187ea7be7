import type { Page } from '@playwright/test';
import { expectNoAxeViolationsInBothThemes } from './axe';
import { expect, signIn, test } from './fixtures';
import { sidebarReady } from './sidebar';

// Allowed IP lists end to end against the emulator: the seeded list, one created with a bad entry refused at its
// row (then fixed), edited, deleted; a name already taken refused at its field by the emulator; a user without
// allowed-ips.read meets not-found. Zero axe violations on the list and the form, light and dark.
test.use({ viewport: { width: 1500, height: 1400 } });
// Sign-in and two-theme axe passes on a busy machine.
test.describe.configure({ timeout: 120_000 });

const grid = (page: Page) => page.getByRole('grid', { name: 'Allowed IP lists' });
const rowOf = (page: Page, text: string) => grid(page).getByRole('row').filter({ hasText: text });
const INVALID = 'Enter an IPv4 or IPv6 address or CIDR range';

/** Axe once the toast announced by react-aria's live region is gone (it would read as an unnamed image). */
async function expectAccessible(page: Page) {
  // A button left under the pointer shows its hover colours, caught mid-transition by axe.
  await page.mouse.move(0, 0);
  await expect(page.locator('[role="log"] [role="img"]')).toHaveCount(0, { timeout: 30_000 });
  await expectNoAxeViolationsInBothThemes(page);
}

async function openLists(page: Page) {
  await signIn(page, 'admin@paydesk.test');
  // By keyboard through the sidebar's Developers group.
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  const group = nav.getByRole('button', { name: 'Developers', exact: true });
  if ((await group.getAttribute('aria-expanded')) === 'false') await group.press('Enter');
  await nav.getByRole('link', { name: 'Allowed IP lists', exact: true }).press('Enter');
  await expect(page).toHaveTitle('Allowed IP lists · Paydesk');
  await expect(rowOf(page, 'Office network')).toBeVisible();
}

test('a list is created (a bad entry refused at its row, then fixed), edited and deleted', async ({
  page,
}) => {
  await openLists(page);
  await expect(rowOf(page, 'Office network')).toContainText('203.0.113.0/24, 2001:db8:10::/48');
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Create list' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create allowed IP list' });
  const entry = (n: number) => dialog.getByRole('textbox', { name: `Entry ${n}`, exact: true });
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Data centre');
  await entry(1).fill('192.0.2.10');
  await dialog.getByRole('button', { name: 'Add entry' }).click();
  await entry(2).fill('300.1.1.1');
  await dialog.getByRole('button', { name: 'Add entry' }).click();
  await entry(3).fill('2001:db8::/32');
  await dialog.getByRole('button', { name: 'Create list' }).click();
  // Refused at its row, with the shared words; focus goes there; nothing typed is lost.
  await expect(entry(2)).toHaveAttribute('aria-invalid', 'true');
  await expect(entry(2)).toBeFocused();
  await expect(dialog.getByText(INVALID)).toHaveCount(1);
  await expect(entry(1)).not.toHaveAttribute('aria-invalid', 'true');
  await expect(entry(3)).not.toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue('Data centre');
  await expect(entry(3)).toHaveValue('2001:db8::/32');
  await expectAccessible(page);

  await entry(2).fill('198.51.100.0/24');
  await expect(dialog.getByText(INVALID)).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Create list' }).click();
  await expect(dialog).toBeHidden();
  const created = rowOf(page, 'Data centre');
  await expect(created).toContainText('192.0.2.10, 198.51.100.0/24, 2001:db8::/32');
  await expect(created.getByRole('gridcell').nth(0)).toHaveText('3');

  await page.getByRole('button', { name: 'Edit Data centre' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit allowed IP list' });
  await expect(edit.getByRole('textbox', { name: 'Entry 3', exact: true })).toHaveValue(
    '2001:db8::/32',
  );
  await edit.getByRole('button', { name: 'Remove entry 1' }).click();
  await edit.getByRole('textbox', { name: 'Name' }).fill('Data centre EU');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  const edited = rowOf(page, 'Data centre EU');
  await expect(edited).toContainText('198.51.100.0/24, 2001:db8::/32');
  await expect(edited).not.toContainText('192.0.2.10');

  // The name is unique in the organization: the emulator refuses it at the name, the entries stay.
  await page.getByRole('button', { name: 'Create list' }).click();
  const again = page.getByRole('dialog', { name: 'Create allowed IP list' });
  const name = again.getByRole('textbox', { name: 'Name' });
  await name.fill('office network');
  await again.getByRole('textbox', { name: 'Entry 1', exact: true }).fill('192.0.2.99');
  await again.getByRole('button', { name: 'Create list' }).click();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(again.getByText('An allowed IP list with this name already exists')).toBeVisible();
  await expect(again.getByRole('textbox', { name: 'Entry 1', exact: true })).toHaveValue(
    '192.0.2.99',
  );
  await again.getByRole('button', { name: 'Cancel' }).click();
  await expect(again).toBeHidden();

  await page.getByRole('button', { name: 'Delete Data centre EU' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete this allowed IP list?' });
  await expect(confirm).toContainText('Data centre EU will be deleted.');
  await confirm.getByRole('button', { name: 'Delete list' }).click();
  await expect(confirm).toBeHidden();
  await expect(rowOf(page, 'Data centre EU')).toHaveCount(0);
  await expect(rowOf(page, 'Office network')).toBeVisible();
});

test('the search is kept in the URL and an empty result says so', async ({ page }) => {
  await openLists(page);
  await page.getByRole('searchbox', { name: 'Search by name or address' }).fill('2001:db8:10');
  await expect(page).toHaveURL(/q=2001/);
  await expect(rowOf(page, 'Office network')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search by name or address' }).fill('10.99.');
  await expect(page.getByText('No allowed IP lists match this search')).toBeVisible();
});

// The emulator's refusal of the same actions is apps/emulator/test/allowedIpLists.test.ts.
test('without allowed-ips.read the page does not exist', async ({ page }) => {
  await signIn(page, 'support@paydesk.test');
  const nav = await sidebarReady(page);
  await expect(nav.getByRole('link', { name: 'Allowed IP lists' })).toHaveCount(0);
  await page.goto('/allowed-ip-lists');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveTitle('Page not found · Paydesk');
});

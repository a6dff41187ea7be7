import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoAxeViolationsInBothThemes } from './axe';
import { DEMO_PASSWORD, expect, readOutbox, test, signIn } from './fixtures';

// The expanded sidebar; tall enough that the invite form with its permission picker is on screen for axe.
test.use({ viewport: { width: 1500, height: 1700 } });
test.setTimeout(180_000);

const SLOW = { timeout: 60_000 };

/** The path of the newest link mailed to `to` that starts with `prefix`. */
async function linkTo(request: APIRequestContext, to: string, prefix: string): Promise<string> {
  const link = (await readOutbox(request, to))
    .flatMap((mail) => mail.links)
    .find((item) => new URL(item).pathname.startsWith(prefix));
  expect(link, `a ${prefix} link mailed to ${to}`).toBeTruthy();
  return new URL(link!).pathname;
}

/** Signs in through the login page; the shell may take long to load on a busy machine. */
async function signInAs(page: Page, email: string) {
  await signIn(page, email, SLOW);
}

/** A login session of `email` elsewhere (another browser), opened through the API. */
async function sessionElsewhere(request: APIRequestContext, email: string) {
  const answer = await request.post('/api/signin', {
    headers: { 'content-type': 'application/vnd.api+json' },
    data: {
      data: {
        type: 'access-token-login',
        attributes: { email, password: DEMO_PASSWORD, isTrustedDevice: false, setAuthCookie: true },
      },
    },
  });
  expect(answer.ok()).toBe(true);
}

async function openTeam(page: Page, email = 'admin@paydesk.test') {
  await signInAs(page, email);
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Team' })
    .click();
  await expect(page).toHaveTitle('Team · Paydesk');
  await expect(page.getByRole('rowheader', { name: /Finance Demo/ })).toBeVisible(SLOW);
}

const row = (page: Page, name: string | RegExp) =>
  page.getByRole('row').filter({ has: page.getByRole('rowheader', { name }) });

test('the members list: roles, statuses, 2FA, filters and search in the URL', async ({ page }) => {
  await openTeam(page);
  await expect(row(page, /Ada Admin \(you\)/)).toContainText('admin@paydesk.test');
  await expect(row(page, 'Finance Demo')).toContainText('Finance');
  await expect(row(page, 'Finance Demo')).toContainText('Active');
  await expect(row(page, 'Tom Totp')).toContainText('On');
  // Row actions for the others, none for oneself.
  await expect(
    row(page, 'Finance Demo').getByRole('button', { name: 'Change role' }),
  ).toBeVisible();
  await expect(row(page, /Ada Admin \(you\)/).getByRole('button')).toHaveCount(0);
  await expectNoAxeViolationsInBothThemes(page);

  await page.getByRole('searchbox', { name: 'Search by name or email' }).fill('disputes@');
  await expect(page).toHaveURL(/q=disputes/);
  await expect(page.getByRole('rowheader')).toHaveText(['Disputes Demo']);

  await page.goto('/team?role=%5B%22finance%22%5D');
  await expect(page.getByRole('rowheader')).toHaveText(['Finance Demo'], SLOW);
  await page.goto('/team?status=%5B%22invite-sent%22%5D');
  await expect(page.getByText('No members match these filters')).toBeVisible(SLOW);
  await page.screenshot({ path: test.info().outputPath('team-filtered.png') });
});

test('invite a finance member: invite-sent, the email’s /confirm link; resend; then cancel', async ({
  page,
  request,
}) => {
  await openTeam(page);
  await page.getByRole('button', { name: 'Invite member' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite member' });
  await dialog.getByRole('textbox', { name: /^Email/ }).fill('new.hire@acme.test');
  await dialog.getByRole('button', { name: /Role$/ }).click();
  await page.getByRole('option', { name: 'Custom' }).click();
  await expect(dialog.getByRole('group', { name: 'Developers' })).toBeVisible();
  await expectNoAxeViolationsInBothThemes(page);
  await page.screenshot({ path: test.info().outputPath('team-invite-custom.png'), fullPage: true });

  // Custom with nothing chosen is refused at the picker, and what was typed stays.
  await dialog.getByRole('button', { name: 'Send invite' }).click();
  await expect(dialog.getByTestId('permissions-error')).toHaveText(
    'Select at least one permission',
    SLOW,
  );
  await expect(dialog.getByRole('textbox', { name: /^Email/ })).toHaveValue('new.hire@acme.test');

  await dialog.getByRole('button', { name: /Role$/ }).click();
  await page.getByRole('option', { name: 'Finance' }).click();
  await dialog.getByRole('button', { name: 'Send invite' }).click();
  await expect(dialog).toBeHidden(SLOW);
  await expect(row(page, 'new.hire')).toContainText('Invite sent', SLOW);

  const first = await linkTo(request, 'new.hire@acme.test', '/confirm/');
  expect((await readOutbox(request, 'new.hire@acme.test'))[0]!.subject).toContain('Acme Retail');

  await row(page, 'new.hire').getByRole('rowheader').click();
  await expect(page.getByRole('heading', { level: 1, name: 'new.hire' })).toBeVisible(SLOW);
  await page.getByRole('button', { name: 'Resend invite' }).click();
  await expect(page.getByText('Invite sent again to new.hire@acme.test')).toBeVisible(SLOW);
  const second = await linkTo(request, 'new.hire@acme.test', '/confirm/');
  expect(second).not.toBe(first);

  await page.getByRole('button', { name: 'Cancel invite' }).click();
  const confirm = page.getByRole('alertdialog', {
    name: 'Cancel the invite of new.hire@acme.test?',
  });
  await confirm.getByRole('button', { name: 'Cancel invite' }).click();
  await expect(page).toHaveTitle('Team · Paydesk', SLOW);
  await expect(row(page, 'new.hire')).toHaveCount(0);
});

test('change a role and remove a member: they are signed out', async ({ page, browser }) => {
  // finance@ is signed in elsewhere.
  const other = await browser.newContext();
  const financePage = await other.newPage();
  await signInAs(financePage, 'finance@paydesk.test');

  await openTeam(page);
  await row(page, 'Support Demo').getByRole('rowheader').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Support Demo' })).toBeVisible(SLOW);
  await page.getByRole('button', { name: 'Change role' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change role of Support Demo' });
  await dialog.getByRole('button', { name: /Role$/ }).click();
  await page.getByRole('option', { name: 'Disputes' }).click();
  await expectNoAxeViolationsInBothThemes(page);
  await dialog.getByRole('button', { name: 'Save role' }).click();
  await expect(dialog).toBeHidden(SLOW);
  await expect(page.getByTestId('member-role')).toHaveText('Disputes', SLOW);

  await page.goto('/team');
  await row(page, 'Finance Demo').getByRole('rowheader').click();
  await expect(page.getByRole('heading', { level: 1, name: 'Finance Demo' })).toBeVisible(SLOW);
  // Their open session is listed, and can be ended on its own; here the whole member goes.
  await expect(
    page.getByRole('grid', { name: 'Login sessions of this member' }).getByRole('row'),
  ).toHaveCount(2, SLOW);
  await expectNoAxeViolationsInBothThemes(page);
  await page.screenshot({ path: test.info().outputPath('team-member.png'), fullPage: true });
  await page.getByRole('button', { name: 'Remove', exact: true }).click();
  await page
    .getByRole('alertdialog', { name: 'Remove Finance Demo from the team?' })
    .getByRole('button', { name: 'Remove member' })
    .click();
  await expect(page).toHaveTitle('Team · Paydesk', SLOW);
  await expect(row(page, 'Finance Demo')).toHaveCount(0);

  // The removed member's page leaves the dashboard within seconds.
  await expect(financePage).toHaveURL(/\/(login|session-expired)/, { timeout: 20_000 });
  await other.close();
});

test('yourself and the last admin cannot be removed; a member’s sessions can be revoked', async ({
  page,
  playwright,
  baseURL,
}) => {
  const other = await playwright.request.newContext({ baseURL });
  await sessionElsewhere(other, 'support@paydesk.test');
  await openTeam(page);
  await row(page, /Ada Admin \(you\)/)
    .getByRole('rowheader')
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ada Admin' })).toBeVisible(SLOW);
  await expect(page.getByRole('button', { name: 'Remove', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Change role' })).toHaveCount(0);

  await page.goto('/team');
  await row(page, 'Support Demo').getByRole('rowheader').click();
  const sessions = page.getByRole('grid', { name: 'Login sessions of this member' });
  await expect(sessions.getByRole('row')).toHaveCount(2, SLOW);
  await sessions.getByRole('button', { name: /^Revoke/ }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Revoke session' }).click();
  await expect(sessions.getByText('Not signed in anywhere.')).toBeVisible(SLOW);
  await other.dispose();
});

test('enforcing 2FA names the members who will be asked, and mails them a set-2fa link', async ({
  page,
  request,
}) => {
  await openTeam(page);
  await page.getByRole('button', { name: 'Require two-step authentication' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Require two-step authentication?' });
  const asked = confirm.getByRole('list', { name: 'Members who will be asked' });
  await expect(asked).toContainText('Finance Demo (finance@paydesk.test)');
  await expect(asked).not.toContainText('totp@paydesk.test');
  await expectNoAxeViolationsInBothThemes(page);
  await page.screenshot({ path: test.info().outputPath('team-enforce.png') });
  await confirm.getByRole('button', { name: 'Require for everyone' }).click();
  await expect(page.getByTestId('two-fa-enforced')).toBeVisible(SLOW);
  await linkTo(request, 'finance@paydesk.test', '/set-2fa/');
  expect(await readOutbox(request, 'totp@paydesk.test')).toEqual([]);
});

test('the identity groups page: add a temporary role, change it and remove it', async ({
  page,
}) => {
  await openTeam(page);
  await row(page, 'Developer Demo').getByRole('rowheader').click();
  await page.getByRole('link', { name: 'Identity groups' }).click();
  await expect(page).toHaveTitle(/Developer Demo · Paydesk/, SLOW);
  const groups = page.getByRole('grid', { name: 'Identity groups' });
  await expect(groups.getByRole('row')).toHaveCount(2, SLOW);
  await expectNoAxeViolationsInBothThemes(page);

  await page.getByRole('button', { name: 'Add role' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add role' });
  await dialog.getByRole('button', { name: /Held on$/ }).click();
  await page.getByRole('option', { name: 'Acme Travel' }).click();
  await dialog.getByRole('button', { name: /Role$/ }).click();
  await page.getByRole('option', { name: 'Support' }).click();
  await dialog.getByRole('textbox', { name: /^Temporary access until/ }).fill('2099-12-31');
  await dialog.getByRole('button', { name: 'Add role' }).click();
  await expect(dialog).toBeHidden(SLOW);
  const travel = groups.getByRole('row').filter({ hasText: 'Acme Travel' });
  await expect(travel).toContainText('Support');
  await expect(travel).not.toContainText('Permanent');
  await expect(page.getByRole('status').filter({ hasText: 'Role added' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('team-identity.png') });

  // A change replaces the identity's groups: the other groups are sent back as they were.
  await travel.getByRole('button', { name: 'Change' }).click();
  const change = page.getByRole('dialog', { name: 'Change role' });
  await change.getByRole('button', { name: /Role$/ }).click();
  await page.getByRole('option', { name: 'Finance' }).click();
  await change.getByRole('button', { name: 'Save role' }).click();
  await expect(change).toBeHidden(SLOW);
  await expect(travel).toContainText('Finance');
  await expect(groups.getByRole('row')).toHaveCount(3);

  await travel.getByRole('button', { name: 'Remove' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Remove role' }).click();
  await expect(groups.getByRole('row')).toHaveCount(2, SLOW);
});

test('without users.read the team is not found', async ({ page }) => {
  await signInAs(page, 'support@paydesk.test');
  await page.goto('/team');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible(SLOW);
});

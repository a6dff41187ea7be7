import type { Browser, Page } from '@playwright/test';
import { advanceClock, expect, readOutbox, signIn, submitLogin, test, totp } from './fixtures';
import { sidebarEntries } from './sidebar';

// Issue 18 across the team page and the account pages, reading every link from the emulator's outbox: an invited
// finance member joins and sees only what finance sees; a team that requires 2FA sends a member without it through
// /set-2fa before the dashboard.

test.use({ viewport: { width: 1500, height: 1000 } });
// Several sign-ins (scrypt at production cost) and the team page on a busy machine.
test.describe.configure({ timeout: 180_000 });

const SLOW = { timeout: 60_000 };
const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });
const heading = (page: Page, name: string | RegExp) =>
  page.getByRole('heading', { level: 1, name });

/** A page in another browser, with the expanded sidebar and the release notice acknowledged, like the test's own. */
async function otherBrowser(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1500, height: 1000 } });
  await context.addInitScript(() => localStorage.setItem('isTimezoneSet', 'true'));
  return context.newPage();
}

async function openTeam(page: Page) {
  await signIn(page, 'admin@paydesk.test');
  await mainNav(page).getByRole('link', { name: 'Team' }).click();
  await expect(page).toHaveTitle('Team · Paydesk', SLOW);
}

/** The path of the newest link mailed to `to` that starts with `prefix`. */
async function mailedLink(page: Page, to: string, prefix: string): Promise<string> {
  const paths = (await readOutbox(page.request, to))
    .flatMap((mail) => mail.links)
    .map((link) => new URL(link).pathname);
  const path = paths.find((item) => item.startsWith(prefix));
  expect(path, `a ${prefix} link mailed to ${to}`).toBeTruthy();
  return path!;
}

test('an invited finance member sets a password from the email and sees only the finance entries', async ({
  page,
  browser,
}) => {
  const email = 'new.finance@acme.test';
  const password = 'Joined-Acme-2026';

  await openTeam(page);
  await page.getByRole('button', { name: 'Invite member' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite member' });
  await dialog.getByRole('textbox', { name: /^Email/ }).fill(email);
  await dialog.getByRole('button', { name: /Role$/ }).click();
  await page.getByRole('option', { name: 'Finance' }).click();
  await dialog.getByRole('button', { name: 'Send invite' }).click();
  await expect(dialog).toHaveCount(0, SLOW);

  // The invite's link opens the confirm page in a browser that never signed in.
  const invited = await otherBrowser(browser);
  await invited.goto(await mailedLink(page, email, '/confirm/'));
  await expect(heading(invited, 'Set your password')).toBeVisible(SLOW);
  await invited.getByLabel(/^New password/).fill(password);
  await invited.getByLabel(/^Confirm new password/).fill(password);
  await invited.getByRole('button', { name: 'Set password' }).click();
  await expect(invited).toHaveURL(/\/login\?notice=password-set$/, SLOW);

  await submitLogin(invited, email, password);
  await expect(mainNav(invited)).toBeVisible(SLOW);
  const entries = await sidebarEntries(invited);
  expect(entries).toContain('Transactions');
  expect(entries).not.toContain('Team');
  expect(entries).not.toContain('Developers › API keys');

  // Exactly what the demo finance member sees.
  const demo = await otherBrowser(browser);
  await signIn(demo, 'finance@paydesk.test');
  expect(entries).toEqual(await sidebarEntries(demo));

  // Confirmed: the team lists the member as active.
  await page.reload();
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Active', SLOW);
});

test('with 2FA required, a member without it goes through /set-2fa and reaches the dashboard only after it', async ({
  page,
  browser,
}) => {
  await openTeam(page);
  await page.getByRole('button', { name: 'Require two-step authentication' }).click();
  await page
    .getByRole('alertdialog', { name: 'Require two-step authentication?' })
    .getByRole('button', { name: 'Require for everyone' })
    .click();
  await expect(page.getByTestId('two-fa-enforced')).toBeVisible(SLOW);

  const member = await otherBrowser(browser);
  await member.goto('/login');
  await submitLogin(member, 'finance@paydesk.test');
  await expect(member).toHaveURL(/\/set-2fa\/[^/]+$/, SLOW);
  const setup = new URL(member.url()).pathname;
  await expect(heading(member, 'Set up two-step authentication')).toBeVisible(SLOW);
  await expect(member.getByTestId('two-fa-secret')).toBeVisible(SLOW);

  // The dashboard is not reachable before the setup is finished.
  const sneak = await member.context().newPage();
  await sneak.goto('/transactions');
  await expect(sneak).toHaveURL(/\/login/, SLOW);
  await expect(mainNav(sneak)).toHaveCount(0);
  await sneak.close();

  // Back on the page a fresh secret is shown; the one to confirm is the one on screen.
  await member.goto(setup);
  const fresh = (await member.getByTestId('two-fa-secret').textContent(SLOW))!;
  expect(fresh).toMatch(/^[A-Z2-7]{16,}$/);
  await member
    .getByRole('textbox', { name: 'Verification code' })
    .fill(totp(fresh, await advanceClock(member.request)));
  await expect(member).toHaveURL(/\/login\?notice=two-fa-on$/, SLOW);

  // From now on the member signs in with the authenticator.
  await submitLogin(member, 'finance@paydesk.test');
  await expect(member).toHaveURL(/\/login\/2fa$/, SLOW);
  await member
    .getByRole('textbox', { name: 'Verification code' })
    .fill(totp(fresh, await advanceClock(member.request, 30_000)));
  await expect(mainNav(member)).toBeVisible(SLOW);
});

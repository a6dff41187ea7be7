import type { Page } from '@playwright/test';
import { expectNoAxeViolationsInBothThemes } from './axe';
import {
  advanceClock,
  DEMO_PASSWORD,
  expect,
  newestLinkPath,
  readOutbox,
  signIn,
  submitLogin,
  test,
  totp,
  TOTP_SECRET,
} from './fixtures';

// The account lifecycle of issue 18 end to end, reading the links from the emulator's outbox: password reset,
// 'Token expired', the legacy hash URL, trusted devices, sign-up and the 2FA reset.

// Each test walks a whole flow with several sign-ins (scrypt at production cost) on a busy machine.
test.describe.configure({ timeout: 90_000 });

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const SHOTS = process.env.E2E_SHOTS;
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};
const heading = (page: Page, name: string | RegExp) =>
  page.getByRole('heading', { level: 1, name });
const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' });
const SIGNED_IN = { timeout: 15_000 };

/**
 * Axe in both themes once React Aria's live announcer is empty: a pending submit button is announced by its label,
 * and when the answer replaces the form the announcement points at a button that is gone until it clears (7 s).
 */
async function expectAccessible(page: Page) {
  await expect(page.locator('[data-live-announcer] [role="img"]')).toHaveCount(0, {
    timeout: 10_000,
  });
  await expectNoAxeViolationsInBothThemes(page);
}

async function choosePassword(page: Page, password: string, submit: string) {
  await page.getByLabel(/^New password/).fill(password);
  await page.getByLabel(/^Confirm new password/).fill(password);
  await page.getByRole('button', { name: submit }).click();
}

test('forgot password: the emailed link sets a new one, the old one fails and other sessions end', async ({
  page,
  browser,
  request,
}) => {
  // Another browser signed in before the reset.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await otherPage.addInitScript(() => localStorage.setItem('isTimezoneSet', 'true'));
  await signIn(otherPage, 'developer@paydesk.test');

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(heading(page, 'Reset your password')).toBeVisible();
  await page.getByRole('textbox', { name: 'Email' }).fill('developer@paydesk.test');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toContainText('developer@paydesk.test');
  await expect(page.getByText('No email after 3 minutes? Check your spam folder.')).toBeVisible();
  await expectAccessible(page);

  const [mail] = await readOutbox(request, 'developer@paydesk.test');
  expect(mail).toMatchObject({ subject: 'Reset your Paydesk password' });
  const link = new URL(mail!.links[0]!).pathname;
  expect(link).toMatch(/^\/reset\/[\w-]+$/);
  await page.goto(link);
  await expect(heading(page, 'Choose a new password')).toBeVisible();

  // The policy ticks as the user types.
  const policy = page.getByTestId('password-policy');
  await page.getByLabel(/^New password/).fill('abc');
  await expect(policy.locator('[data-met="true"]')).toHaveCount(1);
  await page.getByLabel(/^New password/).fill('abcdefgh1');
  await expect(policy.locator('[data-met="true"]')).toHaveCount(3);
  await shot(page, 'reset-token');
  await expectAccessible(page);

  await choosePassword(page, 'Fresh-pass-42', 'Set new password');
  await expect(page).toHaveURL(/\/login\?notice=password-set$/);
  await expect(page.getByText('Your password is set. Sign in with it.')).toBeVisible();
  await shot(page, 'login-notice');
  await expectAccessible(page);

  await submitLogin(page, 'developer@paydesk.test', DEMO_PASSWORD);
  await expect(page.getByText('Incorrect login or password')).toBeVisible();
  await submitLogin(page, 'developer@paydesk.test', 'Fresh-pass-42');
  await expect(mainNav(page)).toBeVisible(SIGNED_IN);

  // The session of the other browser ended with the reset.
  await otherPage.reload();
  await expect(otherPage).toHaveURL(/\/login/, SIGNED_IN);
  await other.close();

  // The link worked once (opened in a fresh browser: this one's shell is signed in).
  const laterContext = await browser.newContext();
  const later = await laterContext.newPage();
  // The page asks whether its link still works as it opens: nobody types a password into a gone link.
  await later.goto(link);
  await expect(heading(later, 'Token expired')).toBeVisible();
  await expect(
    later.getByRole('link', { name: 'Request a new password reset link' }),
  ).toHaveAttribute('href', '/reset');
  await shot(later, 'token-expired');
  await expectAccessible(later);
  await laterContext.close();
});

test('a reset link expires after an hour on the emulator clock', async ({ page, request }) => {
  await page.goto('/reset');
  await page.getByRole('textbox', { name: 'Email' }).fill('support@paydesk.test');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toBeVisible();
  const link = await newestLinkPath(request, 'support@paydesk.test');
  await advanceClock(request, HOUR + MINUTE);
  await page.goto(link);
  await expect(heading(page, 'Token expired')).toBeVisible();
  await expect(page.getByLabel('New password')).toHaveCount(0);
});

test('the legacy hash URL lands on the reset page', async ({ page, request }) => {
  await page.goto('/reset');
  await page.getByRole('textbox', { name: 'Email' }).fill('support@paydesk.test');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toBeVisible();
  const link = await newestLinkPath(request, 'support@paydesk.test');
  for (const prefix of ['/#', '/some/#']) {
    await page.goto(prefix + link);
    await expect(page).toHaveURL(new RegExp(`${link}$`));
    await expect(heading(page, 'Choose a new password')).toBeVisible();
  }
  // A link that was never sent is gone as the page opens.
  await page.goto('/#/reset/abc123');
  await expect(page).toHaveURL(/\/reset\/abc123$/);
  await expect(heading(page, 'Token expired')).toBeVisible();
});

test('a trusted device skips 2FA on the next sign-in, and not after 48 hours', async ({
  page,
  request,
}) => {
  const signInWithCode = async (trust: boolean) => {
    await page.goto('/login');
    await page.getByRole('textbox', { name: 'Email' }).fill('totp@paydesk.test');
    await page.getByLabel(/^Password\*?$/).fill(DEMO_PASSWORD);
    // The box itself is drawn over a hidden native input: click its label, as a user does.
    if (trust) await page.getByText('Trust this device for 48 hours').click();
    await page.getByRole('button', { name: 'Sign in' }).click();
  };
  const signOut = async () => {
    await page.goto('/logout');
    await expect(page).toHaveURL(/\/login/);
  };

  await page.goto('/login');
  await shot(page, 'login');
  await signInWithCode(true);
  await expect(page).toHaveURL(/\/login\/2fa$/);
  await page
    .getByRole('textbox', { name: 'Verification code' })
    .fill(totp(TOTP_SECRET, await advanceClock(request)));
  await expect(mainNav(page)).toBeVisible(SIGNED_IN);
  await signOut();

  // Within 48 hours: no code asked.
  await advanceClock(request, 47 * HOUR);
  await signInWithCode(false);
  await expect(mainNav(page)).toBeVisible(SIGNED_IN);
  await signOut();

  // After 48 hours the code is asked again.
  await advanceClock(request, 2 * HOUR);
  await signInWithCode(false);
  await expect(page).toHaveURL(/\/login\/2fa$/);
});

test('too many wrong 2FA codes block the account', async ({ page, request }) => {
  await page.goto('/login');
  await submitLogin(page, 'totp@paydesk.test');
  await expect(page).toHaveURL(/\/login\/2fa$/);
  const now = await advanceClock(request);
  const valid = new Set([-1, 0, 1].map((offset) => totp(TOTP_SECRET, now, offset)));
  const wrong = ['000000', '111111', '222222', '333333', '444444', '555555'].filter(
    (candidate) => !valid.has(candidate),
  );
  const code = page.getByRole('textbox', { name: 'Verification code' });
  for (const attempt of wrong.slice(0, 4)) {
    await code.fill(attempt);
    await expect(page.getByText('Incorrect 2FA verification code')).toBeVisible();
  }
  await code.fill(wrong[4]!);
  await expect(heading(page, 'Account blocked')).toBeVisible();
});

test('sign up: the confirmation link sets the password, then the account signs in', async ({
  page,
  request,
}) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(heading(page, 'Create your Paydesk account')).toBeVisible();
  await shot(page, 'sign-up');
  await expectAccessible(page);
  await page.getByRole('textbox', { name: 'Email' }).fill('new.merchant@paydesk.test');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(heading(page, 'Check your email')).toBeVisible();
  await expectAccessible(page);

  const link = await newestLinkPath(request, 'new.merchant@paydesk.test');
  expect(link).toMatch(/^\/confirm\//);
  await page.goto(link);
  await expect(heading(page, 'Set your password')).toBeVisible();
  await expectAccessible(page);
  // Too weak: refused at the field, nothing sent.
  await choosePassword(page, 'weakweak', 'Set password');
  await expect(page.getByText('The password does not meet the requirements below')).toBeVisible();
  await choosePassword(page, 'First-pass-123', 'Set password');
  await expect(page).toHaveURL(/\/login\?notice=password-set$/);

  await submitLogin(page, 'new.merchant@paydesk.test', 'First-pass-123');
  // The password is right; a new account belongs to no merchant until it is invited to one.
  await expect(page.getByText('No active identities')).toBeVisible();
});

test('2FA reset: the emailed link asks for the password, then sets up a new authenticator', async ({
  page,
  request,
}) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Lost your authenticator app?' }).click();
  await expect(heading(page, 'Reset two-step authentication')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('textbox', { name: 'Email' }).fill('totp@paydesk.test');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toContainText('totp@paydesk.test');

  const link = await newestLinkPath(request, 'totp@paydesk.test');
  expect(link).toMatch(/^\/set-2fa\//);
  await page.goto(link);
  await expect(heading(page, 'Set up two-step authentication')).toBeVisible();
  const password = page.getByLabel(/^Password\*?$/);
  await expect(password).toBeVisible(SIGNED_IN);
  await shot(page, 'set-2fa-password');
  await expectAccessible(page);
  await password.fill('Wrong-pass-1');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('The password is incorrect')).toBeVisible();
  await password.fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Continue' }).click();

  const secret = (await page.getByTestId('two-fa-secret').textContent({ timeout: 15_000 }))!;
  await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
  await shot(page, 'set-2fa-secret');
  await expectAccessible(page);
  await page
    .getByRole('textbox', { name: 'Verification code' })
    .fill(totp(secret, await advanceClock(request)));
  await expect(page).toHaveURL(/\/login\?notice=two-fa-on$/, SIGNED_IN);
  await expect(page.getByText('Two-step authentication is on. Sign in to continue.')).toBeVisible();

  // The new authenticator signs in; the old secret's codes no longer do.
  await submitLogin(page, 'totp@paydesk.test');
  await expect(page).toHaveURL(/\/login\/2fa$/);
  await page
    .getByRole('textbox', { name: 'Verification code' })
    .fill(totp(secret, await advanceClock(request, 30_000)));
  await expect(mainNav(page)).toBeVisible(SIGNED_IN);

  // The used link shows 'Token expired' with the way to ask again.
  await page.goto(link);
  await expect(heading(page, 'Token expired')).toBeVisible(SIGNED_IN);
  await expect(
    page.getByRole('link', { name: 'Request a new two-step authentication link' }),
  ).toBeVisible();
});

import { expectNoAxeViolationsInBothThemes } from './axe';
import { expect, signIn, submitLogin, test, totp } from './fixtures';

test('plain sign-in lands on the home page inside the shell', async ({ page }) => {
  await signIn(page, 'admin@paydesk.test');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: /Welcome/ })).toBeVisible();
  await expectNoAxeViolationsInBothThemes(page);
});

test('a wrong password is refused at the field and keeps what was typed', async ({ page }) => {
  await page.goto('/login');
  await submitLogin(page, 'developer@paydesk.test', 'not-the-password');
  const password = page.getByLabel(/^Password\*?$/);
  await expect(page.getByText('Incorrect login or password')).toBeVisible();
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue('developer@paydesk.test');
});

test('an unknown email gets the same answer as a wrong password', async ({ page }) => {
  await page.goto('/login');
  await submitLogin(page, 'nobody@paydesk.test');
  await expect(page.getByText('Incorrect login or password')).toBeVisible();
});

test('blocked and suspended accounts see their screens', async ({ page }) => {
  await page.goto('/login');
  await submitLogin(page, 'blocked@paydesk.test');
  await expect(page.getByRole('heading', { level: 1, name: 'Account blocked' })).toBeVisible();
  await page.goto('/login');
  await submitLogin(page, 'suspended@paydesk.test');
  await expect(page.getByRole('heading', { level: 1, name: 'Account suspended' })).toBeVisible();
});

test('2FA: a wrong code is refused, the right one signs in', async ({ page }) => {
  await page.goto('/login');
  await submitLogin(page, 'totp@paydesk.test');
  await expect(page).toHaveURL(/\/login\/2fa$/);
  const code = page.getByRole('textbox', { name: 'Verification code' });
  await code.fill(totp(undefined, Date.now(), 5));
  await expect(page.getByText('Incorrect 2FA verification code')).toBeVisible();
  await code.fill(totp());
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
});

test('identity select: a user of two merchants picks one', async ({ page }) => {
  await page.goto('/login');
  await submitLogin(page, 'multi@paydesk.test');
  await expect(page).toHaveURL(/\/login\/identity$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a workspace' })).toBeVisible();
  await page.getByRole('button', { name: 'Globex Payments' }).click();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
});

test('password change required leads to the change-password step', async ({ page }) => {
  await page.goto('/login');
  await submitLogin(page, 'expired@paydesk.test');
  await expect(page).toHaveURL(/\/login\/password-change-required$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Change your password' })).toBeVisible();
});

test('intermediate steps are reachable only as a continuation', async ({ page }) => {
  for (const path of ['/login/2fa', '/login/identity', '/login/password-change-required']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/login$/);
  }
});

test('after sign-in the user lands on the page they wanted', async ({ page }) => {
  await page.goto('/?from=bookmark');
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await submitLogin(page, 'admin@paydesk.test');
  await expect(page).toHaveURL(/\/\?from=bookmark$/);
});

// The review's two payloads, as typed into the address bar: both left the origin after sign-in.
for (const redirect of ['/\\evil.test/path', '/%09/evil.test/path']) {
  test(`a redirect to another origin (${redirect}) is not followed after sign-in`, async ({
    page,
    baseURL,
  }) => {
    await page.goto(`/login?redirect=${redirect}`);
    await submitLogin(page, 'admin@paydesk.test');
    await expect(page).toHaveURL(`${baseURL}/`);
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  });
}

test('log out ends the session', async ({ page }) => {
  await signIn(page, 'admin@paydesk.test');
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/');
  await expect(page).toHaveURL(/\/login\?redirect=/);
});

test('the sign-in page fetches only its own messages, and the rest of the catalog once the user types', async ({
  page,
  baseURL,
}) => {
  await page.context().addCookies([{ name: 'language', value: 'de', url: baseURL! }]);
  const catalogs: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/messages-[^/]+\.js$/.test(request.url())) catalogs.push(request.url());
  });
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Bei Paydesk anmelden' })).toBeVisible();
  await expect(page.getByText('Diesem Gerät 48 Stunden lang vertrauen')).toBeVisible();
  expect(catalogs).toHaveLength(1);

  await page.getByRole('textbox', { name: 'E-Mail' }).fill('admin@paydesk.test');
  await expect.poll(() => catalogs.length).toBe(2);
  await page.getByLabel(/^Passwort\*?$/).fill('Paydesk-demo-1');
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Willkommen, Ada Admin' }),
  ).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: /Hauptnavigation|Main navigation/ }),
  ).toContainText('Transaktionen');
});

test("the sign-in page's card is painted before its code runs, in the visitor's language, where the page draws it", async ({
  page,
  baseURL,
}) => {
  await page.context().addCookies([{ name: 'language', value: 'de', url: baseURL! }]);
  // The app's code is held back: what shows is index.html's own frame.
  let holding = true;
  const held: Array<() => Promise<void>> = [];
  await page.route(/\/assets\/.+\.js$/, (route) =>
    holding ? held.push(() => route.continue()) : route.continue(),
  );
  // Not until "load": on a slow machine the frame's script may add the held entry before it, and the
  // entry would then hold the load event too.
  await page.goto('/login', { waitUntil: 'domcontentloaded' });
  const frame = page.locator('#boot-sign-in');
  await expect(frame).toBeVisible();
  await expect(frame).toContainText('Bei Paydesk anmelden');
  await expect(frame).toContainText('Verwenden Sie die E-Mail-Adresse und das Passwort');
  // Hidden from assistive technology: nothing to read or press until the page itself is there.
  await expect(page.getByRole('heading')).toHaveCount(0);
  const boxOf = (selector: string) =>
    page.locator(selector).evaluate((element) => {
      const { x, y, width, height } = element.getBoundingClientRect();
      return { x, y, width, height };
    });
  // Measured in the text face, as the page will be (a fallback font lays the words out in other boxes).
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  const painted = {
    title: await boxOf('#boot-sign-in-title'),
    description: await boxOf('#boot-sign-in-description'),
    footer: await boxOf('#boot-sign-in-footer'),
  };

  holding = false;
  await Promise.all(held.map((release) => release()));
  const heading = page.getByRole('heading', { level: 1, name: 'Bei Paydesk anmelden' });
  await expect(heading).toBeVisible();
  await expect(frame).toHaveCount(0);
  // The page's own title, explanation and footer stand where the frame painted them: nothing jumps.
  expect(
    await heading.evaluate((element) => element.getBoundingClientRect().toJSON()),
  ).toMatchObject(painted.title);
  const description = page.getByText(
    'Verwenden Sie die E-Mail-Adresse und das Passwort Ihres Händlerkontos.',
  );
  expect(
    await description.evaluate((element) => element.getBoundingClientRect().toJSON()),
  ).toMatchObject(painted.description);
  const footer = page.getByText(/^© 2025 Paydesk\./);
  expect(
    await footer.evaluate((element) => element.getBoundingClientRect().toJSON()),
  ).toMatchObject(painted.footer);
  await page.getByRole('textbox', { name: 'E-Mail' }).fill('admin@paydesk.test');
  await expect(page.getByRole('textbox', { name: 'E-Mail' })).toHaveValue('admin@paydesk.test');
});

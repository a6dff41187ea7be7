import type { BrowserContext, Page, WebSocketRoute } from '@playwright/test';
import { expectNoAxeViolationsInBothThemes } from './axe';
import { expect, signIn, submitLogin, test } from './fixtures';

// `cookies.channel` and the app's LAST_REQUEST_COOKIE; the e2e runner cannot import the workspace sources.
const CHANNEL_COOKIE = 'paydesk_ws_channel';
const LAST_REQUEST_COOKIE = 'lastRequest';

const warning = (page: Page) =>
  page.getByRole('alertdialog', { name: 'Your session is about to end' });

/** The countdown's seconds, from "Time left: m:ss". */
const secondsShown = async (page: Page) => {
  const text = (await warning(page).getByRole('timer').textContent()) ?? '';
  const [, minutes, seconds] = /(\d+):(\d\d)/.exec(text) ?? [];
  return Number(minutes) * 60 + Number(seconds);
};

/** The login URL that brings the user back to where the page is now. */
const loginBackHere = (page: Page) => {
  const { pathname, search } = new URL(page.url());
  return `/login?redirect=${encodeURIComponent(pathname + search)}`;
};

/** Marks the page's JavaScript world; after a reload the mark is gone. */
const markPage = (page: Page) => page.evaluate(() => Object.assign(window, { paydeskMark: true }));
const isMarked = (page: Page) => page.evaluate(() => 'paydeskMark' in window);

/** The fixture acknowledges the UTC release notice for `page`; pages opened here need it too. */
const acknowledgeReleaseNotes = (context: BrowserContext) =>
  context.addInitScript(() => localStorage.setItem('isTimezoneSet', 'true'));

const cookie = async (context: BrowserContext, name: string) =>
  (await context.cookies()).find((entry) => entry.name === name);

test.describe('inactivity', () => {
  test('the warning counts down in the last five minutes and Stay logged in renews the session', async ({
    page,
  }) => {
    await page.clock.install();
    await signIn(page, 'admin@paydesk.test');

    await page.clock.fastForward('24:00');
    await page.clock.runFor(1000);
    await expect(warning(page)).toBeHidden();

    await page.clock.fastForward('01:30');
    await expect(warning(page)).toBeVisible();
    await expect(warning(page).getByRole('timer')).toHaveText(/^Time left: 4:\d\d$/);
    // The safe choice has focus.
    await expect(warning(page).getByRole('button', { name: 'Stay logged in' })).toBeFocused();

    const before = await secondsShown(page);
    await page.clock.runFor(3000);
    await expect.poll(() => secondsShown(page)).toBeLessThanOrEqual(before - 3);

    await expectNoAxeViolationsInBothThemes(page);

    await warning(page).getByRole('button', { name: 'Stay logged in' }).click();
    await expect(warning(page)).toBeHidden();
    // Renewed: another 24 minutes pass without a warning.
    await page.clock.fastForward('24:00');
    await page.clock.runFor(1000);
    await expect(warning(page)).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  });

  test('Log out in the warning signs out', async ({ page }) => {
    await page.clock.install();
    await signIn(page, 'admin@paydesk.test');
    await page.clock.fastForward('26:00');
    await warning(page).getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('at one second left the user is logged out automatically, and signs in back to the same page', async ({
    page,
    context,
  }) => {
    await page.clock.install();
    await signIn(page, 'admin@paydesk.test');
    // Opened by address, not by a click: a pointer left resting on a sidebar link preloads its route (a request
    // to the provider, so activity) whenever the page under it changes, which would keep this session alive.
    // Until the network is idle: the sidebar's counts are asked for after the page's own answers, and one answered
    // after the fast-forward is activity that restarts the count (the warning shows, then goes).
    await page.goto('/projects', { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
    await page.clock.fastForward('25:30');
    await expect(warning(page)).toBeVisible();

    await page.clock.fastForward('04:30');
    await expect(page).toHaveURL(/\/session-expired\?redirect=%2Fprojects/);
    await expect(page.getByRole('heading', { level: 1, name: 'Session expired' })).toBeVisible();
    expect(await cookie(context, CHANNEL_COOKIE)).toBeUndefined();

    await page.getByRole('link', { name: 'Back to sign in' }).click();
    await expect(page).toHaveURL(/\/login\?redirect=%2Fprojects/);
    await submitLogin(page, 'admin@paydesk.test');
    await expect(page).toHaveURL(/\/projects$/);
  });

  test('a tab whose timers stalled (a hidden tab) still logs out on its next check', async ({
    page,
  }) => {
    await page.clock.install();
    await signIn(page, 'admin@paydesk.test');
    // fastForward fires each due timer once: a check that counted ticks would think 500 ms had passed.
    await page.clock.fastForward('45:00');
    await expect(page).toHaveURL(/\/session-expired(\?|$)/);
  });

  test('a last request older than 1800 s clears the channel cookie before the guard', async ({
    page,
    context,
    baseURL,
  }) => {
    await signIn(page, 'admin@paydesk.test');
    await page.goto('/login');
    await context.addCookies([
      {
        name: LAST_REQUEST_COOKIE,
        value: String(Date.now() - 31 * 60 * 1000),
        url: baseURL,
      },
    ]);
    await page.goto('/');
    await expect(page).toHaveURL(/\/login\?redirect=%2F/);
    expect(await cookie(context, CHANNEL_COOKIE)).toBeUndefined();
  });
});

test.describe('tabs', () => {
  test('activity in one tab keeps every tab alive; logging out in one logs out all', async ({
    context,
  }) => {
    await context.clock.install();
    await acknowledgeReleaseNotes(context);
    const first = await context.newPage();
    await signIn(first, 'admin@paydesk.test');
    const second = await context.newPage();
    // Both homes answered first: a request answered after the fast-forward is activity, which renews the session.
    await second.goto('/', { waitUntil: 'networkidle' });
    await expect(second.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    for (const page of [first, second]) await expect(page.getByTestId('key-figures')).toBeVisible();

    await context.clock.fastForward('25:30');
    await expect(warning(first)).toBeVisible();
    await expect(warning(second)).toBeVisible();
    await warning(first).getByRole('button', { name: 'Stay logged in' }).click();
    await expect(warning(first)).toBeHidden();
    await expect(warning(second)).toBeHidden();

    await first.getByRole('button', { name: 'Log out' }).press('Enter');
    await expect(first).toHaveURL(/\/login$/);
    await expect(second).toHaveURL(/\/login\?redirect=%2F/);
  });

  test('the page reloads to login when the channel cookie disappears', async ({
    page,
    context,
  }) => {
    await signIn(page, 'admin@paydesk.test');
    await markPage(page);
    const wanted = loginBackHere(page);
    await context.clearCookies({ name: CHANNEL_COOKIE });
    await expect(page).toHaveURL((url) => url.pathname + url.search === wanted);
    expect(await isMarked(page)).toBe(false);
  });

  test('a sign-in as someone else in another tab reloads this one with only the new identity', async ({
    page,
    context,
  }) => {
    await signIn(page, 'admin@paydesk.test');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByRole('link', { name: 'Team' })).toBeVisible();
    await markPage(page);

    await acknowledgeReleaseNotes(context);
    const other = await context.newPage();
    await other.goto('/login');
    await submitLogin(other, 'support@paydesk.test');
    await expect(other.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();

    // The channel cookie changed: the first tab reloads and shows the support user's menu.
    await expect.poll(() => isMarked(page)).toBe(false);
    await expect(nav.getByRole('link', { name: 'Transactions' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Team' })).toHaveCount(0);
  });
});

test('an unexpected 401 confirmed by the recheck clears the session and asks to sign in again', async ({
  page,
  context,
  request,
}) => {
  await page.clock.install();
  await signIn(page, 'admin@paydesk.test');
  await page.clock.fastForward('25:30');
  await expect(warning(page)).toBeVisible();

  // The refetch of the own user and the one recheck both answer 401.
  const fault = await request.post('/__test/faults', {
    data: { nextStatus: { status: 401, count: 2 } },
  });
  expect(fault.ok()).toBe(true);
  const wanted = loginBackHere(page);
  await warning(page).getByRole('button', { name: 'Stay logged in' }).click();

  // Debounced recheck, sign-out and the login page's code: seconds on a loaded machine.
  await expect(page).toHaveURL((url) => url.pathname + url.search === wanted, { timeout: 15_000 });
  expect(await cookie(context, CHANNEL_COOKIE)).toBeUndefined();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to Paydesk' })).toBeVisible();
});

test('Reconnecting... shows while the push channel is down; permissions reload once it is back', async ({
  page,
}) => {
  // The push server goes away and refuses connections until `down` is cleared. Closing the socket alone is
  // not enough: pusher-js reconnects within milliseconds, too fast for anyone (or any test) to see a notice.
  let down = false;
  let refused = 0;
  const sockets: WebSocketRoute[] = [];
  await page.routeWebSocket(/\/app\//, (socket) => {
    if (down) {
      refused += 1;
      // 4001-4099: the Pusher protocol's "connection refused, do not retry on your own".
      void socket.close({ code: 4001, reason: 'Push server down (test)' });
      return;
    }
    socket.connectToServer();
    sockets.push(socket);
  });
  await signIn(page, 'admin@paydesk.test');

  const permissionsReloaded = page.waitForRequest(
    (sent) =>
      sent.method() === 'POST' &&
      new URL(sent.url()).pathname === '/api/main' &&
      (sent.postData() ?? '').includes('identities/getMyPermissions'),
  );
  down = true;
  // 4200-4299: "reconnect immediately", what the server sends when it restarts.
  for (const socket of sockets.splice(0)) await socket.close({ code: 4200, reason: 'Restart' });

  const indicator = page.getByRole('status').filter({ hasText: 'Reconnecting...' });
  await expect(indicator).toBeVisible();
  // The client keeps retrying (1 s, then up to 2 s apart) and the notice stays up meanwhile.
  await expect.poll(() => refused).toBeGreaterThanOrEqual(2);
  await expect(indicator).toBeVisible();
  await expectNoAxeViolationsInBothThemes(page);

  down = false;
  await permissionsReloaded;
  await expect(indicator).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
});

test('a push server restart (test control closeSockets) shows Reconnecting... until the delayed retry', async ({
  page,
  request,
}) => {
  await signIn(page, 'admin@paydesk.test');
  const closed = await request.post('/__test/faults', { data: { closeSockets: true } });
  expect((await closed.json()).meta.closedSockets).toBeGreaterThan(0);
  const indicator = page.getByRole('status').filter({ hasText: 'Reconnecting...' });
  await expect(indicator).toBeVisible();
  await expect(indicator).toBeHidden();
});

test('a returning tab asks for the session, the organizations and their permissions in one round', async ({
  page,
  context,
}) => {
  await signIn(page, 'admin@paydesk.test');
  const tab = await context.newPage();
  // What each request asks for, in the order they were sent; the push channel's subscription is one of them.
  const sent: string[] = [];
  tab.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path === '/api/broadcasting/auth') sent.push('subscription');
    if (path !== '/api/main') return;
    const { data } = JSON.parse(request.postData() ?? '{}');
    sent.push(
      data.action + (data.payload?.data?.attributes?.resourceId ? ' on the organization' : ''),
    );
  });
  await tab.goto('/');
  await expect(tab.getByTestId('key-figures')).toBeVisible();

  // Posted while the push connection is set up, all four are answered at once after the subscription: the
  // organizations and their permissions no longer wait for the session's answers, one round after the other.
  expect(sent.slice(0, sent.indexOf('subscription')).sort()).toEqual([
    'identities/getMyPermissions',
    'identities/getMyPermissions on the organization',
    'identities/listMyResources',
    'users/me',
  ]);
});

import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoAxeViolationsInBothThemes } from './axe';
import { expect, test, signIn } from './fixtures';

// The expanded sidebar; tall enough that the whole form is on screen for axe.
test.use({ viewport: { width: 1500, height: 1600 } });
test.setTimeout(120_000);

const SLOW = { timeout: 60_000 };
const DAY = 24 * 60 * 60 * 1000;

/** The emulator's clock (the dashboard's dates follow it, not the machine's). */
async function emulatorNow(request: APIRequestContext): Promise<number> {
  const answer = await request.post('/__test/clock', { data: { advanceMs: 0 } });
  return Date.parse(((await answer.json()) as { meta: { now: string } }).meta.now);
}

/** A REST call with a key, from the socket's address or (test mode only) a forwarded one. */
const rest = (request: APIRequestContext, secret: string, forwardedFor?: string) => ({
  get: (path: string) =>
    request.get(path, {
      headers: {
        authorization: `Bearer ${secret}`,
        ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
      },
    }),
  post: (path: string, data: unknown) =>
    request.post(path, { headers: { authorization: `Bearer ${secret}` }, data }),
});

async function openApiKeys(page: Page) {
  await signIn(page, 'admin@paydesk.test', SLOW);
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  // The Developers group of the sidebar opens on demand.
  await nav.getByRole('button', { name: 'Developers' }).click();
  await nav.getByRole('link', { name: 'API keys', exact: true }).click();
  await expect(page).toHaveTitle('API keys · Paydesk');
}

const permissionsGroup = (page: Page) => page.getByRole('group', { name: 'Permissions' });
const level = (page: Page, group: string, name: 'None' | 'View' | 'Full') =>
  page.getByRole('radiogroup', { name: group, exact: true }).getByRole('radio', { name });
/** react-aria's choices, by keyboard (their labels cover the inputs). */
const choose = (page: Page, group: string, name: 'None' | 'View' | 'Full') =>
  level(page, group, name).press('Space');

/** Reads the one-time secret from its screen. */
async function secretOf(page: Page): Promise<string> {
  const secret = page.getByTestId('api-key-secret');
  await expect(secret).toHaveText(/^pd_live_/, SLOW);
  return (await secret.textContent())!.trim();
}

test('a key with View on transactions only reads transactions, is refused a refund, and shows its last use', async ({
  page,
  request,
}) => {
  await openApiKeys(page);
  await expect(page.getByText('No API keys yet')).toBeVisible(SLOW);
  await expectNoAxeViolationsInBothThemes(page);

  await page.getByRole('button', { name: 'Create API key' }).click();
  await expect(page).toHaveTitle('Create API key · Paydesk');
  await page.getByRole('textbox', { name: /^Name/ }).fill('Order backend');
  await expectNoAxeViolationsInBothThemes(page);

  // Nothing is sent without a permission: the spec's text at the matrix.
  await page.getByRole('button', { name: 'Create API key' }).click();
  await expect(permissionsGroup(page)).toHaveAccessibleDescription(
    'Select at least one permission',
  );
  await expect(page.getByTestId('api-key-secret')).toHaveCount(0);

  // The shortcut sets every row; one row back to None, then transactions' group (payments) at View only.
  await page.getByRole('button', { name: 'All View' }).click();
  await expect(level(page, 'Refunds', 'View')).toBeChecked();
  await page.getByRole('button', { name: 'Clear' }).click();
  await choose(page, 'Payments', 'View');
  await expect(permissionsGroup(page)).not.toHaveAccessibleDescription(/Select/);
  await page.getByRole('button', { name: 'Create API key' }).click();

  const secret = await secretOf(page);
  await expect(page.getByText('Copy this secret now')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Copy secret key' })).toBeVisible();
  // react-aria announced the pending submit button through a live region labelled by it; the button is gone with
  // the form, and the announcer empties its region after a few seconds (until then axe sees an empty label).
  await expect(page.locator('[role="img"][aria-labelledby]')).toHaveCount(0, { timeout: 15_000 });
  await expectNoAxeViolationsInBothThemes(page);

  const key = rest(request, secret);
  const list = await key.get('/v1/transactions?limit=5');
  expect(list.status()).toBe(200);
  const transactions = (await list.json()) as { data: { id: string }[] };
  expect(transactions.data).toHaveLength(5);
  const refund = await key.post('/v1/refunds', {
    transaction_id: transactions.data[0]!.id,
    amount: 100,
  });
  expect(refund.status()).toBe(403);

  await page.getByRole('button', { name: 'I have copied the secret' }).click();
  await expect(page).toHaveTitle('Order backend · Paydesk', SLOW);
  await expect(page.getByTestId('api-key-last-used')).not.toHaveText('Never');
  await expect(page.getByTestId('api-key-last-used-ip')).toHaveText(/\d/);
  await expectNoAxeViolationsInBothThemes(page);
  // The secret is never shown again.
  await expect(page.getByText(secret)).toHaveCount(0);

  // Revoke: confirmed, then every request with the key is refused.
  await page.getByRole('button', { name: 'Revoke', exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Revoke key' }).click();
  await expect(page.locator('[data-status="revoked"]')).toBeVisible(SLOW);
  expect((await key.get('/v1/transactions')).status()).toBe(401);
});

test('a key limited to an IP range is refused from another address, and an expired key gets 401', async ({
  page,
  request,
}) => {
  await openApiKeys(page);
  await page.getByRole('button', { name: 'Create API key' }).click();
  await page.getByRole('textbox', { name: /^Name/ }).fill('Office only');
  await choose(page, 'Payments', 'View');
  const ips = page.getByRole('textbox', { name: /^Allowed IP addresses/ });
  await ips.fill('203.0.113.0/24\n10.0.0.300');
  await page.getByRole('button', { name: 'Create API key' }).click();
  await expect(ips).toHaveAccessibleDescription(/CIDR range: 10\.0\.0\.300/);
  await ips.fill('203.0.113.0/24');
  // The last day is the emulator's today: the key stops at the start of tomorrow.
  await page.getByRole('checkbox', { name: /^Expires/ }).press('Space');
  const today = new Date(await emulatorNow(request)).toISOString().slice(0, 10);
  await page.getByLabel(/^Last day/).fill(today);
  await page.getByRole('button', { name: 'Create API key' }).click();
  const secret = await secretOf(page);

  expect((await rest(request, secret, '203.0.113.9').get('/v1/transactions')).status()).toBe(200);
  const outside = await rest(request, secret, '198.51.100.7').get('/v1/transactions');
  expect(outside.status()).toBe(403);
  expect(((await outside.json()) as { errors: { code: string }[] }).errors[0]!.code).toBe(
    'ip-not-allowed',
  );

  await request.post('/__test/clock', { data: { advanceMs: 2 * DAY } });
  const expired = await rest(request, secret, '203.0.113.9').get('/v1/transactions');
  expect(expired.status()).toBe(401);
  expect(((await expired.json()) as { errors: { code: string }[] }).errors[0]!.code).toBe(
    'expired-api-key',
  );
});

test('a key made from a project is locked to it, with breadcrumbs back to the project', async ({
  page,
}) => {
  await openApiKeys(page);
  await page.goto('/projects');
  await page.getByRole('link', { name: 'Retail Web Shop', exact: true }).first().click();
  await expect(page).toHaveURL(/\/projects\/[^/]+$/, SLOW);
  const projectUrl = new URL(page.url()).pathname;
  await page.goto(`${projectUrl}/api-keys/create`);
  await expect(page.getByRole('textbox', { name: /^Project/ })).toHaveValue(
    'Retail Web Shop',
    SLOW,
  );
  const trail = page.getByRole('navigation', { name: 'Breadcrumbs' });
  await expect(trail.getByRole('link', { name: 'Projects' })).toBeVisible();
  await page.getByRole('textbox', { name: /^Name/ }).fill('Web shop backend');
  await choose(page, 'Refunds', 'Full');
  await page.getByRole('button', { name: 'Create API key' }).click();
  await secretOf(page);
  await page.getByRole('button', { name: 'I have copied the secret' }).click();
  await expect(page).toHaveURL(new RegExp(`${projectUrl}/api-keys/key_`), SLOW);
  await expect(page.getByText('Retail Web Shop').first()).toBeVisible();
  await expect(trail.getByRole('link', { name: 'Project', exact: true })).toHaveAttribute(
    'href',
    projectUrl,
  );
});

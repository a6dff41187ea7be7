import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoAxeViolationsInBothThemes } from './axe';
import { expect, signIn, test } from './fixtures';
import { sidebarReady } from './sidebar';

// The expanded sidebar (above 1400 px); tall enough that axe sees the figures, chart and rows on screen.
test.use({ viewport: { width: 1500, height: 2000 } });
// Several round trips and axe runs per test on a shared machine.
test.describe.configure({ timeout: 240_000 });

const ADMIN = 'admin@paydesk.test';
const SUPPORT = 'support@paydesk.test';

interface CurrencyBalance {
  currency: string;
  exponent: number;
  accountId: string;
  available: number;
  pending: number;
  reserved: number;
}

/** Posts a money action the way the client does and reads its kept answer. */
async function postMoney<T>(request: APIRequestContext, action: string, payload: unknown) {
  const requestReference = randomUUID();
  const posted = await request.post('/api/money', {
    headers: { 'Content-Type': 'application/vnd.api+json' },
    data: { data: { requestReference, action, payload } },
  });
  expect(posted.ok()).toBe(true);
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const answer = await request.get(`/api/answers/${requestReference}`);
    if (answer.status() !== 202) {
      const body = (await answer.json()) as { document?: T } & Record<string, unknown>;
      return (body.document ?? body) as T;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('no answer');
}

/** `EUR 1,234.50` as the dashboard writes it in English (spaces normalised). */
function amountText(minor: number, currency: string, exponent: number): string {
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency,
    currencyDisplay: 'code',
    minimumFractionDigits: exponent,
    maximumFractionDigits: exponent,
  })
    .format(minor / 10 ** exponent)
    .replace(/\s/g, ' ');
}

/** `EUR 1,234.50` or `-EUR 1.00` → minor units (exponent 2). */
const minorOf = (text: string) => Math.round(Number(text.replace(/[^\d.-]/g, '')) * 100);

/** The figure of one bucket inside a container (a currency's card, an account page). */
const figure = (page: Page, bucket: string) =>
  page.locator(`[data-bucket="${bucket}"]`).first().getByRole('definition').first();

/** Opens a sidebar group and follows one of its links with the keyboard. */
async function followSidebar(page: Page, group: string, link: string) {
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  const button = nav.getByRole('button', { name: group, exact: true });
  if ((await button.getAttribute('aria-expanded')) === 'false') await button.press('Enter');
  await nav
    .getByRole('group', { name: group })
    .getByRole('link', { name: link, exact: true })
    .press('Enter');
}

/** The organization the dashboard asks about: read from its own balances request. */
async function openBalances(page: Page): Promise<string> {
  const request = page.waitForRequest((sent) => (sent.postData() ?? '').includes('balances/get'));
  await followSidebar(page, 'Billing', 'Balances');
  const body = JSON.parse((await request).postData() ?? '{}') as {
    data: { payload: { data: { attributes: { resourceId: string } } } };
  };
  await expect(page).toHaveTitle('Balances · Paydesk');
  return body.data.payload.data.attributes.resourceId;
}

test('balances show each currency’s available, pending and reserved amounts as the emulator has them', async ({
  page,
}) => {
  await signIn(page, ADMIN);
  const organizationId = await openBalances(page);
  const answer = await postMoney<{ data: { attributes: { currencies: CurrencyBalance[] } } }>(
    page.request,
    'balances/get',
    { data: { type: 'balances-request', attributes: { resourceId: organizationId } } },
  );
  const currencies = answer.data.attributes.currencies;
  expect(currencies.length).toBeGreaterThan(0);
  for (const balance of currencies) {
    const card = page.getByRole('region', { name: balance.currency, exact: true });
    for (const bucket of ['available', 'pending', 'reserved'] as const) {
      await expect(card.locator(`[data-bucket="${bucket}"] dd`).first()).toHaveText(
        amountText(balance[bucket], balance.currency, balance.exponent),
      );
    }
    await expect(card.getByRole('figure')).toBeVisible();
    await expect(card.getByRole('heading', { name: 'What moves next' })).toBeVisible();
  }
  // The chart has its numbers as a table too, and "what moves next" links to the lists behind it.
  const eur = page.getByRole('region', { name: 'EUR', exact: true });
  await expect(
    eur.getByRole('table', { name: /EUR balance at the end of each day/ }),
  ).toBeAttached();
  await expect(eur.getByRole('link', { name: 'EUR account entries' })).toHaveAttribute(
    'href',
    /^\/accounts\/.+/,
  );
  await expectNoAxeViolationsInBothThemes(page);
});

test('accounts list one account per currency; an account’s filtered entries survive a reload', async ({
  page,
}) => {
  await signIn(page, ADMIN);
  await followSidebar(page, 'Accounts', 'Balances');
  await expect(page).toHaveTitle('Accounts · Paydesk');
  const accounts = page.getByRole('grid', { name: 'Accounts' });
  await expect(accounts.getByRole('columnheader')).toContainText([
    'Currency',
    'Available',
    'Pending',
    'Reserved',
    'Opened',
  ]);
  await expect(accounts.getByRole('rowheader', { name: 'EUR' })).toBeVisible();
  const currencies = await accounts.getByRole('rowheader').allTextContents();
  expect(new Set(currencies).size).toBe(currencies.length);
  await expectNoAxeViolationsInBothThemes(page);

  await accounts.getByRole('rowheader', { name: 'EUR' }).getByRole('link').click();
  await expect(page).toHaveURL(/\/accounts\/[^/?]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'EUR account' })).toBeVisible();
  await expect(page).toHaveTitle('EUR · Paydesk');
  const trail = page.getByRole('navigation', { name: 'Breadcrumbs' });
  await expect(trail.getByRole('link', { name: 'Accounts' })).toHaveAttribute('href', '/accounts');

  // Refund debits only, from the URL: every row is a refund debit, and a reload shows the same.
  const url = new URL(page.url());
  url.search = `?reason=${encodeURIComponent(JSON.stringify(['refund']))}&direction=debit`;
  await page.goto(url.toString());
  const entries = page.getByRole('grid', { name: 'Entries' });
  const rows = entries.getByRole('row').filter({ has: page.getByRole('rowheader') });
  const check = async () => {
    await expect(rows.first()).toBeVisible();
    const texts = await rows.evaluateAll((elements) =>
      elements.slice(0, 10).map((row) => row.textContent ?? ''),
    );
    for (const text of texts) {
      expect(text).toContain('Refund');
      expect(text).toContain('Debit');
      expect(text).toMatch(/-EUR/);
    }
    await expect(rows.first().getByRole('link', { name: /^Transaction / })).toHaveAttribute(
      'href',
      /^\/transactions\//,
    );
  };
  await check();
  await page.reload();
  await expect(page).toHaveURL(/reason=.*refund/);
  await expect(page).toHaveURL(/direction=debit/);
  await check();
  await expect(page.getByRole('button', { name: /Filters/ })).toBeVisible();
  await expectNoAxeViolationsInBothThemes(page);
});

test('a refund made on /transactions shows up as a debit entry and lowers the balance without a reload', async ({
  page,
  context,
}) => {
  await signIn(page, ADMIN);
  await page.goto('/accounts');
  const accounts = page.getByRole('grid', { name: 'Accounts' });
  await accounts.getByRole('rowheader', { name: 'EUR' }).getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: 'EUR account' })).toBeVisible();
  const accountUrl = page.url();
  const available = figure(page, 'available');
  await expect(available).toHaveText(/EUR/);
  const before = minorOf((await available.textContent()) ?? '');

  // A charge of this account (so of a live project of this organization), refunded in a second tab.
  const charges = await context.newPage();
  await charges.goto(`${accountUrl}?reason=${encodeURIComponent(JSON.stringify(['charge']))}`);
  const chargeLinks = charges
    .getByRole('grid', { name: 'Entries' })
    .getByRole('link', { name: /^Transaction / });
  await expect(chargeLinks.first()).toBeVisible();
  let refunded = false;
  for (let index = 0; index < 5 && !refunded; index += 1) {
    await chargeLinks.nth(index).click();
    await expect(charges).toHaveURL(/\/transactions\//);
    const refund = charges.getByRole('button', { name: 'Refund', exact: true });
    await expect(charges.getByRole('heading', { level: 1 })).toBeVisible();
    if (await refund.isVisible()) {
      await refund.click();
      const dialog = charges.getByRole('dialog', { name: 'Refund' });
      await dialog.getByRole('textbox', { name: 'Amount' }).fill('1.00');
      await dialog.getByRole('button', { name: 'Continue' }).click();
      await dialog.getByRole('button', { name: 'Refund EUR 1.00' }).click();
      await expect(charges.getByText('Refund created')).toBeVisible();
      refunded = true;
    } else {
      await charges.goBack();
    }
  }
  expect(refunded).toBe(true);

  // The first tab was not reloaded: the pushed ledger-changed notice refreshed it.
  const first = page
    .getByRole('grid', { name: 'Entries' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader') })
    .first();
  await expect(first).toContainText('Refund');
  await expect(first).toContainText('Debit');
  await expect(first).toContainText('-EUR 1.00');
  await expect.poll(async () => minorOf((await available.textContent()) ?? '')).toBe(before - 100);
  await expect(first).toContainText(amountText(before - 100, 'EUR', 2));
});

// The emulator's refusal of the same actions is apps/emulator/test/money.test.ts ("refuses each action…").
test('without the permissions the balances and accounts do not exist', async ({ page }) => {
  await signIn(page, SUPPORT);
  const nav = await sidebarReady(page);
  await expect(nav.getByRole('button', { name: 'Billing', exact: true })).toHaveCount(0);
  await expect(nav.getByRole('button', { name: 'Accounts', exact: true })).toHaveCount(0);
  for (const path of ['/balances', '/accounts', '/accounts/acc_anything']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page).toHaveTitle('Page not found · Paydesk');
  }
});

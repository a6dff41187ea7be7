import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expectNoAxeViolationsInBothThemes } from './axe';
import { expect as baseExpect, test, signIn } from './fixtures';
import { sidebarReady } from './sidebar';

// The expanded sidebar (above 1400 px); tall enough that axe sees every rendered row on screen.
test.use({ viewport: { width: 1500, height: 2200 } });
// Each test checks axe on two to four pages, in both themes.
test.describe.configure({ timeout: 180_000 });
/** Money pages wait on the emulator's ledger queries: room for a busy machine. */
const expect = baseExpect.configure({ timeout: 15_000 });

const ADMIN = 'admin@paydesk.test';
const SHOTS = process.env.E2E_SHOTS;

/** TanStack Router keeps arrays in the search as JSON. */
const list = (values: string[]) => encodeURIComponent(JSON.stringify(values));

/** A money action posted the way the client does, with the page's session; its kept answer. */
async function moneyCall(page: Page, action: string, id: string | undefined, payload?: unknown) {
  const requestReference = randomUUID();
  const posted = await page.request.post('/api/money', {
    headers: { 'Content-Type': 'application/vnd.api+json' },
    data: { data: { requestReference, action, id, payload } },
  });
  expect(posted.ok(), await posted.text()).toBe(true);
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const answer = await page.request.get(`/api/answers/${requestReference}`);
    if (answer.status() !== 202) {
      const body = (await answer.json()) as { document?: unknown } & Record<string, unknown>;
      return (body.document ?? body) as MoneyAnswer;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('no answer');
}
interface MoneyAnswer {
  data: { id: string; attributes: Record<string, unknown> }[];
}

/** The first page of a money list of the selected organization, as the emulator answers it. */
const emulatorList = (
  page: Page,
  action: string,
  organizationId: string,
  attributes: Record<string, unknown> = {},
) =>
  moneyCall(page, action, undefined, {
    data: { type: 'list-request', attributes: { resourceId: organizationId, ...attributes } },
  });

const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: false });
};

/** The organization a list screen asks about, read from its own first request. */
async function openList(page: Page, path: string, action: string) {
  const listed = page.waitForRequest(
    (request) =>
      request.url().endsWith('/api/money') && request.postData()?.includes(`"${action}"`) === true,
  );
  await page.goto(path);
  const body = JSON.parse((await listed).postData() ?? '{}') as {
    data: { payload: { data: { attributes: { resourceId: string } } } };
  };
  return body.data.payload.data.attributes.resourceId;
}

/** The ids of the first rows of a grid, in order. */
const rowIds = async (page: Page, grid: string, count: number) => {
  const headers = page.getByRole('grid', { name: grid }).getByRole('rowheader');
  await expect(headers.first()).toBeVisible();
  return (await headers.allTextContents()).slice(0, count).map((text) => text.trim());
};

/** The sidebar group (Billing or Accounts), opened with the keyboard. */
async function navGroup(page: Page, name: string) {
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  const group = nav.getByRole('button', { name, exact: true });
  if ((await group.getAttribute('aria-expanded')) === 'false') await group.press('Enter');
  return nav;
}

async function switchToTravel(page: Page) {
  const switcher = page.getByRole('button', { name: /^Organization/ });
  await switcher.click();
  await page.getByRole('menuitemradio', { name: 'Acme Travel' }).click();
  await expect(switcher).toContainText('Acme Travel');
}

test('processing payouts: the seeded rows, a status filter that survives a reload, a failed payout with its reason', async ({
  page,
}) => {
  await signIn(page, ADMIN);
  const listed = page.waitForRequest(
    (request) =>
      request.url().endsWith('/api/money') &&
      request.postData()?.includes('"payouts/list"') === true,
  );
  await (
    await navGroup(page, 'Billing')
  )
    .getByRole('link', { name: 'Processing payouts' })
    .press('Enter');
  await expect(page).toHaveURL(/\/payouts$/);
  await expect(page).toHaveTitle('Processing payouts · Paydesk');
  const organizationId = (
    JSON.parse((await listed).postData() ?? '{}') as {
      data: { payload: { data: { attributes: { resourceId: string } } } };
    }
  ).data.payload.data.attributes.resourceId;
  const grid = page.getByRole('grid', { name: 'Processing payouts' });
  await expect(grid.getByRole('columnheader')).toContainText([
    'Created',
    'Payout',
    'Status',
    'Amount',
    'Paid, failed or expected',
    'Reference',
  ]);
  const seeded = await emulatorList(page, 'payouts/list', organizationId, { page: { size: 5 } });
  await expect
    .poll(() => rowIds(page, 'Processing payouts', 5))
    .toEqual(seeded.data.map((row) => row.id));
  await shot(page, 'payouts');
  await expectNoAxeViolationsInBothThemes(page);

  await page.goto(`/payouts?status=${list(['failed'])}`);
  const failed = await emulatorList(page, 'payouts/list', organizationId, {
    filters: [['status', '=', 'failed']],
  });
  expect(failed.data.length).toBeGreaterThan(0);
  await expect(grid.getByRole('rowheader')).toHaveCount(failed.data.length);
  await page.reload();
  await expect(page).toHaveURL(/status=.*failed/);
  await expect(grid.getByRole('rowheader')).toHaveCount(failed.data.length);
  expect(new Set(await grid.locator('[data-status]').allTextContents())).toEqual(
    new Set(['Failed']),
  );
  await expect(grid).toContainText(
    /The bank account is closed|The bank account details are invalid|The bank account is frozen|The bank rejected the payout/,
  );

  await grid.getByRole('rowheader').first().getByRole('link').click();
  const id = failed.data[0]!.id;
  await expect(page).toHaveURL(new RegExp(`/payouts/${id}$`));
  await expect(page.getByRole('heading', { level: 1, name: /^Payout of / })).toBeVisible();
  await expect(page.locator('header [data-status]').first()).toHaveText('Failed');
  const timeline = page.getByRole('list', { name: 'Status timeline' });
  await expect(timeline.getByRole('listitem')).toHaveCount(3);
  await expect(timeline.locator('[aria-current="step"]')).toContainText('Failed');
  await expect(timeline).toContainText('The amount was returned to your available balance.');
  const details = page.getByRole('region', { name: 'Details' });
  await expect(details).toContainText(String(failed.data[0]!.attributes.reference));
  await expect(details).toContainText(String(failed.data[0]!.attributes.payoutMethodId));
  await shot(page, 'payout-failed');
  await expectNoAxeViolationsInBothThemes(page);
});

test('a paid payout links to the settlements it paid out, and each settlement links back', async ({
  page,
}) => {
  await signIn(page, ADMIN);
  const organizationId = await openList(page, `/payouts?status=${list(['paid'])}`, 'payouts/list');
  const paid = await emulatorList(page, 'payouts/list', organizationId, {
    filters: [['status', '=', 'paid']],
    page: { size: 500 },
  });
  const settlements = await emulatorList(page, 'settlements/list', organizationId, {
    page: { size: 500 },
  });
  // A paid automatic payout that paid out settlements (the seed pays them weekly).
  const payoutId = settlements.data
    .map((row) => row.attributes.payoutId)
    .find((id) => paid.data.some((payout) => payout.id === id)) as string;
  expect(payoutId).toBeTruthy();
  const paidOut = settlements.data.filter((row) => row.attributes.payoutId === payoutId);

  await page.goto(`/payouts/${payoutId}`);
  await expect(page.locator('header [data-status]').first()).toHaveText('Paid');
  const timeline = page.getByRole('list', { name: 'Status timeline' });
  await expect(timeline.locator('[aria-current="step"]')).toContainText('Paid');
  await expect(page.getByRole('region', { name: 'Details' })).toContainText(
    'None: an automatic payout',
  );
  const card = page.getByRole('list', { name: 'Settlements paid out' });
  await expect(card.getByRole('link')).toHaveCount(paidOut.length);
  await shot(page, 'payout-paid');

  await card.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/settlement\/stl_/);
  await expect(page.getByRole('heading', { level: 1, name: /^Settlement of / })).toBeVisible();
  await page.getByRole('link', { name: payoutId }).click();
  await expect(page).toHaveURL(new RegExp(`/payouts/${payoutId}$`));
});

test('settlement payouts: the seeded rows, a currency filter that survives a reload, the figures of one settlement', async ({
  page,
}) => {
  await signIn(page, ADMIN);
  await (
    await navGroup(page, 'Accounts')
  )
    .getByRole('link', { name: 'Settlement payouts' })
    .press('Enter');
  await expect(page).toHaveURL(/\/settlement$/);
  await expect(page).toHaveTitle('Settlement payouts · Paydesk');
  const organizationId = await openList(
    page,
    `/settlement?currency=${list(['USD'])}`,
    'settlements/list',
  );
  const usd = await emulatorList(page, 'settlements/list', organizationId, {
    filters: [['currency', '=', 'USD']],
    page: { size: 5 },
  });
  await expect
    .poll(() => rowIds(page, 'Settlement payouts', 5))
    .toEqual(usd.data.map((row) => row.id));
  await page.reload();
  await expect(page).toHaveURL(/currency=.*USD/);
  await expect
    .poll(() => rowIds(page, 'Settlement payouts', 5))
    .toEqual(usd.data.map((row) => row.id));
  await shot(page, 'settlements');
  await expectNoAxeViolationsInBothThemes(page);

  // A settlement already paid out (the newest wait for the next weekly payout).
  const settlement = (
    await emulatorList(page, 'settlements/list', organizationId, {
      filters: [['currency', '=', 'USD']],
      page: { size: 30 },
    })
  ).data.find((row) => row.attributes.payoutId)!;
  const grid = page.getByRole('grid', { name: 'Settlement payouts' });
  await grid.getByRole('rowheader').filter({ hasText: settlement.id }).getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/settlement/${settlement.id}$`));
  const figures = page.getByRole('region', { name: 'From gross to net' });
  for (const term of ['Gross', 'Fees', 'Refunds', 'Chargebacks', 'Reserve held', 'Net paid'])
    await expect(figures.getByText(term, { exact: true })).toBeVisible();
  await expect(figures).toContainText('USD');
  const payoutLink = page.getByRole('link', { name: String(settlement.attributes.payoutId) });
  await expect(payoutLink).toHaveAttribute(
    'href',
    `/payouts/${String(settlement.attributes.payoutId)}`,
  );
  await shot(page, 'settlement');
  await expectNoAxeViolationsInBothThemes(page);
});

test('rolling reserves: Acme Retail holds none, Acme Travel’s are listed, filtered and open with their settlement', async ({
  page,
}) => {
  await signIn(page, ADMIN);
  await page.goto('/rollings');
  await expect(page.getByText('No rolling reserves', { exact: true })).toBeVisible();
  await expectNoAxeViolationsInBothThemes(page);

  await switchToTravel(page);
  const organizationId = await openList(
    page,
    `/rollings?status=${list(['held'])}`,
    'rolling-reserves/list',
  );
  const held = await emulatorList(page, 'rolling-reserves/list', organizationId, {
    filters: [['status', '=', 'held']],
    page: { size: 5 },
  });
  expect(held.data.length).toBeGreaterThan(0);
  await expect
    .poll(() => rowIds(page, 'Rolling reserves', 5))
    .toEqual(held.data.map((row) => row.id));
  await page.reload();
  await expect(page).toHaveURL(/status=.*held/);
  const grid = page.getByRole('grid', { name: 'Rolling reserves' });
  await expect(grid.locator('[data-status]').first()).toHaveText('Held');
  expect(new Set(await grid.locator('[data-status]').allTextContents())).toEqual(new Set(['Held']));
  await shot(page, 'rollings');
  await expectNoAxeViolationsInBothThemes(page);

  const reserve = held.data[0]!;
  await grid.getByRole('rowheader').first().getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/rollings/${reserve.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: /^Reserve of / })).toBeVisible();
  const details = page.getByRole('region', { name: 'Details' });
  await expect(details).toContainText('Release date');
  await expect(details).toContainText(
    'Not yet: it returns to your available balance on the release date',
  );
  await shot(page, 'rolling');
  await expectNoAxeViolationsInBothThemes(page);
  await details.getByRole('link', { name: /^Settlement of / }).click();
  await expect(page).toHaveURL(
    new RegExp(`/settlement/${String(reserve.attributes.settlementId)}$`),
  );
  await expect(page.getByRole('region', { name: 'From gross to net' })).toBeVisible();
});

test('a pending payout is paid when the emulator clock passes its expected date', async ({
  page,
}) => {
  await signIn(page, ADMIN);
  const organizationId = await openList(page, '/payouts', 'payouts/list');
  const pending = await emulatorList(page, 'payouts/list', organizationId, {
    filters: [['status', 'in', ['new', 'pending']]],
  });
  const payout = pending.data[0]!;
  expect(payout).toBeTruthy();
  await page.goto(`/payouts/${payout.id}`);
  const timeline = page.getByRole('list', { name: 'Status timeline' });
  await expect(timeline).toContainText('Expected to arrive');
  const now = Date.parse(
    (
      (await (await page.request.post('/__test/clock', { data: { advanceMs: 0 } })).json()) as {
        meta: { now: string };
      }
    ).meta.now,
  );
  const advanceMs = Date.parse(String(payout.attributes.expectedAt)) - now + 60_000;
  expect((await page.request.post('/__test/clock', { data: { advanceMs } })).ok()).toBe(true);
  // A day later the session has lapsed: sign in again and read the payout anew.
  await signIn(page, ADMIN);
  await page.goto(`/payouts/${payout.id}`);
  await expect(page.locator('header [data-status]').first()).toHaveText('Paid');
  await expect(timeline.locator('[aria-current="step"]')).toContainText('Paid');
});

test('without the payouts, reserves and settlement permissions the screens do not exist', async ({
  page,
}) => {
  await signIn(page, 'support@paydesk.test');
  const nav = await sidebarReady(page);
  await expect(nav.getByRole('link', { name: 'Processing payouts' })).toHaveCount(0);
  for (const path of [
    '/payouts',
    '/rollings',
    '/settlement',
    '/payouts/po_1',
    '/settlement/stl_1',
  ]) {
    await page.goto(path);
    await expect(page).toHaveTitle('Page not found · Paydesk');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  }
  await expectNoAxeViolationsInBothThemes(page);
});

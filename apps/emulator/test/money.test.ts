// The money area through the real api-client: balances, accounts and entries, payouts and payout requests,
// settlements and rolling reserves; the seeded ledger's invariants; refunds posting entries; the clock moving
// money from pending to available and payouts to paid; permissions; a reset undoing the run.
import { randomUUID } from 'node:crypto';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  PAYOUT_AMOUNT_EXCEEDS_AVAILABLE,
  money,
  payments,
  pushEvents,
  type LedgerEntryFilter,
} from '@paydesk/api-client';
import { DAY, HOUR } from '../src/infra/time.js';
import { transactionPostings, type Entry } from '../src/domain/ledger/posting.js';
import { accountIdOf } from '../src/domain/ledger/store.js';
import { Browser } from './support/emulator.js';
import { type TestClient } from './support/client.js';
import { emulatorSuite } from './support/suite.js';
import { clientsByRole, rejection } from './support/roles.js';

// Start-up generates 20,000 transactions and their ledger: give it time on a busy machine.
vi.setConfig({ hookTimeout: 60_000, testTimeout: 30_000 });
const suite = emulatorSuite();
const as = clientsByRole(suite);
let retail: string;
let travel: string;

beforeAll(async () => {
  const rows = await suite.emulator.context.db.all<{ id: string; name: string }>(
    "SELECT id, name FROM resources WHERE type = 'organization'",
  );
  retail = rows.find((row) => row.name === 'Acme Retail')!.id;
  travel = rows.find((row) => row.name === 'Acme Travel')!.id;
});
afterEach(() => {
  vi.restoreAllMocks();
});
const db = () => suite.emulator.context.db;
const now = () => suite.emulator.context.clock.now();

const list = (resourceId: string, attributes: Record<string, unknown> = {}) => ({
  data: { type: 'list-request' as const, attributes: { resourceId, ...attributes } },
});

const balances = async (client: TestClient, organizationId = retail) =>
  (
    await client.api.call(money.actions['balances/get'], {
      payload: { data: { type: 'balances-request', attributes: { resourceId: organizationId } } },
    })
  ).data.attributes.currencies;

const euro = async (client: TestClient) =>
  (await balances(client)).find((row) => row.currency === 'EUR')!;

const sqlBalances = async (organizationId: string, currency: string) => {
  const rows = await db().all<{ bucket: string; total: number }>(
    `SELECT bucket, SUM(amount) AS total FROM ledger_entries WHERE organization_id = ? AND currency = ?
     AND bucket != 'external' AND created_at <= ? GROUP BY bucket`,
    [organizationId, currency, now()],
  );
  return Object.fromEntries(rows.map((row) => [row.bucket, Number(row.total)]));
};

const methodOf = async (organizationId: string, currency: string) =>
  (await db().get<{ id: string }>(
    'SELECT id FROM payout_methods WHERE organization_id = ? AND currency = ?',
    [organizationId, currency],
  ))!.id;

const requestPayout = (
  client: TestClient,
  amount: number,
  payoutMethodId: string,
  currency = 'EUR',
) =>
  client.api.call(money.actions['payout-requests/create'], {
    payload: {
      data: {
        type: 'payout-request',
        attributes: { resourceId: retail, amount, currency, payoutMethodId },
      },
    },
  });

describe('the seeded ledger', () => {
  it('balances every posting and the whole journal to zero', async () => {
    const unbalanced = await db().all(
      'SELECT posting_id, SUM(amount) AS total FROM ledger_entries GROUP BY posting_id HAVING total != 0 LIMIT 5',
    );
    expect(unbalanced).toEqual([]);
    const { total } = (await db().get<{ total: number }>(
      'SELECT SUM(amount) AS total FROM ledger_entries',
    ))!;
    expect(Number(total)).toBe(0);
  });

  it('posts each transaction exactly as the run-time rules would (SQL and JavaScript agree)', async () => {
    const sample = await db().all<Record<string, unknown>>(
      `SELECT * FROM transactions WHERE organization_id IN (?, ?) AND result = 'success'
       AND type IN ('charge', 'charge-capture', 'charge-recurring', 'refund', 'chargeback', 'chargeback-refund', 'rapid-dispute')
       AND project_id IN (SELECT id FROM resources WHERE json_extract(attributes, '$.mode') = 'live')
       ORDER BY id LIMIT 400`,
      [retail, travel],
    );
    expect(sample.length).toBeGreaterThan(100);
    for (const row of sample) {
      const expected = transactionPostings({
        id: String(row.id),
        organizationId: String(row.organization_id),
        currency: String(row.currency),
        type: String(row.type),
        status: String(row.status),
        result: String(row.result),
        amount: Number(row.amount),
        fee: Number(row.fee),
        createdAt: Number(row.created_at),
      }).filter((entry) => entry.postingId === `trx:${String(row.id)}`);
      const stored = await db().all<Record<string, unknown>>(
        "SELECT * FROM ledger_entries WHERE transaction_id = ? AND posting_id LIKE 'trx:%' ORDER BY id",
        [String(row.id)],
      );
      const shape = (entry: Entry) => [
        entry.id,
        entry.bucket,
        entry.amount,
        entry.reason,
        entry.settlementId,
        entry.createdAt,
      ];
      expect(
        stored.map((e) => [
          e.id,
          e.bucket,
          Number(e.amount),
          e.reason,
          e.settlement_id,
          Number(e.created_at),
        ]),
      ).toEqual(expected.map(shape).sort((a, b) => String(a[0]).localeCompare(String(b[0]))));
    }
  });

  it('never pays out more than is available, and has payouts paid, failed and on their way', async () => {
    const accounts = await db().all<{ organization_id: string; currency: string }>(
      'SELECT * FROM ledger_accounts',
    );
    expect(accounts.length).toBeGreaterThan(10);
    for (const account of accounts) {
      const payouts = await db().all<{ created_at: number }>(
        "SELECT DISTINCT created_at FROM ledger_entries WHERE organization_id = ? AND currency = ? AND reason = 'payout'",
        [account.organization_id, account.currency],
      );
      for (const payout of payouts) {
        const { available } = (await db().get<{ available: number }>(
          `SELECT SUM(amount) AS available FROM ledger_entries WHERE organization_id = ? AND currency = ?
           AND bucket != 'external' AND bucket = 'available' AND created_at <= ?`,
          [account.organization_id, account.currency, payout.created_at],
        ))!;
        expect(Number(available)).toBeGreaterThanOrEqual(0);
      }
    }
    const admin = await as('admin');
    const page = await admin.api.call(money.actions['payouts/list'], {
      payload: list(retail, { page: { size: 500 } }),
    });
    const statuses = new Set(page.data.map((payout) => payout.attributes.status));
    expect(statuses).toContain('paid');
    expect(statuses).toContain('failed');
    expect(
      page.data.find((payout) => payout.attributes.status === 'failed')!.attributes.failureReason,
    ).toEqual(expect.any(String));
    const requests = await (
      await as('admin')
    ).api.call(money.actions['payout-requests/list'], {
      payload: list(retail),
    });
    expect(new Set(requests.data.map((request) => request.attributes.status))).toEqual(
      new Set(['pending', 'approved', 'rejected']),
    );
  });
});

describe('balances and accounts', () => {
  it('answers per-currency balances that are the sums of the entries, with history and upcoming', async () => {
    const finance = await as('finance');
    const currencies = await balances(finance);
    expect(currencies.map((row) => row.currency)).toEqual(
      expect.arrayContaining(['EUR', 'USD', 'JPY', 'KWD']),
    );
    for (const row of currencies) {
      const sums = await sqlBalances(retail, row.currency);
      expect(row.available).toBe(sums.available ?? 0);
      expect(row.pending).toBe(sums.pending ?? 0);
      expect(row.history).toHaveLength(30);
      expect(row.history.at(-1)).toMatchObject({ available: row.available, pending: row.pending });
      expect(row.accountId).toBe(accountIdOf(retail, row.currency));
    }
    expect(currencies.find((row) => row.currency === 'JPY')!.exponent).toBe(0);
    expect(currencies.find((row) => row.currency === 'KWD')!.exponent).toBe(3);
    const eur = currencies.find((row) => row.currency === 'EUR')!;
    expect(eur.upcoming.some((item) => item.kind === 'settlement')).toBe(true);
    const travelEur = (await balances(await as('admin'), travel)).find(
      (row) => row.currency === 'EUR',
    )!;
    expect(travelEur.reserved).toBeGreaterThan(0);
  });

  it('pages an account’s entries by cursor, newest first, with running balances and filters', async () => {
    const finance = await as('finance');
    const account = accountIdOf(retail, 'EUR');
    const seen: string[] = [];
    let after: string | undefined;
    let previous = '9999';
    for (let round = 0; round < 3; round++) {
      const page = await finance.api.call(money.actions['accounts/listEntries'], {
        payload: list(account, { page: { size: 50, after } }),
      });
      for (const entry of page.data) {
        expect(entry.attributes.createdAt <= previous).toBe(true);
        previous = entry.attributes.createdAt;
        seen.push(entry.id);
      }
      after = page.meta.page.after ?? undefined;
    }
    expect(new Set(seen).size).toBe(150);
    const newest = await finance.api.call(money.actions['accounts/listEntries'], {
      payload: list(account, {
        filters: [['bucket', '=', 'available']] satisfies LedgerEntryFilter[],
        page: { size: 1 },
      }),
    });
    const { data: accountData } = await finance.api.call(money.actions['accounts/get'], {
      id: account,
    });
    expect(newest.data[0]!.attributes.balanceAfter).toBe(accountData.attributes.available);
    const refunds = await finance.api.call(money.actions['accounts/listEntries'], {
      payload: list(account, {
        filters: [
          ['reason', '=', 'refund'],
          ['direction', '=', 'debit'],
        ],
      }),
    });
    expect(refunds.data.length).toBeGreaterThan(0);
    for (const entry of refunds.data) {
      expect(entry.attributes).toMatchObject({
        reason: 'refund',
        direction: 'debit',
        bucket: 'available',
      });
      expect(entry.attributes.transactionId).toEqual(expect.any(String));
    }
  });
});

describe('a refund on /transactions', () => {
  it('posts a debit on the account in the same write and tells the sessions watching the organization', async () => {
    const admin = await as('admin');
    const before = await euro(admin);
    const original = (await db().get<{ id: string; amount: number }>(
      `SELECT id, amount FROM transactions WHERE organization_id = ? AND currency = 'EUR' AND type = 'charge'
       AND status = 'successful' AND project_id IN (SELECT id FROM resources WHERE json_extract(attributes, '$.mode') = 'live')
       ORDER BY amount DESC LIMIT 1`,
      [retail],
    ))!;
    const publish = vi.spyOn(suite.emulator.context.pusher, 'publish');
    const refund = await admin.api.call(payments.actions['transactions/refund'], {
      id: original.id,
      payload: { data: { type: 'refund-request', attributes: { amount: 1234 } } },
    });
    const entries = await admin.api.call(money.actions['accounts/listEntries'], {
      payload: list(before.accountId, { filters: [['transactionId', '=', refund.data.id]] }),
    });
    expect(entries.data).toHaveLength(1);
    expect(entries.data[0]!.attributes).toMatchObject({
      direction: 'debit',
      amount: 1234,
      reason: 'refund',
      bucket: 'available',
      balanceAfter: before.available - 1234,
    });
    expect((await euro(admin)).available).toBe(before.available - 1234);
    expect(publish).toHaveBeenCalledWith(expect.any(String), pushEvents.ledgerChanged, {
      organizationId: retail,
      currencies: ['EUR'],
    });
  });

  it('a capture credits pending, which becomes available after the settlement delay on the emulator clock', async () => {
    const admin = await as('admin');
    const authorization = (await db().get<{ id: string; amount: number; currency: string }>(
      `SELECT id, amount, currency FROM transactions WHERE organization_id = ? AND status = 'uncaptured'
       AND project_id IN (SELECT id FROM resources WHERE json_extract(attributes, '$.mode') = 'live') LIMIT 1`,
      [retail],
    ))!;
    const pick = async () =>
      (await balances(admin)).find((row) => row.currency === authorization.currency)!;
    const before = await pick();
    const capture = await admin.api.call(payments.actions['transactions/capture'], {
      id: authorization.id,
      payload: { data: { type: 'capture-request', attributes: { amount: authorization.amount } } },
    });
    const net = authorization.amount - capture.data.attributes.fee;
    const captured = await pick();
    // Pending holds the gross until settlement deducts the fee.
    expect(captured.pending).toBe(before.pending + authorization.amount);
    expect(captured.available).toBe(before.available);
    // Everything pending now has settled three days on (end of day plus the two-day delay).
    // Sessions end after 30 idle minutes: sign in again after moving the clock.
    await suite.advance(4 * DAY);
    const later = await as('admin');
    const settled = (await balances(later)).find((row) => row.currency === authorization.currency)!;
    expect(settled.pending).toBe(0);
    expect(settled.available).toBeGreaterThan(before.available + net - 1);
  });
});

describe('payout requests', () => {
  it('refuses more than the available balance at the amount field', async () => {
    const admin = await as('admin');
    const { available } = await euro(admin);
    const error = await rejection(
      requestPayout(admin, available + 1, await methodOf(retail, 'EUR')),
    );
    expect(error.errors[0]!.code).toBe('amount-exceeds-available');
    expect(error.errors[0]).toMatchObject({
      title: PAYOUT_AMOUNT_EXCEEDS_AVAILABLE,
      source: { pointer: '/data/attributes/amount' },
    });
    expect(error.errors[0]!.detail).toMatch(/^Available: \d+\.\d{2} EUR$/);
  });

  it('refuses a payout method of another currency or organization', async () => {
    const admin = await as('admin');
    const usd = await rejection(requestPayout(admin, 100, await methodOf(retail, 'USD')));
    expect(usd.errors[0]!.source?.pointer).toBe('/data/attributes/payoutMethodId');
    const foreign = await rejection(requestPayout(admin, 100, await methodOf(travel, 'EUR')));
    expect(foreign.errors[0]!.source?.pointer).toBe('/data/attributes/payoutMethodId');
  });

  it('takes the amount from available at once, then is approved, pending and paid as the clock moves', async () => {
    const admin = await as('admin');
    const before = await euro(admin);
    const made = await requestPayout(admin, 50_000, await methodOf(retail, 'EUR'));
    expect(made.data.attributes).toMatchObject({
      status: 'pending',
      amount: 50_000,
      decidedAt: null,
    });
    expect((await euro(admin)).available).toBe(before.available - 50_000);
    const payout = async () =>
      (await as('admin')).api.call(money.actions['payouts/get'], {
        id: made.data.attributes.payoutId!,
      });
    expect((await payout()).data.attributes.status).toBe('new');
    await suite.advance(4 * HOUR);
    expect((await payout()).data.attributes.status).toBe('pending');
    const requests = await (
      await as('admin')
    ).api.call(money.actions['payout-requests/list'], {
      payload: list(retail, { filters: [['status', '=', 'approved']] }),
    });
    expect(requests.data.map((request) => request.id)).toContain(made.data.id);
    await suite.advance(DAY);
    expect((await payout()).data.attributes).toMatchObject({
      status: 'paid',
      paidAt: expect.any(String),
    });
  });

  it('makes one request for one requestReference, even from two sessions', async () => {
    const first = new Browser(suite.emulator.url);
    const second = new Browser(suite.emulator.url);
    await first.signIn('admin@paydesk.test');
    await second.signIn('admin@paydesk.test');
    const requestReference = randomUUID();
    const payload = {
      data: {
        type: 'payout-request',
        attributes: {
          resourceId: retail,
          amount: 10_000,
          currency: 'EUR',
          payoutMethodId: await methodOf(retail, 'EUR'),
        },
      },
    };
    const ids: string[] = [];
    for (const browser of [first, first, second]) {
      const ack = await browser.request('POST', '/api/money', {
        data: { requestReference, action: 'payout-requests/create', payload },
      });
      expect(ack.status).toBe(202);
      let answer;
      for (let attempt = 0; attempt < 200 && answer?.status !== 200; attempt++) {
        answer = await browser.request('GET', `/api/answers/${requestReference}`);
        if (answer.status !== 200) await new Promise((resolve) => setTimeout(resolve, 5));
      }
      ids.push(answer!.json.document.data.id);
    }
    expect(new Set(ids).size).toBe(1);
    const { count } = (await db().get<{ count: number }>(
      'SELECT COUNT(*) AS count FROM wallet_payout_requests WHERE request_reference = ?',
      [requestReference],
    ))!;
    expect(Number(count)).toBe(1);
  });
});

describe('settlements and rolling reserves', () => {
  it('answers settlements whose net is gross less fees, refunds, chargebacks and reserve, with the payout that paid it', async () => {
    const admin = await as('admin');
    const page = await admin.api.call(money.actions['settlements/list'], {
      payload: list(travel, { page: { size: 200 } }),
    });
    expect(page.data.length).toBeGreaterThan(20);
    for (const { attributes } of page.data) {
      expect(attributes.net).toBe(
        attributes.gross -
          attributes.fees -
          attributes.refunds -
          attributes.chargebacks -
          attributes.reserveHeld,
      );
    }
    expect(page.data.some((settlement) => settlement.attributes.reserveHeld > 0)).toBe(true);
    const old = page.data.at(-1)!;
    expect(old.attributes.payoutId).toEqual(expect.any(String));
    const one = await admin.api.call(money.actions['settlements/get'], { id: old.id });
    expect(one.data).toEqual(old);
  });

  it('holds a share of each settlement and releases it after the holding period', async () => {
    const admin = await as('admin');
    const page = await admin.api.call(money.actions['rolling-reserves/list'], {
      payload: list(travel, { page: { size: 500 } }),
    });
    const statuses = new Set(page.data.map((reserve) => reserve.attributes.status));
    expect(statuses).toEqual(new Set(['held', 'released']));
    const held = page.data.find((reserve) => reserve.attributes.status === 'held')!;
    expect(
      (await admin.api.call(money.actions['rolling-reserves/get'], { id: held.id })).data,
    ).toEqual(held);
    await suite.advance(Date.parse(held.attributes.releaseAt) - now() + 1);
    const later = await (
      await as('admin')
    ).api.call(money.actions['rolling-reserves/list'], {
      payload: list(travel, { filters: [['status', '=', 'released']], page: { size: 500 } }),
    });
    expect(later.data.map((reserve) => reserve.id)).toContain(held.id);
  });
});

describe('one rolling reserve', () => {
  it('is read by id with the settlement it was held from; unknown, foreign or unpermitted ids are refused', async () => {
    const admin = await as('admin');
    const [reserve] = (
      await admin.api.call(money.actions['rolling-reserves/list'], { payload: list(travel) })
    ).data;
    const one = await admin.api.call(money.actions['rolling-reserves/get'], { id: reserve!.id });
    expect(one.data.attributes.settlementId).toBe(`stl${reserve!.id.slice(3)}`);
    const settlement = await admin.api.call(money.actions['settlements/get'], {
      id: one.data.attributes.settlementId,
    });
    expect(settlement.data.attributes.reserveHeld).toBe(one.data.attributes.amount);
    for (const id of [`rsv_19990101_EUR_${travel}`, one.data.attributes.settlementId, 'rsv_nope']) {
      expect(
        (await rejection(admin.api.call(money.actions['rolling-reserves/get'], { id }))).errors[0]!
          .code,
      ).toBe('not-found');
    }
    // finance@ reads money in Acme Retail only: Acme Travel's reserve does not exist for it.
    const finance = await as('finance');
    expect(
      (
        await rejection(
          finance.api.call(money.actions['rolling-reserves/get'], { id: reserve!.id }),
        )
      ).errors[0]!.code,
    ).toBe('not-found');
  });
});

describe('permissions', () => {
  it('refuses each action without its permission and hides other organizations', async () => {
    const support = await as('support');
    const denied = await rejection(balances(support));
    expect(denied.errors[0]!.code).toBe('forbidden');
    expect(
      (await rejection(support.api.call(money.actions['payouts/list'], { payload: list(retail) })))
        .errors[0]!.code,
    ).toBe('forbidden');
    expect(
      (
        await rejection(
          support.api.call(money.actions['accounts/get'], { id: accountIdOf(retail, 'EUR') }),
        )
      ).errors[0]!.code,
    ).toBe('forbidden');
    // Finance reads money but does not move it (no payouts.write).
    const finance = await as('finance');
    await balances(finance);
    expect(
      (await rejection(requestPayout(finance, 100, await methodOf(retail, 'EUR')))).errors[0]!.code,
    ).toBe('forbidden');
    // finance@ has roles in Acme Retail only: Acme Travel's account is not found.
    expect(
      (
        await rejection(
          finance.api.call(money.actions['accounts/get'], { id: accountIdOf(travel, 'EUR') }),
        )
      ).errors[0]!.code,
    ).toBe('not-found');
  });
});

describe('reset', () => {
  it('undoes the run’s entries, payouts and requests', async () => {
    const count = async () =>
      (await db().get<{ entries: number; payouts: number; requests: number }>(
        `SELECT (SELECT COUNT(*) FROM ledger_entries) AS entries, (SELECT COUNT(*) FROM payouts) AS payouts,
         (SELECT COUNT(*) FROM wallet_payout_requests) AS requests`,
      ))!;
    const before = await count();
    const admin = await as('admin');
    await requestPayout(admin, 10_000, await methodOf(retail, 'EUR'));
    expect((await count()).entries).toBeGreaterThan(before.entries);
    await suite.control.request('POST', '/__test/reset');
    expect(await count()).toEqual(before);
  });
});

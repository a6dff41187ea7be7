/**
 * Demo accounts, payout methods, weekly payouts and Acme Retail's payout requests, derived from the seeded ledger:
 * each account is walked in time order and every payout takes at most what is available then, so no seeded
 * payout overdraws. Deterministic: a seeded generator, and times relative to the end of the generated period.
 */
import type { InArgs, Transaction } from '@libsql/client';
import { payoutFailureReasons } from '@paydesk/api-client';
import { idFactory, seededRandom } from '../../infra/random.js';
import { DAY, HOUR, SECOND } from '../../infra/time.js';
import { exponentOf, payoutPostings, type Entry } from '../../domain/ledger/posting.js';
import { APPROVAL_DELAY, PAYOUT_DURATION } from '../../domain/ledger/payouts.js';
import {
  demoBankAccount,
  demoExtraMethods,
  EXTRA_METHODS_SEED,
  methodColumns,
} from './payoutMethods.js';
import {
  MERCHANT_SIDE,
  accountIdOf,
  entryColumns,
  entryValues,
} from '../../domain/ledger/store.js';

const PAYOUTS_SEED = 20_261_125;
/** Automatic payouts run weekly, at 06:00 UTC. */
const PAYOUT_EVERY = 7 * DAY;
/** Every sixth automatic payout fails (the money comes back). */
const FAIL_EVERY = 6;
/** Acme Retail's requests from the dashboard: approved, rejected, approved…, then one still pending. */
const REQUEST_ORGANIZATION = 'Acme Retail';
const REQUEST_CURRENCIES = ['EUR', 'USD'];
/** The last request is made shortly before the end of the period, so it is still pending at start. */
const PENDING_REQUEST_AGE = 20 * 60 * SECOND;
const REJECTIONS = ['Payout method not verified', 'Requested during a compliance review'];

interface Account {
  organizationId: string;
  organizationName: string;
  currency: string;
  openedAt: number;
}

interface PayoutRow {
  id: string;
  organizationId: string;
  currency: string;
  amount: number;
  methodId: string;
  reference: string;
  requestId: string | null;
  createdAt: number;
  pendingAt: number;
  completedAt: number;
  failureReason: string | null;
}

const minimumOf = (currency: string) => 100 * 10 ** exponentOf(currency);

async function insertRows(tx: Transaction, table: string, columns: string[], rows: unknown[][]) {
  for (let start = 0; start < rows.length; start += 200) {
    const chunk = rows.slice(start, start + 200);
    const tuple = `(${columns.map(() => '?').join(', ')})`;
    await tx.execute({
      sql: `INSERT INTO ${table} (${columns.join(', ')}) VALUES ${chunk.map(() => tuple).join(', ')}`,
      args: chunk.flat() as InArgs,
    });
  }
}

export async function seedPayouts(tx: Transaction, end: number): Promise<void> {
  const random = seededRandom(PAYOUTS_SEED);
  const id = idFactory(random);
  // The extra demo methods draw from their own generator, so the payouts' ids stay as they were.
  const extraId = idFactory(seededRandom(EXTRA_METHODS_SEED));
  const accounts = (
    await tx.execute(
      `SELECT e.organization_id, r.name, e.currency, MIN(e.created_at) AS opened_at FROM ledger_entries e
       JOIN resources r ON r.id = e.organization_id
       GROUP BY e.organization_id, e.currency ORDER BY r.position, e.currency`,
    )
  ).rows.map((row): Account => ({
    organizationId: String(row.organization_id),
    organizationName: String(row.name),
    currency: String(row.currency),
    openedAt: Number(row.opened_at),
  }));
  const accountRows: unknown[][] = [];
  const methodRows: unknown[][] = [];
  const payouts: PayoutRow[] = [];
  const requestRows: unknown[][] = [];
  for (const account of accounts) {
    const { organizationId, currency } = account;
    accountRows.push([
      accountIdOf(organizationId, currency),
      organizationId,
      currency,
      account.openedAt,
      1,
    ]);
    const methodId = id('pm');
    const last4 = String(1000 + Math.floor(random() * 9000));
    methodRows.push(
      demoBankAccount(
        methodId,
        organizationId,
        account.organizationName,
        currency,
        last4,
        account.openedAt,
      ),
    );
    if (account.organizationName === REQUEST_ORGANIZATION) {
      methodRows.push(
        ...demoExtraMethods(
          extraId,
          organizationId,
          account.organizationName,
          currency,
          account.openedAt,
        ),
      );
    }
    // What moves available, in time order (settlements, releases, refunds, chargebacks).
    const deltas = (
      await tx.execute({
        sql: `SELECT created_at, SUM(amount) AS amount FROM ledger_entries
              WHERE organization_id = ? AND currency = ? AND ${MERCHANT_SIDE} AND bucket = 'available'
              GROUP BY created_at ORDER BY created_at`,
        args: [organizationId, currency],
      })
    ).rows.map((row) => ({ at: Number(row.created_at), amount: Number(row.amount) }));
    const requests =
      account.organizationName === REQUEST_ORGANIZATION && REQUEST_CURRENCIES.includes(currency);
    // Weekly payouts from a week after the first payment, requests in the middle of some weeks.
    const firstDay = Math.floor(account.openedAt / DAY) * DAY;
    const times: { at: number; kind: 'auto' | 'request' }[] = [];
    for (let at = firstDay + PAYOUT_EVERY + 6 * HOUR; at < end; at += PAYOUT_EVERY) {
      times.push({ at, kind: 'auto' });
      if (requests && at + 3 * DAY < end - DAY) times.push({ at: at + 3 * DAY, kind: 'request' });
    }
    if (requests) times.push({ at: end - PENDING_REQUEST_AGE, kind: 'request' });
    let available = 0;
    let next = 0;
    let autos = 0;
    let asked = 0;
    const returns: { at: number; amount: number }[] = [];
    for (const time of times) {
      while (next < deltas.length && deltas[next]!.at <= time.at)
        available += deltas[next++]!.amount;
      for (const back of returns.splice(0)) {
        if (back.at <= time.at) available += back.amount;
        else returns.push(back);
      }
      const share = time.kind === 'auto' ? 1 : 0.3;
      const amount = Math.floor(available * share);
      if (amount < minimumOf(currency)) continue;
      const payoutId = id('po');
      const reference = `PO-${payoutId.slice(-8).toUpperCase()}`;
      if (time.kind === 'auto') {
        autos++;
        const failureReason =
          autos % FAIL_EVERY === 0
            ? payoutFailureReasons[Math.floor(random() * payoutFailureReasons.length)]!
            : null;
        payouts.push({
          id: payoutId,
          organizationId,
          currency,
          amount,
          methodId,
          reference,
          requestId: null,
          createdAt: time.at,
          pendingAt: time.at + HOUR,
          completedAt: time.at + PAYOUT_DURATION,
          failureReason,
        });
        available -= amount;
        if (failureReason) returns.push({ at: time.at + PAYOUT_DURATION, amount });
        continue;
      }
      const requestId = id('wpr');
      const last = time.at === end - PENDING_REQUEST_AGE;
      const rejected = !last && asked % 3 === 1;
      asked++;
      requestRows.push([
        requestId,
        organizationId,
        currency,
        amount,
        methodId,
        null,
        null,
        rejected ? null : payoutId,
        time.at,
        rejected ? time.at + 2 * HOUR : time.at + APPROVAL_DELAY,
        rejected ? REJECTIONS[asked % REJECTIONS.length]! : null,
        1,
      ]);
      if (rejected) continue;
      payouts.push({
        id: payoutId,
        organizationId,
        currency,
        amount,
        methodId,
        reference,
        requestId,
        createdAt: time.at,
        pendingAt: time.at + APPROVAL_DELAY,
        completedAt: time.at + APPROVAL_DELAY + PAYOUT_DURATION,
        failureReason: null,
      });
      available -= amount;
    }
  }
  const entries: Entry[] = payouts.flatMap((payout) =>
    payoutPostings({ ...payout, failed: payout.failureReason !== null }),
  );
  await insertRows(
    tx,
    'ledger_accounts',
    ['id', 'organization_id', 'currency', 'created_at', 'seeded'],
    accountRows,
  );
  await insertRows(tx, 'payout_methods', [...methodColumns], methodRows);
  await insertRows(
    tx,
    'payouts',
    [
      'id',
      'organization_id',
      'currency',
      'amount',
      'payout_method_id',
      'reference',
      'payout_request_id',
      'created_at',
      'pending_at',
      'completed_at',
      'failure_reason',
      'seeded',
    ],
    payouts.map((p) => [
      p.id,
      p.organizationId,
      p.currency,
      p.amount,
      p.methodId,
      p.reference,
      p.requestId,
      p.createdAt,
      p.pendingAt,
      p.completedAt,
      p.failureReason,
      1,
    ]),
  );
  await insertRows(
    tx,
    'wallet_payout_requests',
    [
      'id',
      'organization_id',
      'currency',
      'amount',
      'payout_method_id',
      'request_reference',
      'identity_id',
      'payout_id',
      'created_at',
      'decided_at',
      'rejection_reason',
      'seeded',
    ],
    requestRows,
  );
  await insertRows(
    tx,
    'ledger_entries',
    [...entryColumns],
    entries.map((entry) => entryValues(entry, 1)),
  );
}

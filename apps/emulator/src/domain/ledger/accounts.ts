/** Accounts (one per organization and currency), their balances, a daily history and what is coming. */
import type { CurrencyBalance } from '@paydesk/api-client';
import type { Database } from '../../infra/db/database.js';
import { DAY, iso } from '../../infra/time.js';
import { exponentOf, type Balances } from './posting.js';
import { MERCHANT_SIDE, balancesOf, type AccountRow } from './store.js';
import { reserveIdSql } from './settlements.js';

export async function accountsOf(db: Database, organizationId: string): Promise<AccountRow[]> {
  return db.all<AccountRow>(
    'SELECT id, organization_id, currency, created_at FROM ledger_accounts WHERE organization_id = ? ORDER BY currency',
    [organizationId],
  );
}

export async function accountById(db: Database, id: string | undefined) {
  if (id === undefined) return undefined;
  return db.get<AccountRow>(
    'SELECT id, organization_id, currency, created_at FROM ledger_accounts WHERE id = ?',
    [id],
  );
}

export async function accountWithBalances(db: Database, account: AccountRow, now: number) {
  return {
    account,
    balances: await balancesOf(db, account.organization_id, account.currency, now),
  };
}

type Point = CurrencyBalance['history'][number];

/** End-of-day balances for the last `days` UTC days (today so far last): one grouped read of the window. */
async function historyOf(
  db: Database,
  account: AccountRow,
  now: number,
  days: number,
  current: Balances,
): Promise<Point[]> {
  const today = Math.floor(now / DAY) * DAY;
  const from = today - (days - 1) * DAY;
  const rows = await db.all<{ day: number; bucket: keyof Balances; total: number }>(
    `SELECT (created_at / ${DAY}) * ${DAY} AS day, bucket, SUM(amount) AS total FROM ledger_entries
     WHERE organization_id = ? AND currency = ? AND ${MERCHANT_SIDE}
       AND created_at > ? AND created_at <= ?
     GROUP BY day, bucket`,
    [account.organization_id, account.currency, from + DAY - 1, now],
  );
  // Walk back from today's balances: a day's end is the next day's end minus the next day's movements.
  const moves = new Map<number, Balances>();
  for (const row of rows) {
    const day = Number(row.day);
    const balances = moves.get(day) ?? { pending: 0, available: 0, reserved: 0 };
    balances[row.bucket] += Number(row.total);
    moves.set(day, balances);
  }
  const points: Point[] = [];
  let end = { ...current };
  for (let day = today; day >= from; day -= DAY) {
    points.push({ date: iso(day).slice(0, 10), ...end });
    const moved = moves.get(day);
    if (moved) {
      end = {
        pending: end.pending - moved.pending,
        available: end.available - moved.available,
        reserved: end.reserved - moved.reserved,
      };
    }
  }
  return points.reverse();
}

/** Scheduled entries that will move money into available, and payouts not yet completed; soonest first. */
async function upcomingOf(
  db: Database,
  account: AccountRow,
  now: number,
): Promise<CurrencyBalance['upcoming']> {
  const args = [account.organization_id, account.currency, now];
  const scheduled = await db.all<{
    kind: 'settlement' | 'reserve-release';
    id: string;
    at: number;
    amount: number;
  }>(
    `SELECT CASE reason WHEN 'settlement' THEN 'settlement' ELSE 'reserve-release' END AS kind,
       CASE reason WHEN 'settlement' THEN settlement_id ELSE ${reserveIdSql} END AS id,
       created_at AS at, SUM(amount) AS amount
     FROM ledger_entries
     WHERE organization_id = ? AND currency = ? AND ${MERCHANT_SIDE} AND bucket = 'available' AND created_at > ?
       AND reason IN ('settlement', 'reserve-release')
     GROUP BY kind, id, created_at ORDER BY created_at, id LIMIT 20`,
    args,
  );
  const payouts = await db.all<{ id: string; at: number; amount: number }>(
    `SELECT id, completed_at AS at, amount FROM payouts
     WHERE organization_id = ? AND currency = ? AND completed_at > ? AND created_at <= ?
     ORDER BY completed_at, id LIMIT 20`,
    [...args, now],
  );
  return [
    ...scheduled.map((row) => ({
      kind: row.kind,
      id: row.id,
      date: iso(Number(row.at)),
      amount: Number(row.amount),
    })),
    ...payouts.map((row) => ({
      kind: 'payout' as const,
      id: row.id,
      date: iso(Number(row.at)),
      amount: Number(row.amount),
    })),
  ]
    .sort((a, b) => a.date.localeCompare(b.date) || a.id.localeCompare(b.id))
    .slice(0, 20);
}

export async function currencyBalance(
  db: Database,
  account: AccountRow,
  now: number,
  days: number,
): Promise<CurrencyBalance> {
  const balances = await balancesOf(db, account.organization_id, account.currency, now);
  return {
    currency: account.currency,
    exponent: exponentOf(account.currency),
    accountId: account.id,
    ...balances,
    history: await historyOf(db, account, now, days, balances),
    upcoming: await upcomingOf(db, account, now),
  };
}

/**
 * An account's entries, filtered and keyset-paged like the transactions list, each with its bucket's balance
 * after it. Running balances come from one prefix SUM per bucket plus the unfiltered entries between the page's
 * ends (covering index), so a sparse filter still gets exact balances.
 */
import type { InValue } from '@libsql/client';
import type { BalanceBucket, LedgerEntry } from '@paydesk/api-client';
import type { Database } from '../../infra/db/database.js';
import { iso } from '../../infra/time.js';
import { invalid } from '../errors.js';
import type { Filter } from '../lists.js';
import {
  compileFilters,
  encodeCursor,
  keyset,
  sortOf,
  type FieldRule,
} from '../payments/listQuery.js';
import { MERCHANT_SIDE, type AccountRow, type EntryRow } from './store.js';

const IN_EQUALS = ['=', 'in'] as const;

const filterRules: Record<string, FieldRule> = {
  bucket: { kind: 'text', column: 'bucket', operators: IN_EQUALS },
  reason: { kind: 'text', column: 'reason', operators: IN_EQUALS },
  direction: {
    kind: 'custom',
    operators: ['='],
    sql: (_operator, value, at) => {
      if (value !== 'debit' && value !== 'credit')
        throw invalid('Expected credit or debit', `/data/attributes/filters/${at}/2`);
      return { sql: value === 'debit' ? 'amount < 0' : 'amount > 0', args: [] };
    },
  },
  amount: {
    kind: 'custom',
    operators: ['>=', '<='],
    sql: (operator, value, at) => {
      if (typeof value !== 'number' || !Number.isInteger(value))
        throw invalid('Expected an integer (minor units)', `/data/attributes/filters/${at}/2`);
      return { sql: `ABS(amount) ${operator} ?`, args: [value] };
    },
  },
  createdAt: { kind: 'time', column: 'created_at', operators: ['>=', '<'] },
  transactionId: { kind: 'text', column: 'transaction_id', operators: ['='] },
  payoutId: { kind: 'text', column: 'payout_id', operators: ['='] },
  settlementId: { kind: 'text', column: 'settlement_id', operators: ['='] },
};

const sortRules = { createdAt: { expression: 'created_at', key: 'created_at' } };

const MERCHANT_BUCKETS = MERCHANT_SIDE;

export interface EntryPage {
  items: LedgerEntry[];
  after: string | null;
}

export async function listEntries(
  db: Database,
  account: AccountRow,
  now: number,
  query: { filters: readonly Filter[]; sort: unknown; after: string | undefined; size: number },
): Promise<EntryPage> {
  const scope = `organization_id = ? AND currency = ? AND ${MERCHANT_BUCKETS} AND created_at <= ?`;
  const scopeArgs: InValue[] = [account.organization_id, account.currency, now];
  const { conditions, args } = compileFilters(query.filters, filterRules);
  const sort = sortOf(query.sort, sortRules, '-createdAt');
  const page = keyset(sort, query.after);
  const where = [scope, ...conditions, ...(page.condition ? [page.condition] : [])].join(' AND ');
  const rows = await db.all<EntryRow>(
    `SELECT * FROM ledger_entries WHERE ${where} ORDER BY ${page.orderBy} LIMIT ?`,
    [...scopeArgs, ...args, ...page.args, query.size + 1],
  );
  const items = rows.slice(0, query.size);
  const balances = await balancesAfter(db, account, now, items);
  const last = items.at(-1);
  return {
    items: items.map((row) => entryResource(account, row, balances.get(row.id) ?? 0)),
    after: rows.length > query.size && last ? encodeCursor(Number(last.created_at), last.id) : null,
  };
}

/** Each row's bucket balance right after it, in (created_at, id) order. */
async function balancesAfter(
  db: Database,
  account: AccountRow,
  now: number,
  rows: readonly EntryRow[],
): Promise<Map<string, number>> {
  const result = new Map<string, number>();
  if (rows.length === 0) return result;
  const key = (row: EntryRow) => [Number(row.created_at), row.id] as const;
  const before = (a: readonly [number, string], b: readonly [number, string]) =>
    a[0] < b[0] || (a[0] === b[0] && a[1] < b[1]);
  let oldest = key(rows[0]!);
  let newest = oldest;
  for (const row of rows) {
    const k = key(row);
    if (before(k, oldest)) oldest = k;
    if (before(newest, k)) newest = k;
  }
  const base = { organization_id: account.organization_id, currency: account.currency };
  // Balances before the oldest row's instant (the covering balance index alone)…
  const prefix = await db.all<{ bucket: BalanceBucket; total: number }>(
    `SELECT bucket, SUM(amount) AS total FROM ledger_entries
     WHERE organization_id = ? AND currency = ? AND ${MERCHANT_BUCKETS} AND created_at < ?
     GROUP BY bucket`,
    [base.organization_id, base.currency, oldest[0]],
  );
  const running: Record<string, number> = { pending: 0, available: 0, reserved: 0 };
  for (const row of prefix) running[row.bucket] = Number(row.total);
  // …then every entry from that instant to the newest row, filtered or not.
  const between = await db.all<{ id: string; bucket: string; amount: number }>(
    `SELECT id, bucket, amount FROM ledger_entries
     WHERE organization_id = ? AND currency = ? AND ${MERCHANT_BUCKETS}
       AND created_at >= ? AND (created_at, id) <= (?, ?) AND created_at <= ?
     ORDER BY created_at, id`,
    [base.organization_id, base.currency, oldest[0], newest[0], newest[1], now],
  );
  const wanted = new Set(rows.map((row) => row.id));
  for (const entry of between) {
    running[entry.bucket] = (running[entry.bucket] ?? 0) + Number(entry.amount);
    if (wanted.has(entry.id)) result.set(entry.id, running[entry.bucket]!);
  }
  return result;
}

export function entryResource(
  account: AccountRow,
  row: EntryRow,
  balanceAfter: number,
): LedgerEntry {
  const amount = Number(row.amount);
  return {
    type: 'ledger-entry',
    id: row.id,
    attributes: {
      accountId: account.id,
      bucket: row.bucket as BalanceBucket,
      direction: amount < 0 ? 'debit' : 'credit',
      amount: Math.abs(amount),
      currency: row.currency,
      reason: row.reason as LedgerEntry['attributes']['reason'],
      transactionId: row.transaction_id,
      payoutId: row.payout_id,
      settlementId: row.settlement_id,
      balanceAfter,
      createdAt: iso(Number(row.created_at)),
    },
  };
}

/**
 * The ledger in the database: entries are only ever inserted, balances are SUMs over them (the covering index
 * `ledger_entries_balance`), and an entry dated after the clock's now does not count yet. Seeded rows never change,
 * so a reset only drops the rows made at run time.
 */
import { createHash } from 'node:crypto';
import type { BalanceBucket } from '@paydesk/api-client';
import type { Database } from '../../infra/db/database.js';
import { restorePayoutMethodStatements } from '../payoutMethods/store.js';
import type { Balances, Entry, ReservePolicy } from './posting.js';

/** The merchant's side of the ledger, spelled as the partial indexes' condition so they apply. */
export const MERCHANT_SIDE = "bucket != 'external'";

export const entryColumns = [
  'id',
  'posting_id',
  'organization_id',
  'currency',
  'bucket',
  'amount',
  'reason',
  'transaction_id',
  'payout_id',
  'settlement_id',
  'created_at',
  'seeded',
] as const;

export interface EntryRow {
  id: string;
  posting_id: string;
  organization_id: string;
  currency: string;
  bucket: string;
  amount: number;
  reason: string;
  transaction_id: string | null;
  payout_id: string | null;
  settlement_id: string | null;
  created_at: number;
  seeded: number;
}

export const entryValues = (entry: Entry, seeded: 0 | 1) => [
  entry.id,
  entry.postingId,
  entry.organizationId,
  entry.currency,
  entry.bucket,
  entry.amount,
  entry.reason,
  entry.transactionId,
  entry.payoutId,
  entry.settlementId,
  entry.createdAt,
  seeded,
];

/** The INSERT of run-time entries (one statement per entry, for a batch). */
export const insertEntries = (entries: readonly Entry[]) =>
  entries.map((entry) => ({
    sql: `INSERT INTO ledger_entries (${entryColumns.join(', ')}) VALUES (${entryColumns.map(() => '?').join(', ')})`,
    args: entryValues(entry, 0),
  }));

/** An account's id: the same for an organization and currency on every machine. */
export const accountIdOf = (organizationId: string, currency: string) =>
  `acc_${createHash('sha256').update(`${organizationId}:${currency}`).digest('hex').slice(0, 20)}`;

/** Opens the account of a currency if it has none yet (a statement for the batch that posts to it). */
export const ensureAccount = (organizationId: string, currency: string, now: number) => ({
  sql: 'INSERT OR IGNORE INTO ledger_accounts (id, organization_id, currency, created_at, seeded) VALUES (?, ?, ?, ?, 0)',
  args: [accountIdOf(organizationId, currency), organizationId, currency, now],
});

export interface AccountRow {
  id: string;
  organization_id: string;
  currency: string;
  created_at: number;
}

/** The balances of an account at `now`. */
export async function balancesOf(
  db: Database,
  organizationId: string,
  currency: string,
  now: number,
): Promise<Balances> {
  const rows = await db.all<{ bucket: BalanceBucket; total: number }>(
    `SELECT bucket, SUM(amount) AS total FROM ledger_entries
     WHERE organization_id = ? AND currency = ? AND ${MERCHANT_SIDE} AND created_at <= ?
     GROUP BY bucket`,
    [organizationId, currency, now],
  );
  const balances: Balances = { pending: 0, available: 0, reserved: 0 };
  for (const row of rows) balances[row.bucket] = Number(row.total);
  return balances;
}

export async function reservePolicyOf(
  db: Database,
  organizationId: string,
): Promise<ReservePolicy | undefined> {
  const row = await db.get<{ percent: number; hold_ms: number }>(
    'SELECT percent, hold_ms FROM reserve_policies WHERE organization_id = ?',
    [organizationId],
  );
  return row ? { percent: Number(row.percent), holdMs: Number(row.hold_ms) } : undefined;
}

/** Sandbox projects move no real money: their transactions stay off the ledger. */
export const SANDBOX_PROJECTS = `SELECT id FROM resources WHERE type = 'project' AND json_extract(attributes, '$.mode') = 'sandbox'`;

export async function isSandbox(db: Database, projectId: string): Promise<boolean> {
  return (
    (await db.get(`SELECT 1 FROM (${SANDBOX_PROJECTS}) WHERE id = ?`, [projectId])) !== undefined
  );
}

/** Undoes the run: drops the entries, accounts, payouts and payout requests made at run time; restores payout methods. */
export async function restoreLedger(db: Database): Promise<void> {
  const statements = [
    'DELETE FROM ledger_entries WHERE seeded = 0',
    'DELETE FROM ledger_accounts WHERE seeded = 0',
    'DELETE FROM payouts WHERE seeded = 0',
    'DELETE FROM wallet_payout_requests WHERE seeded = 0',
    ...restorePayoutMethodStatements,
  ];
  await db.batch(statements.map((sql) => ({ sql, args: [] })));
}

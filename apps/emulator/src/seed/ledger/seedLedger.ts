/**
 * The demo ledger, derived from the generated transactions with the very posting rules of domain/ledger (compiled
 * to INSERT … SELECT: no row passes through JavaScript), then the accounts, payout methods,
 * weekly payouts and payout requests (seed/ledger/payouts.ts). Runs with the payments, once per size; a reset only
 * drops what the run added (domain/ledger/store.ts).
 */
import type { Transaction } from '@libsql/client';
import { DAY } from '../../infra/time.js';
import {
  SETTLEMENT_DELAY,
  transactionRules,
  unmovedStatuses,
  type ReservePolicy,
  type TransactionRule,
} from '../../domain/ledger/posting.js';
import { SANDBOX_PROJECTS, entryColumns } from '../../domain/ledger/store.js';
import { seedPayouts } from './payouts.js';

/** Acme Travel holds back 10 % of each settlement for 60 days (short enough that the demo shows releases). */
export const DEMO_RESERVES: Readonly<Record<string, ReservePolicy>> = {
  'Acme Travel': { percent: 10, holdMs: 60 * DAY },
};

const quote = (text: string) => `'${text.replaceAll("'", "''")}'`;
const ruleCase = (pick: (rule: TransactionRule) => string | number) =>
  `CASE type ${Object.entries(transactionRules)
    .map(([type, rule]) => `WHEN ${quote(type)} THEN ${pick(rule)}`)
    .join(' ')} END`;

/** SQL twin of settlementIdOf / settlementTimeOf (posting.ts); a test checks both agree. */
const settlementIdSql = `'stl_' || strftime('%Y%m%d', (t.created_at / ${DAY}) * ${DAY / 1000}, 'unixepoch') || '_' || t.currency || '_' || t.organization_id`;
const settledAtSql = `(t.created_at / ${DAY}) * ${DAY} + ${DAY + SETTLEMENT_DELAY}`;

/** Every transaction that moved money, with what its postings need (movesMoney, in SQL). */
const movesSql = `
  CREATE TEMP TABLE ledger_moves AS
  SELECT t.id, t.organization_id, t.currency, t.created_at, t.amount, t.fee,
    ${ruleCase((rule) => quote(rule.bucket))} AS bucket,
    ${ruleCase((rule) => rule.sign)} AS sign,
    ${ruleCase((rule) => quote(rule.reason))} AS reason,
    ${ruleCase((rule) => (rule.settles ? 1 : 0))} AS settles,
    ${settlementIdSql} AS settlement_id,
    ${settledAtSql} AS settled_at,
    t.amount - t.fee AS net,
    p.percent AS percent,
    IFNULL(p.hold_ms, 0) AS hold_ms
  FROM transactions t LEFT JOIN reserve_policies p ON p.organization_id = t.organization_id
  WHERE t.result = 'success'
    AND t.status NOT IN (${unmovedStatuses.map(quote).join(', ')})
    AND t.type IN (${Object.keys(transactionRules).map(quote).join(', ')})
    AND t.project_id NOT IN (${SANDBOX_PROJECTS})`;

/** One leg as a SELECT over ledger_moves (mirrors `post`: leg index suffix, `x` for the external leg). */
const leg = (options: {
  posting: string;
  suffix: string;
  bucket: string;
  amount: string;
  reason: string;
  settlement: string;
  at: string;
  where: string;
}) => `SELECT '${options.posting}:' || id || ':${options.suffix}', '${options.posting}:' || id, organization_id, currency,
    ${options.bucket}, ${options.amount}, ${options.reason}, id, NULL, ${options.settlement}, ${options.at}, 1
  FROM ledger_moves WHERE ${options.where}`;

const legs = [
  // The movement itself: captured money into pending, refunds and chargebacks out of available.
  leg({
    posting: 'trx',
    suffix: '0',
    bucket: 'bucket',
    amount: 'sign * amount',
    reason: 'reason',
    settlement: 'settlement_id',
    at: 'created_at',
    where: 'amount != 0',
  }),
  leg({
    posting: 'trx',
    suffix: 'x',
    bucket: "'external'",
    amount: '-sign * amount',
    reason: 'reason',
    settlement: 'settlement_id',
    at: 'created_at',
    where: 'amount != 0',
  }),
];

/**
 * A seeded day's fees and settlement are one posting each per organization and currency (the run time posts each
 * capture's share instead): fees deducted from pending, pending → available, then the reserve's share held and
 * released. Same amounts in the balances, far fewer rows.
 */
const batches = `(SELECT settlement_id, organization_id, currency, MIN(settled_at) AS settled_at, SUM(net) AS net,
    SUM(fee) AS fees,
    CASE WHEN MAX(percent) IS NOT NULL AND SUM(net) > 0 THEN (SUM(net) * MAX(percent)) / 100 ELSE 0 END AS held,
    MAX(hold_ms) AS hold_ms
  FROM ledger_moves WHERE settles = 1 GROUP BY settlement_id)`;

const batchLeg = (options: {
  posting: string;
  suffix: string;
  bucket: string;
  amount: string;
  reason: string;
  at: string;
  where: string;
}) => `SELECT '${options.posting}:' || settlement_id || ':${options.suffix}', '${options.posting}:' || settlement_id,
    organization_id, currency, '${options.bucket}', ${options.amount}, '${options.reason}', NULL, NULL, settlement_id,
    ${options.at}, 1
  FROM ${batches} WHERE ${options.where}`;

const batchLegs = [
  batchLeg({
    posting: 'fee',
    suffix: '0',
    bucket: 'pending',
    amount: '-fees',
    reason: 'fee',
    at: 'settled_at',
    where: 'fees != 0',
  }),
  batchLeg({
    posting: 'fee',
    suffix: 'x',
    bucket: 'external',
    amount: 'fees',
    reason: 'fee',
    at: 'settled_at',
    where: 'fees != 0',
  }),
  batchLeg({
    posting: 'stl',
    suffix: '0',
    bucket: 'pending',
    amount: '-net',
    reason: 'settlement',
    at: 'settled_at',
    where: 'net != 0',
  }),
  batchLeg({
    posting: 'stl',
    suffix: '1',
    bucket: 'available',
    amount: 'net',
    reason: 'settlement',
    at: 'settled_at',
    where: 'net != 0',
  }),
  batchLeg({
    posting: 'rsv',
    suffix: '0',
    bucket: 'available',
    amount: '-held',
    reason: 'reserve-hold',
    at: 'settled_at',
    where: 'held > 0',
  }),
  batchLeg({
    posting: 'rsv',
    suffix: '1',
    bucket: 'reserved',
    amount: 'held',
    reason: 'reserve-hold',
    at: 'settled_at',
    where: 'held > 0',
  }),
  batchLeg({
    posting: 'rel',
    suffix: '0',
    bucket: 'reserved',
    amount: '-held',
    reason: 'reserve-release',
    at: 'settled_at + hold_ms',
    where: 'held > 0',
  }),
  batchLeg({
    posting: 'rel',
    suffix: '1',
    bucket: 'available',
    amount: 'held',
    reason: 'reserve-release',
    at: 'settled_at + hold_ms',
    where: 'held > 0',
  }),
];

export interface LedgerSeedReport {
  entries: number;
  ms: number;
}

/**
 * Replaces the ledger inside the payments' write transaction `tx`, after the transactions are written.
 * `end` is the end of the generated period (the hour of seeding).
 */
export async function generateLedger(tx: Transaction, end: number): Promise<LedgerSeedReport> {
  const started = performance.now();
  for (const table of [
    'ledger_entries',
    'ledger_accounts',
    'reserve_policies',
    'payout_methods',
    'payouts',
    'wallet_payout_requests',
  ]) {
    await tx.execute(`DELETE FROM ${table}`);
  }
  for (const [name, policy] of Object.entries(DEMO_RESERVES)) {
    await tx.execute({
      sql: `INSERT INTO reserve_policies (organization_id, percent, hold_ms)
            SELECT id, ?, ? FROM resources WHERE type = 'organization' AND name = ?`,
      args: [policy.percent, policy.holdMs, name],
    });
  }
  // As for the payments: indexes are built once after the load.
  const indexes = (
    await tx.execute(
      "SELECT name, sql FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL AND tbl_name = 'ledger_entries'",
    )
  ).rows.map((row) => ({ name: String(row.name), sql: String(row.sql) }));
  for (const index of indexes) await tx.execute(`DROP INDEX ${index.name}`);
  await tx.execute('DROP TABLE IF EXISTS temp.ledger_moves');
  await tx.execute(movesSql);
  await tx.execute(
    // In id order, so the primary key's B-tree only ever appends.
    `INSERT INTO ledger_entries (${entryColumns.join(', ')}) ${[...legs, ...batchLegs].join(' UNION ALL ')} ORDER BY 1`,
  );
  await tx.execute('DROP TABLE temp.ledger_moves');
  for (const index of indexes) await tx.execute(index.sql);
  await seedPayouts(tx, end);
  const { rows } = await tx.execute('SELECT COUNT(*) AS entries FROM ledger_entries');
  return { entries: Number(rows[0]!.entries), ms: performance.now() - started };
}

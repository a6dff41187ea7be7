/**
 * Payments are generated once per size and survive resets: a reset only undoes what the run changed (see
 * domain/payments/journal.ts), so it costs in proportion to the changes, not to the size of the dataset.
 */
import type { InArgs } from '@libsql/client';
import type { Database } from '../../infra/db/database.js';
import { HOUR } from '../../infra/time.js';
import { restorePayments } from '../../domain/payments/journal.js';
import { restoreLedger } from '../../domain/ledger/store.js';
import { generateLedger, type LedgerSeedReport } from '../ledger/seedLedger.js';
import { paymentTables, type GeneratedRow, type PaymentTable } from './generatedRows.js';
import { generateOrganization, type OrganizationPlan } from './organization.js';

/** Bump when the generator changes, so existing databases regenerate. */
const GENERATOR_VERSION = 2;
const PAYMENTS_SEED = 20_261_123;
/** Rows per multi-row INSERT (29 columns × 500 stays under SQLite's 32,766 parameters). */
const CHUNK_ROWS = 500;
/** Sizes of the organizations other than Acme Retail. */
const SMALL_ORGANIZATION = 250;
const TRAVEL_ORGANIZATION = 400;

export interface PaymentsSeedOptions {
  /** The clock's now: payments cover the 90 days before it (to the hour). */
  now: number;
  /** Transaction rows for Acme Retail. */
  transactions: number;
}

export interface PaymentsSeedReport {
  generated: boolean;
  rows: number;
  ms: number;
  /** The ledger derived from them (when generated): its entries and the time it took. */
  ledger?: LedgerSeedReport;
}

/**
 * Generates the payments when the size changed (or none exist); otherwise, with `restore` (a reset), undoes the
 * run's changes, and without it (a restart on an existing database) keeps them.
 */
export async function seedPayments(
  db: Database,
  options: PaymentsSeedOptions,
  { restore = true }: { restore?: boolean } = {},
): Promise<PaymentsSeedReport> {
  const started = performance.now();
  const plan = `${GENERATOR_VERSION}:${PAYMENTS_SEED}:${options.transactions}`;
  const current = await db.get<{ value: string }>(
    "SELECT value FROM payments_seed WHERE key = 'plan'",
  );
  if (current?.value === plan) {
    if (restore) {
      await restorePayments(db);
      await restoreLedger(db);
    }
    return { generated: false, rows: 0, ms: performance.now() - started };
  }
  const { rows, ledger } = await generatePayments(db, options, plan);
  return { generated: true, rows, ms: performance.now() - started, ledger };
}

interface OrganizationNode {
  id: string;
  name: string;
  projects: { id: string; mode: string }[];
}

async function organizations(db: Database): Promise<OrganizationNode[]> {
  const rows = await db.all<{
    id: string;
    type: string;
    parent_id: string | null;
    name: string;
    attributes: string;
  }>(
    "SELECT id, type, parent_id, name, attributes FROM resources WHERE type IN ('organization', 'project') ORDER BY position",
  );
  const nodes = new Map<string, OrganizationNode>();
  for (const row of rows) {
    if (row.type === 'organization')
      nodes.set(row.id, { id: row.id, name: row.name, projects: [] });
    else {
      const { mode } = JSON.parse(row.attributes) as { mode?: string };
      nodes.get(row.parent_id ?? '')?.projects.push({ id: row.id, mode: mode ?? 'live' });
    }
  }
  return [...nodes.values()].filter((node) => node.projects.length > 0);
}

/** Acme Retail gets the configured size; every other organization a few hundred rows. */
function plansOf(nodes: OrganizationNode[], transactions: number): OrganizationPlan[] {
  return nodes.map((node, index) => ({
    organizationId: node.id,
    projects: node.projects.map((project, position) => ({
      id: project.id,
      weight: project.mode === 'sandbox' ? 1 : position === 0 ? 10 : 5,
      travel: node.name.includes('Travel'),
    })),
    transactions:
      node.name === 'Acme Retail'
        ? transactions
        : node.name.includes('Travel')
          ? TRAVEL_ORGANIZATION
          : SMALL_ORGANIZATION,
    seed: PAYMENTS_SEED + index,
    referencePrefix: node.name
      .split(/\s+/)
      .map((word) => word[0]!.toUpperCase())
      .join(''),
  }));
}

/**
 * Replaces every payments row in one write transaction, with multi-row INSERTs, and the ledger derived from them.
 * Returns the rows written.
 */
async function generatePayments(
  db: Database,
  options: PaymentsSeedOptions,
  plan: string,
): Promise<{ rows: number; ledger: LedgerSeedReport }> {
  const end = Math.floor(options.now / HOUR) * HOUR;
  const plans = plansOf(await organizations(db), options.transactions);
  const tx = await db.client.transaction('write');
  let written = 0;
  let ledger: LedgerSeedReport | undefined;
  try {
    for (const table of [
      'transactions',
      'transactions_undo',
      'disputes',
      'disputes_undo',
      'dispute_evidence',
      'customers',
      'payments_seed',
    ]) {
      await tx.execute(`DELETE FROM ${table}`);
    }
    // Indexes are built once after the load, in one pass each, instead of being kept up to date row by row.
    const indexes = (
      await tx.execute(
        `SELECT name, sql FROM sqlite_master WHERE type = 'index' AND sql IS NOT NULL
         AND tbl_name IN ('transactions', 'disputes', 'dispute_evidence', 'customers')`,
      )
    ).rows.map((row) => ({ name: String(row.name), sql: String(row.sql) }));
    for (const index of indexes) await tx.execute(`DROP INDEX ${index.name}`);
    const buffers = new Map<PaymentTable, unknown[]>();
    const counts = new Map<PaymentTable, number>();
    const flush = async (table: PaymentTable) => {
      const count = counts.get(table) ?? 0;
      if (count === 0) return;
      const columns = paymentTables[table];
      const tuple = `(${columns.map(() => '?').join(', ')})`;
      await tx.execute({
        sql: `INSERT INTO ${table} (${columns.join(', ')}) VALUES ${Array(count).fill(tuple).join(', ')}`,
        args: buffers.get(table) as InArgs,
      });
      written += count;
      buffers.set(table, []);
      counts.set(table, 0);
    };
    const add = async ({ table, row }: GeneratedRow) => {
      let buffer = buffers.get(table);
      if (!buffer) buffers.set(table, (buffer = []));
      const values = row as unknown as Record<string, unknown>;
      for (const column of paymentTables[table]) buffer.push(values[column]);
      const count = (counts.get(table) ?? 0) + 1;
      counts.set(table, count);
      if (count >= CHUNK_ROWS) await flush(table);
    };
    for (const organization of plans) {
      for (const row of generateOrganization(organization, end)) await add(row);
    }
    for (const table of Object.keys(paymentTables) as PaymentTable[]) await flush(table);
    for (const index of indexes) await tx.execute(index.sql);
    ledger = await generateLedger(tx, end);
    await tx.execute({
      sql: "INSERT INTO payments_seed (key, value) VALUES ('plan', ?), ('end', ?)",
      args: [plan, String(end)],
    });
    await tx.commit();
  } catch (error) {
    await tx.rollback();
    throw error;
  } finally {
    tx.close();
  }
  // Fresh statistics so the planner picks the keyset indexes for list queries.
  await db.run('ANALYZE');
  return { rows: written, ledger: ledger! };
}

/**
 * Run-time transactions on the ledger: a refund, capture or accepted chargeback posts its entries in the same
 * write batch as the transaction itself, so the balance and the transaction list never disagree.
 */
import type { InArgs } from '@libsql/client';
import type { Database } from '../../infra/db/database.js';
import type { TransactionRow } from '../payments/rows.js';
import { transactionPostings, type Entry } from './posting.js';
import { ensureAccount, insertEntries, isSandbox, reservePolicyOf } from './store.js';

export interface LedgerChange {
  statements: { sql: string; args: InArgs }[];
  entries: Entry[];
}

/** The statements that post `row` (none for a sandbox project or a transaction that moves no money). */
export async function postTransaction(db: Database, row: TransactionRow): Promise<LedgerChange> {
  if (await isSandbox(db, row.project_id)) return { statements: [], entries: [] };
  const entries = transactionPostings(
    {
      id: row.id,
      organizationId: row.organization_id,
      currency: row.currency,
      type: row.type,
      status: row.status,
      result: row.result,
      amount: Number(row.amount),
      fee: Number(row.fee),
      createdAt: Number(row.created_at),
    },
    await reservePolicyOf(db, row.organization_id),
  );
  if (entries.length === 0) return { statements: [], entries };
  return {
    statements: [
      ensureAccount(row.organization_id, row.currency, Number(row.created_at)),
      ...insertEntries(entries),
    ],
    entries,
  };
}

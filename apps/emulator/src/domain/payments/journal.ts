/**
 * Generated payments survive resets: a reset only undoes what the run changed. A seeded row is copied to its
 * `*_undo` table before its first change ({@link journal}); rows made at run time carry `seeded = 0`. So a reset
 * costs in proportion to the changes, not to the size of the dataset.
 */
import type { Database } from '../../infra/db/database.js';

/** Keeps the seeded version of a row before its first change (put first in the batch that changes it). */
export function journal(table: 'transactions' | 'disputes', id: string) {
  return {
    sql: `INSERT OR IGNORE INTO ${table}_undo SELECT * FROM ${table} WHERE id = ? AND seeded = 1`,
    args: [id],
  };
}

/** Undoes the run: drops rows made at run time and puts changed seeded rows back. */
export async function restorePayments(db: Database): Promise<void> {
  const statements = [
    'DELETE FROM transactions WHERE seeded = 0',
    'INSERT OR REPLACE INTO transactions SELECT * FROM transactions_undo',
    'DELETE FROM transactions_undo',
    'DELETE FROM disputes WHERE seeded = 0',
    'INSERT OR REPLACE INTO disputes SELECT * FROM disputes_undo',
    'DELETE FROM disputes_undo',
    'DELETE FROM dispute_evidence WHERE seeded = 0',
  ];
  await db.batch(statements.map((sql) => ({ sql, args: [] })));
}

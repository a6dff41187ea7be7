/** Reading a large table in keyset pages: one page of rows in memory at a time, whatever the total. */
import type { InValue } from '@libsql/client';
import type { Database } from '../../infra/db/database.js';

/** Rows per page: big enough that the query count stays low, small enough to stay out of the memory budget. */
export const REPORT_PAGE_ROWS = 2_000;

/**
 * Yields the rows of `SELECT {columns} FROM {table} WHERE {where}` in ({key}, id) order, page by page. `key` is
 * the sort column (an integer time); the query must be served by an index on (scope…, key, id).
 */
export async function* pagesOf<T extends { id: string }>(
  db: Database,
  query: { columns: string; table: string; where: string; args: readonly InValue[]; key: string },
): AsyncGenerator<T[]> {
  let after: [number, string] | undefined;
  for (;;) {
    const rows = await db.all<T>(
      `SELECT ${query.columns} FROM ${query.table} WHERE ${query.where}
       ${after ? `AND (${query.key}, id) > (?, ?)` : ''}
       ORDER BY ${query.key}, id LIMIT ?`,
      [...query.args, ...(after ?? []), REPORT_PAGE_ROWS],
    );
    if (rows.length === 0) return;
    yield rows;
    if (rows.length < REPORT_PAGE_ROWS) return;
    const last = rows.at(-1)! as unknown as Record<string, unknown>;
    after = [Number(last[query.key]), String(last.id)];
  }
}

/** `AND column IN (?, …)` for a non-empty list, nothing for an empty one. */
export function inList(column: string, values: readonly string[] | undefined) {
  if (!values || values.length === 0) return { sql: '', args: [] as string[] };
  return { sql: ` AND ${column} IN (${values.map(() => '?').join(', ')})`, args: [...values] };
}

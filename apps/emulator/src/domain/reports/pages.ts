/** Reading a large table in keyset pages: one page of rows in memory at a time, whatever the total. */
import type { InValue } from '@libsql/client';
import type { Database } from '../../infra/db/database.js';

/** Rows per page: big enough that the query count stays low, small enough to stay out of the memory budget. */
export const REPORT_PAGE_ROWS = 5_000;

/**
 * Yields the rows of `SELECT {columns} FROM {table} WHERE {where}` in ({key}, id) order, page by page. `key` is
 * the sort column (an integer time); the query must be served by an index on (scope…, key, id). Each page comes
 * back from SQLite as one JSON text of arrays: building a row object per row in the database client costs
 * several times what SQLite spends reading it.
 */
export async function* pagesOf<T extends { id: string }>(
  db: Database,
  query: {
    columns: readonly (keyof T & string)[];
    table: string;
    where: string;
    args: readonly InValue[];
    key: keyof T & string;
  },
): AsyncGenerator<T[]> {
  const names = query.columns;
  const keyAt = names.indexOf(query.key);
  const idAt = names.indexOf('id');
  if (keyAt < 0 || idAt < 0) throw new Error('pagesOf needs the key and id among the columns');
  let after: [number, string] | undefined;
  for (;;) {
    const row = await db.get<{ page: string | null }>(
      `SELECT json_group_array(json_array(${names.join(', ')})) AS page FROM (
         SELECT ${names.join(', ')} FROM ${query.table} WHERE ${query.where}
         ${after ? `AND (${query.key}, id) > (?, ?)` : ''}
         ORDER BY ${query.key}, id LIMIT ?)`,
      [...query.args, ...(after ?? []), REPORT_PAGE_ROWS],
    );
    const arrays = JSON.parse(row?.page ?? '[]') as unknown[][];
    if (arrays.length === 0) return;
    yield arrays.map((values) => {
      const record: Record<string, unknown> = {};
      for (let i = 0; i < names.length; i++) record[names[i]!] = values[i];
      return record as T;
    });
    if (arrays.length < REPORT_PAGE_ROWS) return;
    const last = arrays.at(-1)!;
    after = [Number(last[keyAt]), String(last[idAt])];
  }
}

/** `AND column IN (?, …)` for a non-empty list, nothing for an empty one. */
export function inList(column: string, values: readonly string[] | undefined) {
  if (!values || values.length === 0) return { sql: '', args: [] as string[] };
  return { sql: ` AND ${column} IN (${values.map(() => '?').join(', ')})`, args: [...values] };
}

/** Reading a large table in keyset pages: one page of rows in memory at a time, whatever the total. */
import type { InValue } from '@libsql/client';
import type { Database } from '../../infra/db/database.js';

/**
 * Rows per page. A page's rows live while they are turned into cells and written, and that short life decides
 * the memory: pages of 5,000 outlive V8's young-generation collections and pile up as garbage in the old
 * generation (+155 MB over a 1,000,000-row report), pages of 1,000 mostly die young (+79 MB), while a page query
 * stays well under a millisecond of overhead.
 */
export const REPORT_PAGE_ROWS = 1_000;

/**
 * Yields the rows of `SELECT {columns} FROM {table} WHERE {where} AND {key} >= {from}` in ({key}, id) order, page
 * by page. `key` is the sort column (an integer time); the query must be served by an index on (scope…, key, id).
 * The lower bound is ours, not the caller's: after the first page it becomes the cursor `({key}, id) > (…)`
 * alone, since with a second lower bound on the same column SQLite starts its index range at the period's start
 * and every page scans all the rows before it. Each page comes
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
    /** The least `key` read (inclusive); none reads from the first row. */
    from?: number;
  },
): AsyncGenerator<T[]> {
  const names = query.columns;
  const keyAt = names.indexOf(query.key);
  const idAt = names.indexOf('id');
  if (keyAt < 0 || idAt < 0) throw new Error('pagesOf needs the key and id among the columns');
  const record = recordOf<T>(names);
  let after: [number, string] | undefined;
  for (;;) {
    const bound = after
      ? { sql: `AND (${query.key}, id) > (?, ?)`, args: after }
      : query.from === undefined
        ? { sql: '', args: [] }
        : { sql: `AND ${query.key} >= ?`, args: [query.from] };
    const row = await db.get<{ page: string | null }>(
      `SELECT json_group_array(json_array(${names.join(', ')})) AS page FROM (
         SELECT ${names.join(', ')} FROM ${query.table} WHERE ${query.where} ${bound.sql}
         ORDER BY ${query.key}, id LIMIT ?)`,
      [...query.args, ...bound.args, REPORT_PAGE_ROWS],
    );
    const arrays = JSON.parse(row?.page ?? '[]') as unknown[][];
    if (arrays.length === 0) return;
    yield arrays.map(record);
    if (arrays.length < REPORT_PAGE_ROWS) return;
    const last = arrays.at(-1)!;
    after = [Number(last[keyAt]), String(last[idAt])];
  }
}

/**
 * `(values) => ({ id: values[0], … })` for these columns: an object literal of one shape, which V8 builds several
 * times faster than an object filled key by key, and which leaves less garbage behind on a million rows.
 */
function recordOf<T>(names: readonly string[]): (values: unknown[]) => T {
  if (!names.every((name) => /^[a-z_][a-z0-9_]*$/.test(name)))
    throw new Error(`pagesOf takes column names, not ${names.join(', ')}`);
  const fields = names.map((name, at) => `${name}: values[${at}]`).join(', ');
  return new Function('values', `return { ${fields} };`) as (values: unknown[]) => T;
}

/** `AND column IN (?, …)` for a non-empty list, nothing for an empty one. */
export function inList(column: string, values: readonly string[] | undefined) {
  if (!values || values.length === 0) return { sql: '', args: [] as string[] };
  return { sql: ` AND ${column} IN (${values.map(() => '?').join(', ')})`, args: [...values] };
}

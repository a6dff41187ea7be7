import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEMORY_DATA_DIR, openDatabase, type Database } from '../src/infra/db/database.js';
import { REPORT_PAGE_ROWS, pagesOf } from '../src/domain/reports/pages.js';

/** Keys repeat across page boundaries, so the cursor has to tell rows apart by id as well as by key. */
const ROWS = REPORT_PAGE_ROWS * 2 + 7;
const keyOf = (i: number) => Math.floor(i / 3) * 10;

let db: Database;
beforeAll(async () => {
  db = await openDatabase(MEMORY_DATA_DIR);
  await db.run(
    'CREATE TABLE scratch (id TEXT PRIMARY KEY, scope TEXT NOT NULL, at INTEGER NOT NULL)',
  );
  await db.run('CREATE INDEX scratch_scope_at ON scratch(scope, at, id)');
  await db.run(
    `WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < ?)
     INSERT INTO scratch (id, scope, at) SELECT printf('r%06d', i), 'a', (i / 3) * 10 FROM n`,
    [ROWS - 1],
  );
});
afterAll(() => db.close());

async function read(from?: number): Promise<string[]> {
  const ids: string[] = [];
  for await (const page of pagesOf<{ id: string; at: number }>(db, {
    columns: ['id', 'at'],
    table: 'scratch',
    key: 'at',
    where: "scope = 'a'",
    args: [],
    ...(from === undefined ? {} : { from }),
  }))
    ids.push(...page.map((row) => row.id));
  return ids;
}

describe('pagesOf', () => {
  it('reads every row once, in key then id order, across pages', async () => {
    const ids = await read();
    expect(ids).toHaveLength(ROWS);
    expect(new Set(ids).size).toBe(ROWS);
    expect(ids).toEqual([...ids].sort());
  });

  it('starts at `from`, inclusive, and keeps it for the pages after the first', async () => {
    const from = keyOf(Math.floor(ROWS / 2));
    const ids = await read(from);
    const first = Array.from({ length: ROWS }, (_, i) => i).find((i) => keyOf(i) >= from)!;
    expect(ids).toHaveLength(ROWS - first);
    expect(ids[0]).toBe(`r${String(first).padStart(6, '0')}`);
  });
});

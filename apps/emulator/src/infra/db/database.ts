import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { createClient, type Client, type InArgs, type Row } from '@libsql/client';
import { takeAttached } from './attached.js';
import { migrations } from './migrations.js';

export type Database = ReturnType<typeof wrap>;

/** The data directory value that keeps everything in memory (libsql's own name for it). */
export const MEMORY_DATA_DIR = ':memory:';

/** Opens (creating if needed) the emulator's database file in `dataDir`, or a memory database. */
export async function openDatabase(dataDir: string): Promise<Database> {
  let url = MEMORY_DATA_DIR;
  if (dataDir !== MEMORY_DATA_DIR) {
    mkdirSync(dataDir, { recursive: true });
    url = `file:${join(dataDir, 'paydesk.db')}`;
  }
  const client = createClient({ url });
  if (url !== MEMORY_DATA_DIR) {
    await client.execute('PRAGMA journal_mode = WAL');
    await client.execute('PRAGMA synchronous = NORMAL');
  }
  await client.execute('PRAGMA foreign_keys = ON');
  await migrate(client);
  return wrap(client);
}

async function migrate(client: Client): Promise<void> {
  await client.execute(
    'CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at INTEGER NOT NULL)',
  );
  const applied = new Set(
    (await client.execute('SELECT version FROM schema_migrations')).rows.map((row) =>
      Number(row.version),
    ),
  );
  for (const migration of migrations) {
    if (applied.has(migration.version)) continue;
    await client.batch(
      [
        ...migration.statements,
        {
          sql: 'INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)',
          args: [migration.version, migration.name, Date.now()],
        },
      ],
      'write',
    );
  }
}

/**
 * Statements run one at a time through a queue: concurrent calls into the libsql client contend for the file
 * lock, which costs far more than waiting in line.
 */
function wrap(client: Client) {
  let tail: Promise<unknown> = Promise.resolve();
  const queued = <T>(work: () => Promise<T>): Promise<T> => {
    const run = tail.then(work, work);
    tail = run.catch(() => undefined);
    return run;
  };
  return {
    client,
    async all<T = Row>(sql: string, args: InArgs = []): Promise<T[]> {
      return (await queued(() => client.execute({ sql, args }))).rows as unknown as T[];
    },
    async get<T = Row>(sql: string, args: InArgs = []): Promise<T | undefined> {
      return (await queued(() => client.execute({ sql, args }))).rows[0] as unknown as
        T | undefined;
    },
    /** A write; statements attached to it (an audit entry, see `attached.ts`) commit in its transaction. */
    async run(sql: string, args: InArgs = []): Promise<number> {
      const attached = takeAttached();
      if (attached.length === 0) {
        return (await queued(() => client.execute({ sql, args }))).rowsAffected;
      }
      const results = await queued(() => client.batch([{ sql, args }, ...attached], 'write'));
      return results[0]!.rowsAffected;
    },
    async batch(statements: { sql: string; args: InArgs }[]): Promise<void> {
      const all = [...statements, ...takeAttached()];
      if (all.length > 0) await queued(() => client.batch(all, 'write'));
    },
    close(): void {
      client.close();
    },
  };
}

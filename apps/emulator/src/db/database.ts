import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { createClient, type Client, type InArgs, type Row } from '@libsql/client';
import { migrations } from './migrations.js';

export type Database = ReturnType<typeof wrap>;

/** Opens (creating if needed) the emulator's database file in `dataDir`, or a memory database. */
export async function openDatabase(dataDir: string): Promise<Database> {
  let url = ':memory:';
  if (dataDir !== ':memory:') {
    mkdirSync(dataDir, { recursive: true });
    url = `file:${join(dataDir, 'paydesk.db')}`;
  }
  const client = createClient({ url });
  if (url !== ':memory:') {
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

function wrap(client: Client) {
  return {
    client,
    async all<T = Row>(sql: string, args: InArgs = []): Promise<T[]> {
      return (await client.execute({ sql, args })).rows as unknown as T[];
    },
    async get<T = Row>(sql: string, args: InArgs = []): Promise<T | undefined> {
      return (await client.execute({ sql, args })).rows[0] as unknown as T | undefined;
    },
    async run(sql: string, args: InArgs = []): Promise<number> {
      return (await client.execute({ sql, args })).rowsAffected;
    },
    async batch(statements: { sql: string; args: InArgs }[]): Promise<void> {
      if (statements.length > 0) await client.batch(statements, 'write');
    },
    close(): void {
      client.close();
    },
  };
}

/**
 * Group commit for the webhooks' many small writes: statements handed in during one turn of the event loop are
 * written in one transaction, so a burst of events and attempts costs a few transactions instead of thousands
 * (each write transaction of the store has a fixed cost far above its statements'). Each caller still waits
 * until its own statements are stored: a delivery is never attempted before it is recorded.
 */
import type { InArgs } from '@libsql/client';
import type { Database } from '../../infra/db/database.js';

interface Group {
  statements: { sql: string; args: InArgs }[];
  waiters: { resolve: () => void; reject: (error: unknown) => void }[];
}

const open = new WeakMap<Database, Group>();

export function groupWrite(
  db: Database,
  statements: { sql: string; args: InArgs }[],
): Promise<void> {
  let group = open.get(db);
  if (!group) {
    const fresh: Group = { statements: [], waiters: [] };
    open.set(db, (group = fresh));
    setImmediate(() => {
      open.delete(db);
      db.batch(fresh.statements).then(
        () => fresh.waiters.forEach((waiter) => waiter.resolve()),
        (error: unknown) => fresh.waiters.forEach((waiter) => waiter.reject(error)),
      );
    });
  }
  group.statements.push(...statements);
  return new Promise((resolve, reject) => group.waiters.push({ resolve, reject }));
}

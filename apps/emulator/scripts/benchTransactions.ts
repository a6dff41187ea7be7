/**
 * Transactions at scale: generates 1,000,000 transactions for Acme Retail (on a database file, as `npm start`
 * does), then measures the server time of filtered, sorted, paginated `transactions/list` calls — request
 * validation, the keyset query, customers included and the answer serialized — first pages and the pages after
 * them by cursor. Budget: p99 ≤ 50 ms. Also prints the generation rate and the reset time after a change.
 *
 *   pnpm --filter @paydesk/emulator bench                      (both emulator benches)
 *   BENCH_TRANSACTIONS=200000 BENCH_ROUNDS=5 node --conditions=@paydesk/source --import tsx scripts/benchTransactions.ts
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseActionRequest, type TransactionFilter } from '@paydesk/api-client';
import { Access } from '../src/domain/access/access.js';
import { paymentsArea } from '../src/actions/payments.js';
import type { SessionCaller } from '../src/domain/access/caller.js';
import type { IdentityRow } from '../src/domain/auth/users.js';
import { createEmulator } from '../src/emulator.js';

const BUDGET_P99_MS = 50;
const transactions = Number(process.env.BENCH_TRANSACTIONS ?? 1_000_000);
const rounds = Number(process.env.BENCH_ROUNDS ?? 10);
/** Pages read per query: the first and this many more by cursor. */
const PAGES = 5;
const PAGE_SIZE = 100;
const DAY = 86_400_000;

const dataDir = mkdtempSync(join(tmpdir(), 'paydesk-bench-transactions-'));
const startedAt = performance.now();
const emulator = await createEmulator({
  port: 0,
  dataDir,
  dashboardDir: join(dataDir, 'none'),
  log: false,
  transactions,
  testControl: true,
});
const seedMs = performance.now() - startedAt;

try {
  const { db } = emulator.context;
  const count = async (sql: string, args: string[] = []) =>
    Number((await db.get<{ n: number }>(sql, args))!.n);
  const rows = await count('SELECT COUNT(*) AS n FROM transactions');
  const pick = async (sql: string) => (await db.get<Record<string, string>>(sql))!;
  const retail = (await pick("SELECT id FROM resources WHERE name = 'Acme Retail'")).id!;
  const project = (await pick("SELECT id FROM resources WHERE name = 'Retail Web Shop'")).id!;
  const sample = await pick(
    `SELECT card_last4, customer_email, customer_id, reference_id, id FROM transactions
     WHERE organization_id = '${retail}' AND customer_id IS NOT NULL AND status = 'partially-refunded' LIMIT 1`,
  );
  const now = emulator.context.clock.now();
  const iso = (ms: number) => new Date(ms).toISOString();

  const queries: {
    name: string;
    resourceId: string;
    sort: string;
    filters: TransactionFilter[];
  }[] = [
    { name: 'newest first', resourceId: retail, sort: '-createdAt', filters: [] },
    {
      name: 'status in, newest',
      resourceId: retail,
      sort: '-createdAt',
      filters: [['status', 'in', ['successful', 'partially-refunded']]],
    },
    {
      name: 'refunded by amount',
      resourceId: retail,
      sort: '-amount',
      filters: [['status', '=', 'refunded']],
    },
    {
      name: 'EUR amount range',
      resourceId: retail,
      sort: '-createdAt',
      filters: [
        ['currency', '=', 'EUR'],
        ['amount', '>=', 10_000],
        ['amount', '<=', 50_000],
      ],
    },
    {
      name: 'last 7 days, oldest first',
      resourceId: retail,
      sort: 'createdAt',
      filters: [['createdAt', '>=', iso(now - 7 * DAY)]],
    },
    {
      name: 'uncaptured authorizations',
      resourceId: retail,
      sort: '-createdAt',
      filters: [
        ['type', '=', 'charge-authorize'],
        ['status', '=', 'uncaptured'],
      ],
    },
    {
      name: 'failed, smallest first',
      resourceId: retail,
      sort: 'amount',
      filters: [['result', '=', 'fail']],
    },
    {
      name: 'JPY/KWD in a month by amount',
      resourceId: retail,
      sort: '-amount',
      filters: [
        ['currency', 'in', ['JPY', 'KWD']],
        ['createdAt', '>=', iso(now - 45 * DAY)],
        ['createdAt', '<', iso(now - 15 * DAY)],
      ],
    },
    { name: 'project by amount', resourceId: project, sort: '-amount', filters: [] },
    {
      name: 'card last 4',
      resourceId: retail,
      sort: '-createdAt',
      filters: [['cardLast4', '=', sample.card_last4!]],
    },
    {
      name: 'customer email',
      resourceId: retail,
      sort: '-createdAt',
      filters: [['customerEmail', '=', sample.customer_email!]],
    },
    {
      name: 'customer id',
      resourceId: retail,
      sort: '-amount',
      filters: [['customerId', '=', sample.customer_id!]],
    },
    {
      name: 'reference prefix search',
      resourceId: retail,
      sort: '-createdAt',
      filters: [['search', 'like', sample.reference_id!.slice(0, -2)]],
    },
    {
      name: 'children of one',
      resourceId: retail,
      sort: 'createdAt',
      filters: [['originalId', '=', sample.id!]],
    },
  ];

  const identity = (await db.get<IdentityRow>(
    `SELECT identities.* FROM identities JOIN users ON users.id = identities.user_id
     WHERE users.email = 'admin@paydesk.test'`,
  ))!;
  const caller = {
    kind: 'session',
    owner: 'bench',
    identity,
    access: await Access.load(db, identity.id, identity.merchant_id, now),
  } as unknown as SessionCaller;
  const handler = paymentsArea['transactions/list']!;

  /** Server time of one call: validation, handler, serialization. */
  const call = async (query: (typeof queries)[number], after: string | undefined) => {
    const started = performance.now();
    const parsed = parseActionRequest('payments', {
      data: {
        requestReference: 'bench-00000001',
        action: 'transactions/list',
        payload: {
          data: {
            type: 'list-request',
            attributes: {
              resourceId: query.resourceId,
              page: { size: PAGE_SIZE, ...(after ? { after } : {}) },
              filters: query.filters,
              sort: query.sort,
            },
          },
        },
      },
    });
    if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
    const answer = (await handler(emulator.context, caller, {
      id: undefined,
      payload: parsed.payload as Record<string, unknown>,
    })) as { data: unknown[]; meta: { page: { after: string | null } } };
    JSON.stringify(answer);
    return {
      ms: performance.now() - started,
      after: answer.meta.page.after,
      rows: answer.data.length,
    };
  };

  const samples: number[] = [];
  const perQuery = new Map<string, number[]>();
  const rowsPerQuery = new Map<string, number>();
  // One warm-up round (statement cache, page cache), then the measured rounds.
  for (let round = -1; round < rounds; round++) {
    for (const query of queries) {
      let after: string | undefined;
      let seen = 0;
      for (let page = 0; page < PAGES; page++) {
        const result = await call(query, after);
        seen += result.rows;
        if (round >= 0) {
          samples.push(result.ms);
          (perQuery.get(query.name) ?? perQuery.set(query.name, []).get(query.name)!).push(
            result.ms,
          );
        }
        if (!result.after) break;
        after = result.after;
      }
      rowsPerQuery.set(query.name, seen);
    }
  }

  // Reset after a change: the e2e suites reset before every test.
  const control = (path: string) => fetch(`${emulator.url}${path}`, { method: 'POST' });
  await db.run(
    "UPDATE transactions SET status = 'refunded' WHERE id = (SELECT id FROM transactions WHERE seeded = 1 LIMIT 1)",
  );
  const resetStarted = performance.now();
  await control('/__test/reset');
  const resetMs = performance.now() - resetStarted;

  const percentile = (values: number[], p: number) => {
    const sorted = [...values].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
  };
  const fmt = (ms: number) => `${ms.toFixed(1)} ms`;
  const bytes = statSync(join(dataDir, 'paydesk.db')).size;
  console.log(`\nPaydesk emulator: transactions/list at ${rows.toLocaleString('en')} transactions`);
  console.log(
    `  generation           ${(seedMs / 1000).toFixed(1)} s to start with the seed (${Math.round(rows / (seedMs / 1000)).toLocaleString('en')} rows/s), database ${(bytes / 1e6).toFixed(0)} MB`,
  );
  console.log(`  reset after a change ${fmt(resetMs)}`);
  console.log(
    `  list calls           ${samples.length} (${queries.length} queries × up to ${PAGES} pages of ${PAGE_SIZE} × ${rounds} rounds)`,
  );
  for (const [name, values] of perQuery) {
    console.log(
      `    ${name.padEnd(30)} p50 ${fmt(percentile(values, 50)).padStart(9)}  p99 ${fmt(percentile(values, 99)).padStart(9)}  (${rowsPerQuery.get(name)} rows)`,
    );
  }
  const p99 = percentile(samples, 99);
  console.log(
    `  all calls            p50 ${fmt(percentile(samples, 50))}  p95 ${fmt(percentile(samples, 95))}  p99 ${fmt(p99)}  max ${fmt(Math.max(...samples))}`,
  );
  const pass = p99 <= BUDGET_P99_MS;
  console.log(`  budget p99 ≤ ${BUDGET_P99_MS} ms  ${pass ? 'PASS' : 'FAIL'}`);
  if (!pass) process.exitCode = 1;
} finally {
  await emulator.close();
  rmSync(dataDir, { recursive: true, force: true });
}

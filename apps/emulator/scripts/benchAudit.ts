/**
 * The audit trail list query with 1,000,000 entries (issue 20): the entries are written in one transaction
 * straight into a fresh emulator database file, then the query behind `audit/list` runs 240 times — first pages,
 * pages filtered by actor, kind, target and period, and pages deep behind a cursor. Budget: p99 ≤ 50 ms. Exits
 * non-zero over budget.
 *
 *   pnpm --filter @paydesk/emulator bench                (every emulator bench)
 *   BENCH_AUDIT_ROWS=200000 node --conditions=@paydesk/source --import tsx scripts/benchAudit.ts
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { auditKinds } from '@paydesk/api-client';
import { auditPage } from '../src/domain/audit/query.js';
import { openDatabase } from '../src/infra/db/database.js';
import { DAY } from '../src/infra/time.js';

const BUDGET_P99_MS = 50;
const ROWS = Number(process.env.BENCH_AUDIT_ROWS ?? 1_000_000);
const PAGE = 50;
const ORGANIZATIONS = ['org_bench_main', 'org_bench_b', 'org_bench_c', 'org_bench_d'];
const ACTORS = 40;
const SPAN_MS = 365 * DAY;
const end = Date.UTC(2026, 10, 1);
const start = end - SPAN_MS;

const dataDir = mkdtempSync(join(tmpdir(), 'paydesk-bench-audit-'));
const db = await openDatabase(dataDir);
try {
  // One INSERT … SELECT over a counter: a year of entries in time order, 70 % of them the main organization's.
  const seedStarted = performance.now();
  const kinds = auditKinds.map((kind) => `'${kind}'`).join(', ');
  await db.run(
    `WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i < ? - 1),
       kinds(k) AS (SELECT json_array(${kinds}))
     INSERT INTO audit_entries (organization_id, at, actor_id, actor_name, actor_email, ip, user_agent, kind,
       target_type, target_id, summary, before, after, amount, currency)
     SELECT CASE WHEN i % 10 < 7 THEN '${ORGANIZATIONS[0]}' ELSE json_extract(?, '$[' || (i % 3 + 1) || ']') END,
       ? + i * ?,
       'usr_bench_' || (i % ${ACTORS}), 'User ' || (i % ${ACTORS}), 'user' || (i % ${ACTORS}) || '@bench.test',
       '10.0.' || (i % 250) || '.' || (i % 200), 'Mozilla/5.0 (bench)',
       json_extract(k, '$[' || (i * 13 % ${auditKinds.length}) || ']'),
       'transaction', 'trx_bench_' || (i % 50000), 'entry ' || i,
       '{"status":"successful"}', '{"status":"refunded"}', i % 10000, 'EUR'
     FROM n, kinds`,
    [ROWS, JSON.stringify(ORGANIZATIONS), start, Math.floor(SPAN_MS / ROWS)],
  );
  await db.run('ANALYZE');
  const seedMs = performance.now() - seedStarted;
  const total = Number((await db.get<{ n: number }>('SELECT COUNT(*) AS n FROM audit_entries'))!.n);

  const org = ORGANIZATIONS[0]!;
  type Filter = [string, string, unknown];
  // A cursor far down the list: the entry in the middle of the year.
  const middle = (await db.get<{ at: number; seq: number }>(
    'SELECT at, seq FROM audit_entries WHERE organization_id = ? AND at <= ? ORDER BY at DESC, seq DESC LIMIT 1',
    [org, start + SPAN_MS / 2],
  ))!;
  const deep = `${middle.at}.${middle.seq}`;
  const iso = (ms: number) => new Date(ms).toISOString();
  const shapes: { name: string; filters: Filter[]; after?: string }[] = [
    { name: 'first page', filters: [] },
    { name: 'by actor', filters: [['actorId', '=', 'usr_bench_11']] },
    { name: 'by kind', filters: [['kind', '=', 'refund']] },
    { name: 'by kinds', filters: [['kind', 'in', ['refund', 'capture']]] },
    {
      name: 'by target',
      filters: [
        ['targetType', '=', 'transaction'],
        ['targetId', '=', 'trx_bench_1234'],
      ],
    },
    {
      name: 'by period (a month, half a year back)',
      filters: [
        ['occurredAt', '>=', iso(start + 150 * DAY)],
        ['occurredAt', '<', iso(start + 180 * DAY)],
      ],
    },
    { name: 'deep cursor', filters: [], after: deep },
    { name: 'by actor, deep cursor', filters: [['actorId', '=', 'usr_bench_3']], after: deep },
    {
      name: 'by kind and period',
      filters: [
        ['kind', '=', 'sign-in'],
        ['occurredAt', '>=', iso(start + 30 * DAY)],
        ['occurredAt', '<', iso(start + 60 * DAY)],
      ],
    },
    { name: 'text search', filters: [['search', 'like', 'user3']] },
  ];
  const RUNS_PER_SHAPE = 24;
  const timings: number[] = [];
  const byShape: Record<string, number[]> = {};
  for (let run = 0; run < RUNS_PER_SHAPE; run++) {
    for (const shape of shapes) {
      const started = performance.now();
      const page = await auditPage({ db }, org, shape.filters, { size: PAGE, after: shape.after });
      const ms = performance.now() - started;
      if (page.rows.length === 0 && shape.name !== 'by target') {
        throw new Error(`${shape.name}: no rows — the bench data does not fit the filter`);
      }
      timings.push(ms);
      (byShape[shape.name] ??= []).push(ms);
    }
  }
  const pct = (values: number[], p: number) => {
    const sorted = [...values].sort((a, b) => a - b);
    return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
  };
  const p99 = pct(timings, 99);
  const pass = p99 <= BUDGET_P99_MS;
  console.log(
    `audit bench: ${total.toLocaleString('en')} entries seeded in ${(seedMs / 1000).toFixed(1)} s; ` +
      `${timings.length} list queries (page ${PAGE}): p50 ${pct(timings, 50).toFixed(1)} ms, ` +
      `p95 ${pct(timings, 95).toFixed(1)} ms, p99 ${p99.toFixed(1)} ms (budget ${BUDGET_P99_MS} ms) — ${pass ? 'PASS' : 'FAIL'}`,
  );
  for (const [name, values] of Object.entries(byShape)) {
    console.log(
      `  ${name.padEnd(40)} p50 ${pct(values, 50).toFixed(1)} ms  max ${Math.max(...values).toFixed(1)} ms`,
    );
  }
  if (!pass) process.exitCode = 1;
} finally {
  db.close();
  rmSync(dataDir, { recursive: true, force: true });
}

/**
 * Load figure for webhooks: 1,000 events sent to 10 endpoints (100 each) on loopback receivers, through the real
 * recorder and delivery worker (HTTP POSTs, signed). Prints the p99 latency from the event to its receipt and the
 * lost and duplicate counts; exits non-zero over budget (p99 ≤ 1 s, nothing lost, duplicates only as retries).
 *
 *   pnpm --filter @paydesk/emulator bench        (runs every bench; this one last)
 *   BENCH_WEBHOOK_EVENTS=2000 node --conditions=@paydesk/source --import tsx scripts/benchWebhooks.ts
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { webhookEventTypes } from '@paydesk/api-client';
import { createEmulator } from '../src/emulator.js';
import { createEndpoint } from '../src/domain/webhooks/endpoints.js';
import { drained } from '../src/domain/webhooks/deliver.js';
import { recordWebhookEvent } from '../src/domain/webhooks/events.js';
import type { ResourceRow } from '../src/domain/resources/lineage.js';

const EVENTS = Number(process.env.BENCH_WEBHOOK_EVENTS ?? 1000);
const ENDPOINTS = 10;
/** Events sent per tick, and the tick: a steady 1,000 events a second. */
const BATCH = 10;
const TICK_MS = 10;
const P99_BUDGET_MS = 1000;

const dataDir = mkdtempSync(join(tmpdir(), 'paydesk-bench-webhooks-'));
const emulator = await createEmulator({
  port: 0,
  dataDir,
  dashboardDir: join(dataDir, 'none'),
  log: false,
});
const ctx = emulator.context;
const servers: Server[] = [];
const latencies: number[] = [];
const received = new Map<string, number>();
let duplicates = 0;

try {
  const project = (await ctx.db.get<ResourceRow>(
    "SELECT * FROM resources WHERE name = 'Retail Web Shop Sandbox'",
  ))!;
  // One receiver and one endpoint per event type: each event goes to exactly one endpoint.
  const types = webhookEventTypes.slice(0, ENDPOINTS);
  for (const type of types) {
    const server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        const at = Date.now();
        const id = String(request.headers['webhook-id']);
        if (received.has(id)) duplicates += 1;
        else {
          received.set(id, at);
          const { data } = JSON.parse(body) as { data: { sentAt: number } };
          latencies.push(at - data.sentAt);
        }
        response.end('ok');
      });
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    servers.push(server);
    await createEndpoint(ctx, project, {
      url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`,
      events: [type],
    });
  }

  const started = Date.now();
  for (let sent = 0; sent < EVENTS; sent += BATCH) {
    const tickStart = Date.now();
    await Promise.all(
      Array.from({ length: Math.min(BATCH, EVENTS - sent) }, (_, at) =>
        recordWebhookEvent(ctx, {
          projectId: project.id,
          type: types[(sent + at) % types.length]!,
          data: { sentAt: Date.now(), sequence: sent + at },
        }),
      ),
    );
    const wait = TICK_MS - (Date.now() - tickStart);
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  }
  // Everything in flight lands (or retries) within a few seconds.
  const deadline = Date.now() + 15_000;
  while (received.size < EVENTS && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 50));
  const elapsed = Date.now() - started;
  // The last attempts' records are written after their receipt.
  await drained(ctx);

  const retried = Number(
    (
      await ctx.db.get<{ count: number }>(
        'SELECT COALESCE(SUM(attempt_count - 1), 0) AS count FROM webhook_deliveries',
      )
    )?.count ?? 0,
  );
  latencies.sort((a, b) => a - b);
  const percentile = (p: number) =>
    latencies[Math.min(latencies.length - 1, Math.ceil((p / 100) * latencies.length) - 1)] ?? NaN;
  const lost = EVENTS - received.size;
  console.log(
    `webhooks: ${EVENTS} events to ${ENDPOINTS} endpoints in ${(elapsed / 1000).toFixed(1)} s — ` +
      `p50 ${percentile(50)} ms, p99 ${percentile(99)} ms, max ${latencies.at(-1)} ms; ` +
      `lost ${lost}, duplicates ${duplicates} (retries made: ${retried})`,
  );
  const overBudget = !(percentile(99) <= P99_BUDGET_MS) || lost > 0 || duplicates > retried;
  if (overBudget) {
    console.error(
      `over budget: p99 ≤ ${P99_BUDGET_MS} ms, 0 lost, duplicates only from counted retries`,
    );
    process.exitCode = 1;
  }
} finally {
  await Promise.all(servers.map((server) => new Promise((done) => server.close(done))));
  await emulator.close();
  rmSync(dataDir, { recursive: true, force: true });
}

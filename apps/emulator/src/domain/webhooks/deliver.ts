/**
 * The delivery worker: real HTTP POSTs to the endpoints, at least once. A delivery is stored before its first
 * attempt, which starts at once; a failure (non-2xx, timeout, refused connection, refused address) sets the next
 * attempt after WEBHOOK_RETRY_DELAYS_MS on the emulator clock. Retries due within a minute are timed in-process so
 * they come on time; later ones are picked up by the clock job (`deliverDue`), which runs after every advance of
 * the clock — that is how tests compress the three days of retries. Every attempt carries the same `webhook-id`.
 */
import {
  WEBHOOK_ERRORS,
  WEBHOOK_RESPONSE_EXCERPT_BYTES,
  WEBHOOK_RETRY_DELAYS_MS,
  WEBHOOK_TIMEOUT_MS,
} from '@paydesk/api-client';
import type { Database } from '../../infra/db/database.js';
import type { DomainContext } from '../context.js';
import { announceDelivery } from './announce.js';
import { groupWrite } from './groupWrite.js';
import { signedHeaders } from './signing.js';
import {
  deliveryById,
  endpointById,
  isSandbox,
  type DeliveryRow,
  type EndpointRow,
} from './store.js';
import { targetRefusal } from './targets.js';

/** Retries closer than this are timed in-process, not left to the 30 s clock job. */
const TIMED_RETRY_MS = 60_000;
/** Attempts running at once per emulator (a burst of events must not open thousands of sockets). */
const MAX_PARALLEL = 64;

interface WorkerState {
  inFlight: Set<string>;
  running: number;
  queue: string[];
  /** Rows of deliveries just created, so their first attempt need not read them back. */
  fresh: Map<string, { row: DeliveryRow; endpoint: EndpointRow }>;
}
const workers = new WeakMap<Database, WorkerState>();
const stateOf = (db: Database) => {
  let state = workers.get(db);
  if (!state)
    workers.set(db, (state = { inFlight: new Set(), running: 0, queue: [], fresh: new Map() }));
  return state;
};

/** Queues attempts of `ids` now (a delivery already queued or in flight is not attempted twice). */
export function deliverSoon(
  ctx: DomainContext,
  ids: readonly string[],
  fresh: readonly { row: DeliveryRow; endpoint: EndpointRow }[] = [],
): void {
  const state = stateOf(ctx.db);
  for (const known of fresh) state.fresh.set(known.row.id, known);
  for (const id of ids) {
    if (state.inFlight.has(id)) continue;
    state.inFlight.add(id);
    state.queue.push(id);
  }
  pump(ctx, state);
}

function pump(ctx: DomainContext, state: WorkerState): void {
  while (state.running < MAX_PARALLEL && state.queue.length > 0) {
    const id = state.queue.shift()!;
    state.running++;
    const fresh = state.fresh.get(id);
    state.fresh.delete(id);
    void attemptDelivery(ctx, id, fresh)
      .catch((error: unknown) => console.error('webhook delivery failed', error))
      .finally(() => {
        state.running--;
        state.inFlight.delete(id);
        pump(ctx, state);
      });
  }
}

interface Outcome {
  statusCode: number | null;
  excerpt: string | null;
  error: string | null;
  ok: boolean;
}

/** Reads at most the excerpt's bytes of the answer, then lets the rest go. */
async function excerptOf(response: Response): Promise<string | null> {
  if (!response.body) return null;
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  while (size < WEBHOOK_RESPONSE_EXCERPT_BYTES) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    size += value.byteLength;
  }
  void reader.cancel().catch(() => undefined);
  const bytes = Buffer.concat(chunks).subarray(0, WEBHOOK_RESPONSE_EXCERPT_BYTES);
  return bytes.length === 0 ? null : bytes.toString('utf8');
}

const reasonOf = (error: unknown): string => {
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError'))
    return `Timed out after ${WEBHOOK_TIMEOUT_MS / 1000} s`;
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  if (cause?.code === 'ECONNREFUSED') return 'Connection refused';
  return cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : String(error));
};

async function post(
  db: Database,
  endpoint: EndpointRow,
  row: DeliveryRow,
  at: number,
): Promise<Outcome> {
  // Checked again at each attempt: the host's name may resolve to a private address by now.
  const refusal = await targetRefusal(endpoint.url, await isSandboxCached(db, endpoint));
  if (refusal)
    return { statusCode: null, excerpt: null, error: WEBHOOK_ERRORS[refusal], ok: false };
  try {
    const response = await fetch(endpoint.url, {
      method: 'POST',
      headers: signedHeaders(endpoint.secret, row.event_id, at, row.body),
      body: row.body,
      // A redirect could lead anywhere (a private address): it counts as a failure, never followed.
      redirect: 'manual',
      signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
    });
    const excerpt = await excerptOf(response).catch(() => null);
    const ok = response.status >= 200 && response.status < 300;
    return { statusCode: response.status, excerpt, error: null, ok };
  } catch (error) {
    return { statusCode: null, excerpt: null, error: reasonOf(error), ok: false };
  }
}

/** Projects do not change mode; remembered so a burst of deliveries reads it once. */
const modes = new Map<string, boolean>();
async function isSandboxCached(db: Database, endpoint: EndpointRow): Promise<boolean> {
  const known = modes.get(endpoint.project_id);
  if (known !== undefined) return known;
  const sandbox = await isSandbox(db, endpoint.project_id);
  modes.set(endpoint.project_id, sandbox);
  return sandbox;
}

/** One attempt of delivery `id`, if it is still pending and its endpoint enabled. */
export async function attemptDelivery(
  ctx: DomainContext,
  id: string,
  fresh?: { row: DeliveryRow; endpoint: EndpointRow },
): Promise<void> {
  const row = fresh?.row ?? (await deliveryById(ctx.db, id));
  if (!row || row.status !== 'pending') return;
  // Not due (yet or any more): another run took this attempt and set the next one.
  if (row.next_attempt_at === null || Number(row.next_attempt_at) > ctx.clock.now()) return;
  const endpoint = fresh?.endpoint ?? (await endpointById(ctx.db, row.endpoint_id));
  if (!endpoint || Number(endpoint.enabled) !== 1) return;
  const started = ctx.clock.now();
  const realStart = performance.now();
  const outcome = await post(ctx.db, endpoint, row, started);
  const latency = Math.round(performance.now() - realStart);
  const at = started;
  const step = Number(row.schedule_step);
  const delay = WEBHOOK_RETRY_DELAYS_MS[step];
  const next: Pick<DeliveryRow, 'status' | 'delivered_at' | 'next_attempt_at' | 'schedule_step'> =
    outcome.ok
      ? { status: 'delivered', delivered_at: at, next_attempt_at: null, schedule_step: step }
      : delay === undefined
        ? { status: 'failed', delivered_at: null, next_attempt_at: null, schedule_step: step }
        : {
            status: 'pending',
            delivered_at: null,
            // From when this attempt was due, not when it ran: after a long advance of the clock the missed
            // retries fall due one after another, as they would have over that time.
            next_attempt_at: Number(row.next_attempt_at) + delay,
            schedule_step: step + 1,
          };
  await groupWrite(ctx.db, [
    {
      sql: `INSERT INTO webhook_attempts (delivery_id, endpoint_id, at, status_code, latency_ms, response_excerpt,
              error, ok) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      args: [
        row.id,
        endpoint.id,
        at,
        outcome.statusCode,
        latency,
        outcome.excerpt,
        outcome.error,
        outcome.ok ? 1 : 0,
      ],
    },
    {
      sql: `UPDATE webhook_deliveries SET status = ?, attempt_count = attempt_count + 1, last_status_code = ?,
              delivered_at = ?, next_attempt_at = ?, schedule_step = ? WHERE id = ?`,
      args: [
        next.status,
        outcome.statusCode,
        next.delivered_at,
        next.next_attempt_at,
        next.schedule_step,
        row.id,
      ],
    },
    // The endpoint's failing streak: ended by any success, started by the first failure after one.
    outcome.ok
      ? {
          sql: 'UPDATE webhook_endpoints SET failing_since = NULL WHERE id = ?',
          args: [endpoint.id],
        }
      : {
          sql: 'UPDATE webhook_endpoints SET failing_since = COALESCE(failing_since, ?) WHERE id = ?',
          args: [at, endpoint.id],
        },
  ]);
  const wait = next.next_attempt_at === null ? null : next.next_attempt_at - ctx.clock.now();
  if (next.status === 'pending' && wait !== null && wait <= TIMED_RETRY_MS) {
    // A few ms late, so the clock has surely reached the attempt's time when the timer fires.
    setTimeout(() => deliverSoon(ctx, [row.id]), Math.max(0, wait) + 5).unref();
  }
  await announceDelivery(ctx, { ...row, ...next }).catch(() => undefined);
}

/** The deliveries whose next attempt is due at `now`, attempted (the clock job). Answers how many. */
export async function deliverDue(ctx: DomainContext, now: number): Promise<number> {
  let attempted = 0;
  // Rounds until nothing is due: each failed retry of a catch-up may be due again at once (see attemptDelivery).
  for (let round = 0; round <= WEBHOOK_RETRY_DELAYS_MS.length; round++) {
    const due = await ctx.db.all<{ id: string }>(
      `SELECT d.id FROM webhook_deliveries d JOIN webhook_endpoints e ON e.id = d.endpoint_id
       WHERE d.status = 'pending' AND d.next_attempt_at IS NOT NULL AND d.next_attempt_at <= ? AND e.enabled = 1
       ORDER BY d.next_attempt_at LIMIT 1000`,
      [Math.min(now, ctx.clock.now())],
    );
    if (due.length === 0) break;
    deliverSoon(
      ctx,
      due.map((row) => row.id),
    );
    await drained(ctx);
    attempted += due.length;
  }
  return attempted;
}

/** Resolves when no attempt is queued or running (the clock job waits, so an advance sees its retries done). */
export async function drained(ctx: DomainContext): Promise<void> {
  const state = stateOf(ctx.db);
  while (state.running > 0 || state.queue.length > 0) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

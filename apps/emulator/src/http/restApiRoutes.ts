/**
 * The server-to-server REST API (`/v1/...`), opened by API keys (`Authorization: Bearer <key>`): list and read
 * transactions, refund them, list disputes. It reuses the dashboard's domain rules — the same scopes, refund limits
 * and ledger effects — with the key's own permissions. JSON errors: 401 for a missing, unknown, rolled-out, revoked
 * or expired key; 403 for a permission, project or IP refusal; 429 over the per-key rate limit.
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PermissionName } from '@paydesk/permissions';
import { announceLedger } from '../actions/ledgerEvents.js';
import { disputeResources } from '../actions/disputes.js';
import { transactionResource } from '../actions/serialize/payments.js';
import {
  authenticateKey,
  markUsed,
  requireProject,
  type KeyCaller,
} from '../domain/apiKeys/authenticate.js';
import { ApiError, messages } from '../domain/errors.js';
import { queryDisputes } from '../domain/payments/disputeQuery.js';
import { readableRow, readPermissions, scopeOf, type Scope } from '../domain/payments/access.js';
import { operate } from '../domain/payments/operations.js';
import { userAgentOf, withAuditOrigin, type AuditOrigin } from '../domain/audit/context.js';
import { withAttached } from '../infra/db/attached.js';
import type { TransactionRow } from '../domain/payments/rows.js';
import { queryTransactions } from '../domain/payments/transactionQuery.js';
import type { Context } from './context.js';

export const REST_API_PREFIX = '/v1';
const MAX_PAGE_SIZE = 100;
const DEFAULT_PAGE_SIZE = 25;

/**
 * The caller's address: the socket's, except that with test control on an `X-Forwarded-For` header is trusted so
 * tests can act from another address (never in a real deployment: anyone can send the header).
 */
function callerIp(ctx: Context, request: FastifyRequest): string {
  const forwarded = request.headers['x-forwarded-for'];
  if (ctx.config.testControl && typeof forwarded === 'string' && forwarded.trim() !== '') {
    return forwarded.split(',')[0]!.trim();
  }
  return request.socket.remoteAddress ?? request.ip;
}

const tooMany = (retryAfter: number) =>
  new ApiError(429, [{ title: messages.tooManyRequests, code: 'rate-limited' }], {
    'retry-after': String(retryAfter),
  });

/** Rate limits (per address before the key is known, per key after), the key's checks, last used. */
async function keyCallerOf(ctx: Context, request: FastifyRequest): Promise<KeyCaller> {
  const ip = callerIp(ctx, request);
  const { general, restApi = general } = ctx.config.rateLimit;
  const byAddress = ctx.limiter.hit(`rest-ip:${ip}`, general.max, general.windowMs);
  if (byAddress > 0) throw tooMany(byAddress);
  const caller = await authenticateKey(ctx, request.headers.authorization, ip);
  const byKey = ctx.limiter.hit(`rest-key:${caller.key.id}`, restApi.max, restApi.windowMs);
  if (byKey > 0) throw tooMany(byKey);
  await markUsed(ctx, caller.key, ip);
  return caller;
}

const query = (request: FastifyRequest) => request.query as Record<string, string | undefined>;

function pageSize(value: string | undefined): number {
  if (value === undefined) return DEFAULT_PAGE_SIZE;
  const size = Number(value);
  if (!Number.isInteger(size) || size < 1 || size > MAX_PAGE_SIZE) {
    throw new ApiError(400, [
      {
        title: `limit must be an integer from 1 to ${MAX_PAGE_SIZE}`,
        code: 'invalid',
        source: { pointer: '/limit' },
      },
    ]);
  }
  return size;
}

/** The project asked for (`project_id`), the key's own project, or the key's organization. */
async function scopeFor(
  ctx: Context,
  caller: KeyCaller,
  request: FastifyRequest,
  permissions: readonly PermissionName[],
): Promise<Scope> {
  const projectId = query(request).project_id;
  if (projectId !== undefined) requireProject(caller, projectId);
  const resourceId = projectId ?? caller.key.project_id ?? caller.key.organization_id;
  return scopeOf(ctx, caller, resourceId, permissions);
}

/** The transaction with `id`, refused when the key is locked to another project. */
async function lockedTransaction(ctx: Context, caller: KeyCaller, id: string) {
  const row = await ctx.db.get<TransactionRow>('SELECT * FROM transactions WHERE id = ?', [id]);
  if (row && row.organization_id === caller.key.organization_id)
    requireProject(caller, row.project_id);
}

/** Idempotency-Key answers kept per key: the same key and body replays the first answer. */
const inflight = new WeakMap<Context, Map<string, Promise<{ status: number; body: unknown }>>>();

async function idempotent(
  ctx: Context,
  caller: KeyCaller,
  idempotencyKey: string | undefined,
  requestBody: unknown,
  work: () => Promise<{ status: number; body: unknown }>,
): Promise<{ status: number; body: unknown; replayed: boolean }> {
  if (idempotencyKey === undefined || idempotencyKey === '')
    return { ...(await work()), replayed: false };
  const requestHash = createHash('sha256')
    .update(JSON.stringify(requestBody ?? null))
    .digest('hex');
  const slot = `${caller.key.id}:${idempotencyKey}`;
  let running = inflight.get(ctx);
  if (!running) inflight.set(ctx, (running = new Map()));
  // A retry arriving while the first is still running waits for it instead of refunding twice.
  const pending = running.get(slot);
  if (pending) return { ...(await pending), replayed: true };
  const stored = await ctx.db.get<{ request_hash: string; status: number; body: string }>(
    'SELECT request_hash, status, body FROM api_key_idempotency WHERE api_key_id = ? AND idempotency_key = ?',
    [caller.key.id, idempotencyKey],
  );
  if (stored) {
    if (stored.request_hash !== requestHash) {
      throw new ApiError(422, [
        {
          title: 'This Idempotency-Key was used with a different request',
          code: 'idempotency-key-reused',
        },
      ]);
    }
    return { status: Number(stored.status), body: JSON.parse(stored.body), replayed: true };
  }
  const run = (async () => {
    let outcome: { status: number; body: unknown };
    try {
      outcome = await work();
    } catch (error) {
      // Refusals are kept too (a retry gets the same answer); unexpected failures are not.
      if (!(error instanceof ApiError)) throw error;
      outcome = { status: error.status, body: { errors: error.errors } };
    }
    await ctx.db.run(
      `INSERT OR IGNORE INTO api_key_idempotency (api_key_id, idempotency_key, request_hash, status, body, created_at)
       VALUES (?, ?, ?, ?, ?, ?)`,
      [
        caller.key.id,
        idempotencyKey,
        requestHash,
        outcome.status,
        JSON.stringify(outcome.body),
        ctx.clock.now(),
      ],
    );
    return outcome;
  })();
  running.set(slot, run);
  try {
    return { ...(await run), replayed: false };
  } finally {
    running.delete(slot);
  }
}

function refundInput(body: unknown): { transactionId: string; amount: number; reason?: string } {
  const input = (body ?? {}) as Record<string, unknown>;
  const errors = [];
  if (typeof input.transaction_id !== 'string' || input.transaction_id === '') {
    errors.push({
      title: 'transaction_id is required',
      code: 'required',
      source: { pointer: '/transaction_id' },
    });
  }
  if (!Number.isInteger(input.amount) || (input.amount as number) < 1) {
    errors.push({
      title: 'amount must be a positive integer in minor units',
      code: 'invalid',
      source: { pointer: '/amount' },
    });
  }
  if (input.reason !== undefined && typeof input.reason !== 'string') {
    errors.push({
      title: 'reason must be a string',
      code: 'invalid',
      source: { pointer: '/reason' },
    });
  }
  if (errors.length > 0) throw new ApiError(422, errors);
  return {
    transactionId: input.transaction_id as string,
    amount: input.amount as number,
    ...(typeof input.reason === 'string' ? { reason: input.reason } : {}),
  };
}

export function registerRestApiRoutes(app: FastifyInstance, ctx: Context): void {
  app.get(`${REST_API_PREFIX}/transactions`, async (request) => {
    const caller = await keyCallerOf(ctx, request);
    const scope = await scopeFor(ctx, caller, request, readPermissions.transactions);
    const size = pageSize(query(request).limit);
    const status = query(request).status;
    const { rows, cursorOf } = await queryTransactions(ctx.db, scope, {
      filters: status ? [['status', '=', status]] : [],
      sort: undefined,
      after: query(request).after,
      limit: size + 1,
    });
    const items = rows.slice(0, size);
    const after = rows.length > size ? cursorOf(items.at(-1)!) : null;
    return { data: items.map(transactionResource), meta: { page: { size, after } } };
  });

  app.get(`${REST_API_PREFIX}/transactions/:id`, async (request) => {
    const caller = await keyCallerOf(ctx, request);
    const { id } = request.params as { id: string };
    await lockedTransaction(ctx, caller, id);
    const { row } = await readableRow<TransactionRow>(
      ctx,
      caller,
      'transactions',
      id,
      readPermissions.transactions,
    );
    return { data: transactionResource(row) };
  });

  app.post(`${REST_API_PREFIX}/refunds`, async (request, reply) => {
    const caller = await keyCallerOf(ctx, request);
    const header = request.headers['idempotency-key'];
    const outcome = await idempotent(
      ctx,
      caller,
      typeof header === 'string' ? header : undefined,
      request.body,
      async () => {
        const input = refundInput(request.body);
        await lockedTransaction(ctx, caller, input.transactionId);
        // The audit trail names the key as who refunded; the entry commits with the refund.
        const origin: AuditOrigin = {
          ip: callerIp(ctx, request),
          userAgent: userAgentOf(request.headers['user-agent']),
          actor: { id: null, name: `API key ${caller.key.name}`, email: caller.key.prefix },
        };
        const { result, left } = await withAuditOrigin(origin, () =>
          withAttached(() =>
            operate(
              ctx,
              caller,
              input.transactionId,
              { amount: input.amount, ...(input.reason ? { reason: input.reason } : {}) },
              'refund',
            ),
          ),
        );
        await ctx.db.batch(left);
        const { child, original, ledger } = result;
        // Same effects as the dashboard's refund: open dashboards see balances move.
        await announceLedger(ctx, ledger);
        return {
          status: 201,
          body: { data: transactionResource(child), included: [transactionResource(original)] },
        };
      },
    );
    if (outcome.replayed) reply.header('idempotent-replayed', 'true');
    return reply.code(outcome.status).send(outcome.body);
  });

  app.get(`${REST_API_PREFIX}/disputes`, async (request) => {
    const caller = await keyCallerOf(ctx, request);
    const scope = await scopeFor(ctx, caller, request, readPermissions.disputes);
    const size = pageSize(query(request).limit);
    const { rows, cursorOf } = await queryDisputes(
      ctx.db,
      scope,
      {
        filters: [],
        sort: undefined,
        after: query(request).after,
        limit: size + 1,
      },
      ctx.clock.now(),
    );
    const items = rows.slice(0, size);
    const after = rows.length > size ? cursorOf(items.at(-1)!) : null;
    return { data: await disputeResources(ctx.db, items), meta: { page: { size, after } } };
  });

  // Anything else under /v1 is JSON, never the dashboard.
  app.all(`${REST_API_PREFIX}/*`, async () => {
    throw new ApiError(404, [{ title: messages.notFound, code: 'not-found' }]);
  });
}

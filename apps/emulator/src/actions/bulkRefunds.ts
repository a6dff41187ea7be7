/**
 * Bulk refunds (payments area): the dry run, starting a job, reading it; and the worker that refunds the open
 * items one at a time, a short real-time pause between two so the dashboard shows progress. The worker is started
 * by a create and by the clock job (so jobs left open when the emulator stopped go on after a restart).
 */
import {
  pushEvents,
  transactionOperationPermissions,
  type BulkRefundChangedEvent,
  type BulkRefundItemInput,
} from '@paydesk/api-client';
import { requireSession } from '../domain/access/caller.js';
import { currentAuditOrigin } from '../domain/audit/context.js';
import { checkItems, refusalMessages, totalsOf } from '../domain/bulkRefunds/check.js';
import { finishIfDone, nextOpenItem, processItem } from '../domain/bulkRefunds/process.js';
import {
  bulkRefundById,
  bulkRefundResource,
  storeBulkRefund,
  type BulkRefundRow,
} from '../domain/bulkRefunds/store.js';
import { ApiError, forbidden, notFound } from '../domain/errors.js';
import { readPermissions } from '../domain/payments/access.js';
import { sessionChannelsSeeing } from '../domain/reports/watchers.js';
import { visibleResource, visibleResources } from '../domain/resources/visibility.js';
import type { SessionCaller } from '../domain/access/caller.js';
import { attributesOf } from './input.js';
import { announceOperation } from './transactions.js';
import type { TimeJob } from './timeJobs.js';
import type { ActionContext, Area } from './types.js';

/** The pause between two items of a job (real time), so progress is seen and other requests get their turn. */
export const BULK_REFUND_ITEM_PAUSE_MS = 120;

/**
 * The organization a bulk refund is about: one the caller sees, or above a project the caller sees (a role on one
 * project refunds that project's transactions; the items say which).
 */
async function organizationOf(ctx: ActionContext, session: SessionCaller, resourceId: unknown) {
  const visible = await visibleResources(ctx, session);
  const row = visible.find((resource) => resource.id === resourceId);
  if (!row) throw notFound();
  if (row.type !== 'organization') {
    throw new ApiError(422, [
      {
        title: 'resourceId must be an organization',
        code: 'invalid',
        source: { pointer: '/data/attributes/resourceId' },
      },
    ]);
  }
  return row.id;
}

async function announce(ctx: ActionContext, job: BulkRefundRow, status: string): Promise<void> {
  const event: BulkRefundChangedEvent = {
    organizationId: job.organization_id,
    bulkRefundId: job.id,
    status,
  };
  for (const channel of await sessionChannelsSeeing(ctx, job.organization_id))
    ctx.pusher.publish(channel, pushEvents.bulkRefundChanged, event);
}

const workers = new WeakMap<ActionContext, Promise<void>>();

/** Refunds open items until none is left; one worker per emulator. */
async function work(ctx: ActionContext, pauseMs: number): Promise<void> {
  for (;;) {
    const item = await nextOpenItem(ctx);
    if (!item) return;
    const job = await bulkRefundById(ctx, item.bulk_refund_id);
    if (!job) return;
    const outcome = await processItem(ctx, job, item);
    if (outcome.status === 'refunded') await announceOperation(ctx, 'refund', outcome);
    const done = await finishIfDone(ctx, job.id);
    await announce(ctx, job, done ? 'done' : 'running');
    if (pauseMs > 0) await new Promise((resolve) => setTimeout(resolve, pauseMs));
  }
}

/** Starts the worker unless it runs; answers when it has nothing left to do. */
export function runBulkRefunds(
  ctx: ActionContext,
  pauseMs = BULK_REFUND_ITEM_PAUSE_MS,
): Promise<void> {
  const running = workers.get(ctx);
  if (running) return running;
  const run = work(ctx, pauseMs)
    .catch((error: unknown) => console.error('bulk refunds', error))
    .finally(() => workers.delete(ctx));
  workers.set(ctx, run);
  return run;
}

export const bulkRefundActions: Area = {
  'bulk-refunds/preview': async (ctx, caller, { payload }) => {
    const session = requireSession(caller);
    const attributes = attributesOf(payload);
    const organizationId = await organizationOf(ctx, session, attributes.resourceId);
    const items = await checkItems(
      ctx,
      session,
      organizationId,
      attributes.items as BulkRefundItemInput[],
    );
    return {
      data: {
        type: 'bulk-refund-preview',
        id: organizationId,
        attributes: {
          items: items.map((item) => ({
            transactionId: item.transactionId,
            outcome: item.refusal === null ? 'refund' : 'refused',
            amount: item.amount,
            currency: item.currency,
            reason:
              item.refusal === null
                ? null
                : { code: item.refusal, message: refusalMessages[item.refusal] },
          })),
          totals: totalsOf(items),
        },
      },
    };
  },

  'bulk-refunds/create': async (ctx, caller, { payload }) => {
    const session = requireSession(caller);
    const attributes = attributesOf(payload);
    const organizationId = await organizationOf(ctx, session, attributes.resourceId);
    const origin = currentAuditOrigin();
    const items = await checkItems(
      ctx,
      session,
      organizationId,
      attributes.items as BulkRefundItemInput[],
    );
    const job = await storeBulkRefund(
      ctx,
      {
        organizationId,
        identityId: session.identity.id,
        merchantId: session.identity.merchant_id,
        origin: {
          ip: origin?.ip ?? '',
          userAgent: origin?.userAgent ?? '',
          actor: { id: session.user.id, name: session.user.name, email: session.user.email },
        },
      },
      attributes.reference as string,
      items,
    );
    void runBulkRefunds(ctx);
    return { data: await bulkRefundResource(ctx, job) };
  },

  'bulk-refunds/get': async (ctx, caller, { id }) => {
    const session = requireSession(caller);
    const job = id === undefined ? undefined : await bulkRefundById(ctx, id);
    if (!job) throw notFound();
    // Another organization's job (or one the caller no longer sees) is "not found"; reading it needs what
    // refunding needs there.
    const { lineage } = await visibleResource(ctx, session, job.organization_id).catch(() => {
      throw notFound();
    });
    const may = [...readPermissions.transactions, transactionOperationPermissions.refund].every(
      (name) => session.access.can(name, lineage),
    );
    if (!may) throw forbidden();
    return { data: await bulkRefundResource(ctx, job) };
  },
};

/** The clock job: jobs still open (after a restart) go on. */
export const bulkRefundJob: TimeJob = {
  name: 'bulk refunds',
  run: async (ctx) => {
    void runBulkRefunds(ctx);
  },
};

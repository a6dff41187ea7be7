/**
 * Refunding one item of a job: through {@link operate}, the single refund's own function (ledger, audit entry by
 * the person who started the job, the same checks again now), with the item marked refunded in the same write
 * transaction as the refund. An item therefore refunds at most once: either both committed or neither did, and an
 * item found "processing" after a crash is simply tried again.
 */
import type { BulkRefundRefusal } from '@paydesk/api-client';
import { withAttached } from '../../infra/db/attached.js';
import { Access } from '../access/access.js';
import { withAuditOrigin, type AuditActor } from '../audit/context.js';
import type { DomainContext } from '../context.js';
import { ApiError } from '../errors.js';
import type { Entry } from '../ledger/posting.js';
import { operate } from '../payments/operations.js';
import type { TransactionRow } from '../payments/rows.js';
import { refusalMessages } from './check.js';
import type { BulkRefundItemRow, BulkRefundRow } from './store.js';

export type ItemOutcome =
  | { status: 'refunded'; child: TransactionRow; ledger: Entry[] }
  | { status: 'refused' | 'unknown' | 'skipped' };

/** The refusal a single refund's error stands for. */
function refusalOf(error: ApiError): BulkRefundRefusal {
  const code = error.errors[0]?.code;
  if (code === 'amount-exceeds') return 'amount-exceeds';
  if (error.status === 404) return 'unknown-transaction';
  if (error.status === 403) return 'forbidden';
  return 'not-refundable';
}

const setStatus = (
  ctx: DomainContext,
  item: BulkRefundItemRow,
  status: string,
  refusal: BulkRefundRefusal | null = null,
) =>
  ctx.db.run(
    `UPDATE bulk_refund_items SET status = ?, reason_code = ?, reason_message = ?
     WHERE bulk_refund_id = ? AND position = ?`,
    [
      status,
      refusal,
      refusal && refusalMessages[refusal],
      item.bulk_refund_id,
      Number(item.position),
    ],
  );

export async function processItem(
  ctx: DomainContext,
  job: BulkRefundRow,
  item: BulkRefundItemRow,
): Promise<ItemOutcome> {
  const origin = {
    ip: job.ip,
    userAgent: job.user_agent,
    actor: JSON.parse(job.actor) as AuditActor,
  };
  // Its own attached list and origin: the work may have been started from inside another request's.
  const { result, left } = await withAuditOrigin(origin, () =>
    withAttached(() => attempt(ctx, job, item)),
  );
  await ctx.db.batch(left);
  return result;
}

async function attempt(
  ctx: DomainContext,
  job: BulkRefundRow,
  item: BulkRefundItemRow,
): Promise<ItemOutcome> {
  // Claimed only while it is still open (a reset or another worker may have taken it since it was read).
  const claimed = await ctx.db.run(
    `UPDATE bulk_refund_items SET status = 'processing'
     WHERE bulk_refund_id = ? AND position = ? AND status IN ('new', 'processing')`,
    [item.bulk_refund_id, Number(item.position)],
  );
  if (claimed === 0) return { status: 'skipped' };
  // The permissions of the person who started the job, as they are now: a role taken away stops the rest.
  const access = await Access.load(ctx.db, job.identity_id, job.merchant_id, ctx.clock.now());
  try {
    const { child, ledger } = await operate(
      ctx,
      { access },
      item.transaction_id,
      { amount: Number(item.amount) },
      'refund',
      (refund) => [
        {
          sql: `UPDATE bulk_refund_items SET status = 'refunded', refund_id = ?
                WHERE bulk_refund_id = ? AND position = ?`,
          args: [refund.id, item.bulk_refund_id, Number(item.position)],
        },
      ],
    );
    return { status: 'refunded', child, ledger };
  } catch (error) {
    if (error instanceof ApiError) {
      await setStatus(ctx, item, 'refused', refusalOf(error));
      return { status: 'refused' };
    }
    // Not known whether the refund committed: say so rather than "failed" (the ledger tells).
    console.error(error);
    await setStatus(ctx, item, 'unknown');
    return { status: 'unknown' };
  }
}

/** The next item to refund of any running job, oldest job first. */
export const nextOpenItem = (ctx: DomainContext) =>
  ctx.db.get<BulkRefundItemRow>(
    `SELECT i.* FROM bulk_refund_items i JOIN bulk_refunds b ON b.id = i.bulk_refund_id
     WHERE i.status IN ('new', 'processing') ORDER BY b.created_at, b.id, i.position LIMIT 1`,
  );

/** Marks the job done once none of its items is left to refund; answers whether it is. */
export async function finishIfDone(ctx: DomainContext, jobId: string): Promise<boolean> {
  const changed = await ctx.db.run(
    `UPDATE bulk_refunds SET status = 'done' WHERE id = ? AND status = 'running' AND NOT EXISTS
       (SELECT 1 FROM bulk_refund_items WHERE bulk_refund_id = ? AND status IN ('new', 'processing'))`,
    [jobId, jobId],
  );
  return changed > 0;
}

/**
 * Bulk refund jobs as stored (migration 25): the job with who started it, and its items in the order given. A
 * create with a reference the organization already used answers that job: nothing is stored or refunded again.
 */
import {
  bulkRefundItemReference,
  bulkRefundItemStatuses,
  type BulkRefundItemStatus,
  type BulkRefundRefusal,
  type BulkRefundStatus,
} from '@paydesk/api-client';
import { secureId } from '../../infra/random.js';
import { iso } from '../../infra/time.js';
import type { AuditActor, AuditOrigin } from '../audit/context.js';
import type { DomainContext } from '../context.js';
import { ApiError } from '../errors.js';
import { exclusive } from '../payments/access.js';
import { refusalMessages, totalsOf, type CheckedItem } from './check.js';

export interface BulkRefundRow {
  id: string;
  organization_id: string;
  reference: string;
  identity_id: string;
  merchant_id: string;
  /** JSON of the {@link AuditActor} who started it. */
  actor: string;
  ip: string;
  user_agent: string;
  status: BulkRefundStatus;
  created_at: number;
}

export interface BulkRefundItemRow {
  bulk_refund_id: string;
  position: number;
  transaction_id: string;
  request_reference: string;
  amount: number | null;
  currency: string | null;
  status: BulkRefundItemStatus;
  refund_id: string | null;
  reason_code: BulkRefundRefusal | null;
  reason_message: string | null;
}

export interface Starter {
  organizationId: string;
  identityId: string;
  merchantId: string;
  origin: AuditOrigin & { actor: AuditActor };
}

export const bulkRefundById = (ctx: DomainContext, id: string) =>
  ctx.db.get<BulkRefundRow>('SELECT * FROM bulk_refunds WHERE id = ?', [id]);

export const itemsOf = (ctx: DomainContext, id: string) =>
  ctx.db.all<BulkRefundItemRow>(
    'SELECT * FROM bulk_refund_items WHERE bulk_refund_id = ? ORDER BY position',
    [id],
  );

/**
 * Stores a job of checked items (refused ones are refused from the start) unless the organization has one with
 * this reference; answers the job either way (the caller's own; another person's reference is refused). Runs exclusively, so two creates with one reference make one job.
 */
export function storeBulkRefund(
  ctx: DomainContext,
  starter: Starter,
  reference: string,
  items: readonly CheckedItem[],
): Promise<BulkRefundRow> {
  return exclusive(ctx, async () => {
    const existing = await ctx.db.get<BulkRefundRow>(
      'SELECT * FROM bulk_refunds WHERE organization_id = ? AND reference = ?',
      [starter.organizationId, reference],
    );
    if (existing) {
      // Someone else's job is not answered to a guess of its reference.
      if (existing.identity_id !== starter.identityId) {
        throw new ApiError(409, [
          { title: 'This reference is already used by another bulk refund', code: 'conflict' },
        ]);
      }
      return existing;
    }
    const row: BulkRefundRow = {
      id: secureId('brf'),
      organization_id: starter.organizationId,
      reference,
      identity_id: starter.identityId,
      merchant_id: starter.merchantId,
      actor: JSON.stringify(starter.origin.actor),
      ip: starter.origin.ip,
      user_agent: starter.origin.userAgent,
      status: items.some((item) => item.refusal === null) ? 'running' : 'done',
      created_at: ctx.clock.now(),
    };
    await ctx.db.batch([
      {
        sql: `INSERT INTO bulk_refunds (id, organization_id, reference, identity_id, merchant_id, actor, ip,
                user_agent, status, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        args: [
          row.id,
          row.organization_id,
          row.reference,
          row.identity_id,
          row.merchant_id,
          row.actor,
          row.ip,
          row.user_agent,
          row.status,
          row.created_at,
        ],
      },
      ...items.map((item, position) => ({
        sql: `INSERT INTO bulk_refund_items (bulk_refund_id, position, transaction_id, request_reference, amount,
                currency, status, reason_code, reason_message) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        args: [
          row.id,
          position,
          item.transactionId,
          // A refused line never refunds: its reference names the job and its position (a duplicate or another
          // organization's id must not take the reference of the line that refunds that transaction).
          item.refusal === null
            ? bulkRefundItemReference(reference, item.transactionId)
            : bulkRefundItemReference(row.id, String(position)),
          item.amount,
          item.currency,
          item.refusal === null ? 'new' : 'refused',
          item.refusal,
          item.refusal === null ? null : refusalMessages[item.refusal],
        ],
      })),
    ]);
    return row;
  });
}

/** The job as the API answers it. */
export async function bulkRefundResource(ctx: DomainContext, row: BulkRefundRow) {
  const items = await itemsOf(ctx, row.id);
  const counts = Object.fromEntries(
    bulkRefundItemStatuses.map((status) => [
      status,
      items.filter((item) => item.status === status).length,
    ]),
  ) as Record<BulkRefundItemStatus, number>;
  return {
    type: 'bulk-refund' as const,
    id: row.id,
    attributes: {
      organizationId: row.organization_id,
      reference: row.reference,
      status: row.status,
      createdAt: iso(Number(row.created_at)),
      counts,
      totals: totalsOf(items.filter((item) => item.status === 'refunded').map(numbers)),
      items: items.map((item) => ({
        transactionId: item.transaction_id,
        ...numbers(item),
        status: item.status,
        refundId: item.refund_id,
        reason:
          item.reason_code === null
            ? null
            : { code: item.reason_code, message: item.reason_message ?? '' },
      })),
    },
  };
}

/** SQLite answers numbers of INTEGER columns as numbers or bigints; the API answers numbers. */
const numbers = (item: BulkRefundItemRow) => ({
  amount: item.amount === null ? null : Number(item.amount),
  currency: item.currency,
});

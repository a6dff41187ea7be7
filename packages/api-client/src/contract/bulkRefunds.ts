/**
 * Bulk refunds (issue 20): many refunds of one organization's transactions in one request. A dry run
 * (`bulk-refunds/preview`) answers, per item, whether it will be refunded or why it is refused, and the totals per
 * currency; `bulk-refunds/create` starts a job that refunds the items one by one exactly as `transactions/refund`
 * does (ledger, audit entry, webhook). The job is idempotent by its `reference`: a retried create with the same
 * reference answers the same job and refunds nothing again. Each item's own request reference is derived from the
 * job's reference and the transaction id ({@link bulkRefundItemReference}). Progress is pushed as
 * `bulkRefundChanged`.
 */
import * as v from 'valibot';
import { body, CurrencySchema, DateTimeSchema, MinorAmountSchema, resource } from './jsonapi.js';
import { RequestReferenceSchema } from './wire.js';

/** The most items one bulk refund takes (a CSV or a selection beyond it is refused whole). */
export const BULK_REFUND_MAX_ITEMS = 500;

/** Why an item is refused. */
export const bulkRefundRefusals = [
  'not-refundable',
  'amount-exceeds',
  'unknown-transaction',
  'other-organization',
  'forbidden',
  'duplicate',
] as const;
export type BulkRefundRefusal = (typeof bulkRefundRefusals)[number];

/** Where an item of a job is: an unexpected failure is `unknown` (it may have been refunded), never "failed". */
export const bulkRefundItemStatuses = [
  'new',
  'processing',
  'refunded',
  'refused',
  'unknown',
] as const;
export type BulkRefundItemStatus = (typeof bulkRefundItemStatuses)[number];

export const bulkRefundStatuses = ['running', 'done'] as const;
export type BulkRefundStatus = (typeof bulkRefundStatuses)[number];

/** The request reference of one item's refund: the same job and transaction always give the same one. */
export const bulkRefundItemReference = (reference: string, transactionId: string): string =>
  `${reference}:${transactionId}`;

export const BulkRefundItemInputSchema = v.object({
  transactionId: v.pipe(v.string(), v.trim(), v.minLength(1)),
  /** Minor units; absent refunds all that remains refundable. */
  amount: v.optional(v.pipe(MinorAmountSchema, v.minValue(1, 'Enter an amount above zero'))),
});
export type BulkRefundItemInput = v.InferInput<typeof BulkRefundItemInputSchema>;

const itemsEntry = v.pipe(
  v.array(BulkRefundItemInputSchema),
  v.minLength(1, 'Choose at least one transaction'),
  v.maxLength(BULK_REFUND_MAX_ITEMS, `At most ${BULK_REFUND_MAX_ITEMS} transactions at once`),
);

export const BulkRefundPreviewRequestSchema = body('bulk-refund-request', {
  /** The organization. */
  resourceId: v.pipe(v.string(), v.minLength(1)),
  items: itemsEntry,
});

export const BulkRefundCreateRequestSchema = body('bulk-refund', {
  resourceId: v.pipe(v.string(), v.minLength(1)),
  /** Chosen by the client once per bulk refund and re-sent on every retry. */
  reference: RequestReferenceSchema,
  items: itemsEntry,
});
export type BulkRefundCreateRequest = v.InferInput<typeof BulkRefundCreateRequestSchema>;

const ReasonSchema = v.nullable(
  v.object({ code: v.picklist(bulkRefundRefusals), message: v.string() }),
);

/** What will be (or was) refunded, per currency. */
const TotalsSchema = v.array(
  v.object({ currency: CurrencySchema, amount: MinorAmountSchema, count: v.number() }),
);

export const BulkRefundPreviewSchema = resource('bulk-refund-preview', {
  items: v.array(
    v.object({
      transactionId: v.string(),
      outcome: v.picklist(['refund', 'refused']),
      /** What will be refunded (null when refused). */
      amount: v.nullable(MinorAmountSchema),
      currency: v.nullable(CurrencySchema),
      reason: ReasonSchema,
    }),
  ),
  totals: TotalsSchema,
});
export type BulkRefundPreview = v.InferOutput<typeof BulkRefundPreviewSchema>;

export const BulkRefundItemSchema = v.object({
  transactionId: v.string(),
  amount: v.nullable(MinorAmountSchema),
  currency: v.nullable(CurrencySchema),
  status: v.picklist(bulkRefundItemStatuses),
  /** The refund transaction, once refunded. */
  refundId: v.nullable(v.string()),
  reason: ReasonSchema,
});
export type BulkRefundItem = v.InferOutput<typeof BulkRefundItemSchema>;

export const BulkRefundSchema = resource('bulk-refund', {
  organizationId: v.string(),
  reference: v.string(),
  status: v.picklist(bulkRefundStatuses),
  createdAt: DateTimeSchema,
  counts: v.object(
    Object.fromEntries(bulkRefundItemStatuses.map((status) => [status, v.number()])) as Record<
      BulkRefundItemStatus,
      v.NumberSchema<undefined>
    >,
  ),
  /** What was refunded so far, per currency. */
  totals: TotalsSchema,
  items: v.array(BulkRefundItemSchema),
});
export type BulkRefund = v.InferOutput<typeof BulkRefundSchema>;

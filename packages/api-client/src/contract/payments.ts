/**
 * The payments area (`POST /api/payments`): transactions, refunds, captures, cancels, disputes and customers.
 * Lists take the list request of SPEC §3 with the filter and sort fields named below; `page.after` is the cursor
 * from the previous answer's `meta.page.after`.
 */
import * as v from 'valibot';
import { defineArea } from './action.js';
import {
  body,
  CurrencySchema,
  DateTimeSchema,
  document,
  listDocument,
  listDocumentIncluding,
  listRequestOf,
  NoPayloadSchema,
  relatedBody,
  toMany,
  EmptyDocumentSchema,
  DeleteRequestSchema,
} from './jsonapi.js';
import {
  CustomerSchema,
  DisputeAggregateSchema,
  DisputeSchema,
  TransactionSchema,
  TransactionStatisticsSchema,
} from './paymentResources.js';
import {
  DISPUTE_EVIDENCE_MAX_FILES,
  DISPUTE_EVIDENCE_MAX_LENGTH,
  disputeSortFields,
  disputeStates,
  transactionSortFields,
} from './paymentVocabulary.js';
import { FileIdSchema, FileSchema } from './resources.js';
import {
  BulkRefundCreateRequestSchema,
  BulkRefundPreviewRequestSchema,
  BulkRefundPreviewSchema,
  BulkRefundSchema,
} from './bulkRefunds.js';

/**
 * Filter fields of `transactions/list` and `transactions/export` (`[field, operator, value]`):
 * - `status`, `type`, `result`, `currency`: `=` one value or `in` a list;
 * - `amount`: `>=` / `<=` minor units; `createdAt`: `>=` / `<` ISO date-times;
 * - `cardLast4`, `referenceId`, `customerEmail`, `customerId`, `projectId`, `originalId`, `paymentLinkId`: `=`;
 * - `search`: `=` an id or a reference id (exact), or `like` a reference prefix.
 */
export const transactionFilterFields = [
  'status',
  'type',
  'result',
  'currency',
  'amount',
  'createdAt',
  'cardLast4',
  'referenceId',
  'customerEmail',
  'customerId',
  'projectId',
  'originalId',
  'paymentLinkId',
  'search',
] as const;
export type TransactionFilterField = (typeof transactionFilterFields)[number];

/** Columns of the transactions CSV export, in order (the table's columns plus the status). */
export const transactionExportColumns = [
  'createdAt',
  'id',
  'amount',
  'currency',
  'type',
  'result',
  'status',
  'payMethod',
  'cardBrand',
  'cardLast4',
  'customerEmail',
  'projectId',
  'referenceId',
] as const;

/**
 * `state` (`=`/`in`), `reasonCode` (`=`/`in`), `createdAt` (`>=`/`<`), `transactionId`, `projectId`, `search` (`=` an
 * id), `dueWithinDays` (`<=` days: waiting for the merchant, deadline not passed and at most that many days away on
 * the provider's clock).
 */
export const disputeFilterFields = [
  'state',
  'dueWithinDays',
  'reasonCode',
  'createdAt',
  'transactionId',
  'projectId',
  'search',
] as const;

/** `email` (`=`), `search` (`like`: name or email contains), `createdAt` (`>=`/`<`). */
export const customerFilterFields = ['email', 'search', 'createdAt'] as const;
export const customerSortFields = ['createdAt', 'name'] as const;

export const TransactionListRequestSchema = listRequestOf({
  filters: transactionFilterFields,
  sorts: transactionSortFields,
});
export type TransactionListRequest = v.InferInput<typeof TransactionListRequestSchema>;
/** One `[field, operator, value]` filter of a transaction list, its field checked at compile time. */
export type TransactionFilter = NonNullable<
  TransactionListRequest['data']['attributes']['filters']
>[number];

export const DisputeListRequestSchema = listRequestOf({
  filters: disputeFilterFields,
  sorts: disputeSortFields,
});
export const CustomerListRequestSchema = listRequestOf({
  filters: customerFilterFields,
  sorts: customerSortFields,
});

const PositiveAmount = v.pipe(v.number(), v.integer(), v.minValue(1));
const operationBody = <const TType extends string>(type: TType) =>
  body(type, {
    /** Minor units of the transaction's currency; at most what remains. */
    amount: PositiveAmount,
    reason: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(500))),
  });

/** The child transaction created, with the updated original in `included`. */
const OperationAnswerSchema = v.object({
  data: TransactionSchema,
  included: v.array(TransactionSchema),
  meta: v.optional(v.record(v.string(), v.unknown())),
});

/** A period of whole UTC days or instants: `from` inclusive, `to` exclusive. */
const periodAttributes = {
  resourceId: v.pipe(v.string(), v.minLength(1)),
  projectId: v.optional(v.pipe(v.string(), v.minLength(1))),
  from: DateTimeSchema,
  to: DateTimeSchema,
};

const Text = v.pipe(v.string(), v.trim(), v.minLength(1));

export const payments = defineArea('payments', {
  'transactions/list': {
    description:
      'Transactions of an organization or a project (resourceId), filtered and sorted, pages of up to 500 with an `after` cursor; customers included.',
    payload: TransactionListRequestSchema,
    answer: listDocumentIncluding(TransactionSchema, CustomerSchema),
    // Filters change as the user types: the newest list wins.
    ignorable: true,
  },
  'transactions/get': {
    description: 'One transaction, with its customer included.',
    id: 'required',
    payload: NoPayloadSchema,
    answer: v.object({
      data: TransactionSchema,
      included: v.optional(v.array(CustomerSchema)),
      meta: v.optional(v.record(v.string(), v.unknown())),
    }),
  },
  'transactions/refund': {
    description:
      'Refunds transaction `id` in part or in full; creates a refund and moves the original to partially-refunded or refunded.',
    id: 'required',
    payload: operationBody('refund-request'),
    answer: OperationAnswerSchema,
    moneyMoving: true,
  },
  'transactions/capture': {
    description:
      'Captures authorization `id` in part or in full; creates a charge-capture and completes the authorization once nothing is left.',
    id: 'required',
    payload: operationBody('capture-request'),
    answer: OperationAnswerSchema,
    moneyMoving: true,
  },
  'transactions/cancel': {
    description:
      'Cancels (voids) what is left of authorization `id`, in part or in full; creates a charge-cancel.',
    id: 'required',
    payload: operationBody('cancel-request'),
    answer: OperationAnswerSchema,
    moneyMoving: true,
  },
  'transactions/export': {
    description:
      'The transactions of a list request (same filters and sort, no pages) as a CSV file; download it from routes.file(id).',
    payload: TransactionListRequestSchema,
    answer: document(FileIdSchema),
  },
  'transactions/statistics': {
    description:
      'Key figures of an organization (resourceId), or one of its projects, over a period, with a daily series.',
    payload: body('statistics-request', { ...periodAttributes, bucket: v.literal('day') }),
    answer: document(TransactionStatisticsSchema),
  },
  'bulk-refunds/preview': {
    description:
      'Dry run of a bulk refund of an organization (resourceId): per item whether it will be refunded or why it is refused, and the totals per currency. Changes nothing.',
    payload: BulkRefundPreviewRequestSchema,
    answer: document(BulkRefundPreviewSchema),
  },
  'bulk-refunds/create': {
    description:
      'Starts a bulk refund job: its items are refunded one by one like transactions/refund (progress pushed as bulkRefundChanged). The same reference again answers the same job and refunds nothing twice.',
    payload: BulkRefundCreateRequestSchema,
    answer: document(BulkRefundSchema),
    moneyMoving: true,
  },
  'bulk-refunds/get': {
    description: 'One bulk refund job with the status of each item and the counts.',
    id: 'required',
    payload: NoPayloadSchema,
    answer: document(BulkRefundSchema),
  },
  'disputes/list': {
    description: 'Disputes of an organization or a project (resourceId), filtered and sorted.',
    payload: DisputeListRequestSchema,
    answer: listDocumentIncluding(DisputeSchema, TransactionSchema),
    ignorable: true,
  },
  'disputes/get': {
    description: 'One dispute, with its transaction included.',
    id: 'required',
    payload: NoPayloadSchema,
    answer: v.object({
      data: DisputeSchema,
      included: v.optional(v.array(TransactionSchema)),
      meta: v.optional(v.record(v.string(), v.unknown())),
    }),
  },
  'disputes/accept': {
    description:
      'Accepts dispute `id`: the merchant does not contest it; it becomes confirmed (resolution accepted) and the payment is charged back.',
    id: 'required',
    payload: NoPayloadSchema,
    answer: document(DisputeSchema),
  },
  'disputes/submitEvidence': {
    description:
      'Submits evidence (text and allocated, uploaded attachments) for dispute `id`; the dispute moves to pending.',
    id: 'required',
    payload: relatedBody(
      'dispute-evidence',
      { text: v.pipe(Text, v.maxLength(DISPUTE_EVIDENCE_MAX_LENGTH)) },
      {
        attachments: v.optional(
          v.pipe(
            toMany('file'),
            v.check((list) => list.data.length <= DISPUTE_EVIDENCE_MAX_FILES),
          ),
        ),
      },
    ),
    answer: document(DisputeSchema),
  },
  'disputes/allocateAttachment': {
    description:
      'Reserves an evidence attachment; PUT its bytes to `attributes.uploadPath`, then reference it from disputes/submitEvidence.',
    payload: body('file', {
      name: Text,
      size: v.pipe(v.number(), v.integer(), v.minValue(1)),
      mimeType: v.pipe(v.string(), v.minLength(1)),
    }),
    answer: document(FileSchema),
  },
  'disputes/deleteAttachment': {
    description: 'Deletes an evidence attachment not yet submitted (resourceId = the file id).',
    payload: DeleteRequestSchema,
    answer: EmptyDocumentSchema,
  },
  'disputes/aggregate': {
    description:
      'Disputes of an organization (resourceId) or project created in a period, counted by state, reason and day or month.',
    payload: body('dispute-aggregate-request', {
      ...periodAttributes,
      period: v.picklist(['day', 'month']),
      states: v.optional(v.array(v.picklist(disputeStates))),
      currency: v.optional(CurrencySchema),
    }),
    answer: document(DisputeAggregateSchema),
  },
  'customers/list': {
    description:
      'Customers of an organization (resourceId), filtered and sorted. Their transactions: transactions/list with customerId.',
    payload: CustomerListRequestSchema,
    answer: listDocument(CustomerSchema),
    ignorable: true,
  },
  'customers/get': {
    description: 'One customer.',
    id: 'required',
    payload: NoPayloadSchema,
    answer: document(CustomerSchema),
  },
});

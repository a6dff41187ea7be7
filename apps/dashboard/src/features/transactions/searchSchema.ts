/**
 * The transactions list's URL state (filters, sort, search) as a schema: what the route validates before
 * anything renders. Kept apart from the translations in `search.ts` (which need Temporal) so validating a URL
 * pulls in nothing but valibot.
 */
import {
  paymentCurrencies,
  transactionResults,
  transactionSortFields,
  transactionStatuses,
  transactionTypes,
  type SortValue,
} from '@paydesk/api-client';
import * as v from 'valibot';
import {
  amountAndPeriodParams,
  optionalParam,
  textParam,
  valuesParam,
} from '../../shared/lists/searchParams';

type SortField = (typeof transactionSortFields)[number];
export type TransactionSort = SortValue<SortField>;
export const transactionSorts = transactionSortFields.flatMap((field) => [
  field,
  `-${field}` as const,
]) as TransactionSort[];

export const transactionsSearchSchema = v.object({
  /** An id or a reference (prefix). */
  q: textParam(100),
  sort: optionalParam(v.picklist(transactionSorts)),
  status: valuesParam(transactionStatuses),
  type: valuesParam(transactionTypes),
  result: valuesParam(transactionResults),
  currency: valuesParam(paymentCurrencies),
  ...amountAndPeriodParams,
  last4: optionalParam(v.pipe(v.string(), v.regex(/^\d{4}$/))),
  reference: textParam(200),
  email: textParam(320),
});
export type TransactionsSearch = v.InferOutput<typeof transactionsSearchSchema>;

/** The search keys the filters panel owns (everything but `q` and `sort`). */
export const filterKeys = [
  'status',
  'type',
  'result',
  'currency',
  'amountMin',
  'amountMax',
  'from',
  'to',
  'last4',
  'reference',
  'email',
] as const satisfies readonly (keyof TransactionsSearch)[];

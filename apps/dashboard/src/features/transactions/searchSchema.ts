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

type SortField = (typeof transactionSortFields)[number];
export type TransactionSort = SortValue<SortField>;
export const transactionSorts = transactionSortFields.flatMap((field) => [
  field,
  `-${field}` as const,
]) as TransactionSort[];

/** A malformed parameter drops out instead of failing the page: the rest of a shared link still applies. */
const optional = <TSchema extends v.GenericSchema>(schema: TSchema) =>
  v.fallback(v.optional(schema), undefined);
const listOf = <const TValues extends readonly string[]>(values: TValues) =>
  optional(v.pipe(v.array(v.picklist(values)), v.minLength(1)));
const text = (max: number) =>
  optional(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(max)));
const minorUnits = optional(v.pipe(v.number(), v.integer(), v.minValue(0)));
const isoDate = optional(v.pipe(v.string(), v.isoDate()));

export const transactionsSearchSchema = v.object({
  /** An id or a reference (prefix). */
  q: text(100),
  sort: optional(v.picklist(transactionSorts)),
  status: listOf(transactionStatuses),
  type: listOf(transactionTypes),
  result: listOf(transactionResults),
  currency: listOf(paymentCurrencies),
  amountMin: minorUnits,
  amountMax: minorUnits,
  /** First and last calendar day (inclusive) in the user's time zone. */
  from: isoDate,
  to: isoDate,
  last4: optional(v.pipe(v.string(), v.regex(/^\d{4}$/))),
  reference: text(200),
  email: text(320),
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

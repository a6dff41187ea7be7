/** The transfers list's URL state: a text search (id or reference), statuses, the created period and the sort. */
import { transferStatuses } from '@paydesk/api-client';
import * as v from 'valibot';
import {
  dayParam,
  listFiltersOf,
  optionalParam,
  sortParam,
  valuesParam,
  type ListSearchFilter,
} from '../../shared/lists/listSearch';

export const TRANSFER_DATE_FIELD = 'createdAt';
/** Longer than any id or reference: a pasted paragraph is not a search. */
const SEARCH_MAX_LENGTH = 100;

export const transferSearchSchema = v.object({
  q: optionalParam(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(SEARCH_MAX_LENGTH))),
  status: valuesParam(transferStatuses),
  from: dayParam,
  to: dayParam,
  sort: sortParam(TRANSFER_DATE_FIELD),
});
export type TransferSearch = v.InferOutput<typeof transferSearchSchema>;

/** Its value filters and its date column, in the contract's field names (`transferFilterFields`). */
export const transferFields = { values: ['status'], date: TRANSFER_DATE_FIELD } as const;

export type TransferFilter =
  ListSearchFilter<'status', typeof TRANSFER_DATE_FIELD> | ['search', 'like', string];

/** The list request's filters: the text as an id or a reference prefix, then statuses and the period. */
export function transferFiltersOf(search: TransferSearch, timeZone: string): TransferFilter[] {
  const filters: TransferFilter[] = search.q ? [['search', 'like', search.q]] : [];
  return [...filters, ...listFiltersOf(search, transferFields, timeZone)];
}

export const isTransferListFiltered = (search: TransferSearch) =>
  Boolean(search.q || search.status || search.from || search.to);

/** The transfers list's URL state: a text search (id or reference), statuses, the created period and the sort. */
import { transferStatuses } from '@paydesk/api-client';
import * as v from 'valibot';
import { dayParam, searchTextParam, sortParam, valuesParam } from '../../shared/lists/searchParams';

export const TRANSFER_DATE_FIELD = 'createdAt';

export const transferSearchSchema = v.object({
  q: searchTextParam,
  status: valuesParam(transferStatuses),
  from: dayParam,
  to: dayParam,
  sort: sortParam(TRANSFER_DATE_FIELD),
});
export type TransferSearch = v.InferOutput<typeof transferSearchSchema>;

/** Its value filters, its date column and the field its search box searches (`transferFilterFields`). */
export const transferFields = {
  values: ['status'],
  date: TRANSFER_DATE_FIELD,
  text: 'search',
} as const;

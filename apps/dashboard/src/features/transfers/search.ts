/** The transfers list's URL state: a text search (id or reference), statuses, the created period and the sort. */
import { transferStatuses } from '@paydesk/api-client';
import { datedListSearch } from '../../shared/lists/searchParams';

export const TRANSFER_DATE_FIELD = 'createdAt';

/**
 * Its URL schema, and its value filters, date column and the field its search box searches
 * (`transferFilterFields`).
 */
export const { schema: transferSearchSchema, fields: transferFields } = datedListSearch(
  TRANSFER_DATE_FIELD,
  { status: transferStatuses },
  'search',
);

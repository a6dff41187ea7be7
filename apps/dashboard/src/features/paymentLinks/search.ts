/** The payment links list's URL state: a text search, statuses, the created period and the sort. */
import { paymentLinkStatuses } from '@paydesk/api-client';
import { datedListSearch } from '../../shared/lists/searchParams';

export const PAYMENT_LINK_DATE_FIELD = 'createdAt';

/**
 * Its URL schema, and its value filters, date column and the field its search box searches (description, customer
 * email or link id), in the contract's field names (`paymentLinkFilterFields`).
 */
export const { schema: paymentLinkSearchSchema, fields: paymentLinkFields } = datedListSearch(
  PAYMENT_LINK_DATE_FIELD,
  { status: paymentLinkStatuses },
  'search',
);

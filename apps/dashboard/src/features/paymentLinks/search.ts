/** The payment links list's URL state: statuses, the created period, a text search and the sort. */
import { paymentLinkStatuses } from '@paydesk/api-client';
import * as v from 'valibot';
import { dayParam, searchTextParam, sortParam, valuesParam } from '../../shared/lists/searchParams';

export const PAYMENT_LINK_DATE_FIELD = 'createdAt';

export const paymentLinkSearchSchema = v.object({
  status: valuesParam(paymentLinkStatuses),
  from: dayParam,
  to: dayParam,
  q: searchTextParam,
  sort: sortParam(PAYMENT_LINK_DATE_FIELD),
});
export type PaymentLinkSearch = v.InferOutput<typeof paymentLinkSearchSchema>;

/**
 * Its value filters, its date column and the field its search box searches (description, customer email or link
 * id), in the contract's field names (`paymentLinkFilterFields`).
 */
export const paymentLinkFields = {
  values: ['status'],
  date: PAYMENT_LINK_DATE_FIELD,
  text: 'search',
} as const;

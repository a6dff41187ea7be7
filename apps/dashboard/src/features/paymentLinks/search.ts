/** The payment links list's URL state: statuses, the created period, a text search and the sort. */
import { paymentLinkStatuses } from '@paydesk/api-client';
import * as v from 'valibot';
import { dayParam, optionalParam, sortParam, valuesParam } from '../../shared/lists/listSearch';

export const PAYMENT_LINK_DATE_FIELD = 'createdAt';
/** The panel's text filter (description, customer email or link id). */
export const PAYMENT_LINK_TEXT_FIELD = 'search';

export const paymentLinkSearchSchema = v.object({
  status: valuesParam(paymentLinkStatuses),
  from: dayParam,
  to: dayParam,
  q: optionalParam(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(200))),
  sort: sortParam(PAYMENT_LINK_DATE_FIELD),
});
export type PaymentLinkSearch = v.InferOutput<typeof paymentLinkSearchSchema>;

/** Its value filters and its date column, in the contract's field names (`paymentLinkFilterFields`). */
export const paymentLinkFields = { values: ['status'], date: PAYMENT_LINK_DATE_FIELD } as const;

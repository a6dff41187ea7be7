/** The processing payouts list's URL state: statuses, currencies, the created period and the sort. */
import { paymentCurrencies, payoutStatuses } from '@paydesk/api-client';
import * as v from 'valibot';
import { dayParam, sortParam, valuesParam } from '../../shared/lists/searchParams';

export const PAYOUT_DATE_FIELD = 'createdAt';

export const payoutSearchSchema = v.object({
  status: valuesParam(payoutStatuses),
  currency: valuesParam(paymentCurrencies),
  from: dayParam,
  to: dayParam,
  sort: sortParam(PAYOUT_DATE_FIELD),
});
export type PayoutSearch = v.InferOutput<typeof payoutSearchSchema>;

/** Its value filters and its date column, in the contract's field names (`payoutFilterFields`). */
export const payoutFields = { values: ['status', 'currency'], date: PAYOUT_DATE_FIELD } as const;

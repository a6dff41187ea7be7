/** The rolling reserves list's URL state: statuses, currencies, the release period and the sort. */
import { paymentCurrencies, rollingReserveStatuses } from '@paydesk/api-client';
import * as v from 'valibot';
import { dayParam, sortParam, valuesParam } from '../../shared/lists/searchParams';

export const RESERVE_DATE_FIELD = 'releaseAt';

export const rollingReserveSearchSchema = v.object({
  status: valuesParam(rollingReserveStatuses),
  currency: valuesParam(paymentCurrencies),
  from: dayParam,
  to: dayParam,
  sort: sortParam(RESERVE_DATE_FIELD),
});
export type RollingReserveSearch = v.InferOutput<typeof rollingReserveSearchSchema>;

/** Its value filters and its date column, in the contract's field names (`rollingReserveFilterFields`). */
export const rollingReserveFields = {
  values: ['status', 'currency'],
  date: RESERVE_DATE_FIELD,
} as const;

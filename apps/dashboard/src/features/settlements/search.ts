/** The settlements list's URL state: currencies, the settled period (by its start) and the sort. */
import { paymentCurrencies } from '@paydesk/api-client';
import * as v from 'valibot';
import { dayParam, sortParam, valuesParam } from '../../shared/lists/searchParams';

export const SETTLEMENT_DATE_FIELD = 'periodStart';

export const settlementSearchSchema = v.object({
  currency: valuesParam(paymentCurrencies),
  from: dayParam,
  to: dayParam,
  sort: sortParam(SETTLEMENT_DATE_FIELD),
});
export type SettlementSearch = v.InferOutput<typeof settlementSearchSchema>;

/** Its value filters and its date column, in the contract's field names (`settlementFilterFields`). */
export const settlementFields = { values: ['currency'], date: SETTLEMENT_DATE_FIELD } as const;

/** The settlements list's URL state: currencies, the settled period (by its start) and the sort. */
import { paymentCurrencies } from '@paydesk/api-client';
import { datedListSearch } from '../../shared/lists/searchParams';

export const SETTLEMENT_DATE_FIELD = 'periodStart';

/**
 * Its URL schema, and its value filters and date column in the contract's field names
 * (`settlementFilterFields`).
 */
export const { schema: settlementSearchSchema, fields: settlementFields } = datedListSearch(
  SETTLEMENT_DATE_FIELD,
  { currency: paymentCurrencies },
);

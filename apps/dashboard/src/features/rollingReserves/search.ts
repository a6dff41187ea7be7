/** The rolling reserves list's URL state: statuses, currencies, the release period and the sort. */
import { paymentCurrencies, rollingReserveStatuses } from '@paydesk/api-client';
import { datedListSearch } from '../../shared/lists/searchParams';

export const RESERVE_DATE_FIELD = 'releaseAt';

/**
 * Its URL schema, and its value filters and date column in the contract's field names
 * (`rollingReserveFilterFields`).
 */
export const { schema: rollingReserveSearchSchema, fields: rollingReserveFields } = datedListSearch(
  RESERVE_DATE_FIELD,
  { status: rollingReserveStatuses, currency: paymentCurrencies },
);

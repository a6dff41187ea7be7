/** The processing payouts list's URL state: statuses, currencies, the created period and the sort. */
import { paymentCurrencies, payoutStatuses } from '@paydesk/api-client';
import { datedListSearch } from '../../shared/lists/searchParams';

export const PAYOUT_DATE_FIELD = 'createdAt';

/**
 * Its URL schema, and its value filters and date column in the contract's field names
 * (`payoutFilterFields`).
 */
export const { schema: payoutSearchSchema, fields: payoutFields } = datedListSearch(
  PAYOUT_DATE_FIELD,
  { status: payoutStatuses, currency: paymentCurrencies },
);

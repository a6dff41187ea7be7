/** The payout requests list's URL state (status and currency filters) and its list request filters. */
import {
  paymentCurrencies,
  walletPayoutRequestStatuses,
  type WalletPayoutRequestStatus,
} from '@paydesk/api-client';
import type { ListFilter } from '@paydesk/ui';
import * as v from 'valibot';
import { panelValues } from '../../shared/lists/filterValues';

/** Unknown or malformed values fall back to "no filter", never to an error page. */
export const payoutRequestSearchSchema = v.object({
  status: v.fallback(v.optional(v.array(v.picklist(walletPayoutRequestStatuses))), undefined),
  currency: v.fallback(v.optional(v.array(v.picklist(paymentCurrencies))), undefined),
});
export type PayoutRequestSearch = v.InferOutput<typeof payoutRequestSearchSchema>;

export type PayoutRequestFilter =
  ['status', 'in', WalletPayoutRequestStatus[]] | ['currency', 'in', string[]];

export function payoutRequestFilters(search: PayoutRequestSearch): PayoutRequestFilter[] {
  const filters: PayoutRequestFilter[] = [];
  if (search.status?.length) filters.push(['status', 'in', search.status]);
  if (search.currency?.length) filters.push(['currency', 'in', search.currency]);
  return filters;
}

export function toPanelFilters(search: PayoutRequestSearch): ListFilter[] {
  return payoutRequestFilters(search).map(([field, operator, value]) => ({
    field,
    operator,
    value,
  }));
}

export function fromPanelFilters(filters: readonly ListFilter[]): PayoutRequestSearch {
  return {
    status: panelValues(filters, 'status', walletPayoutRequestStatuses),
    currency: panelValues(filters, 'currency', paymentCurrencies),
  };
}

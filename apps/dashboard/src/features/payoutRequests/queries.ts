import { money, payoutRequests } from '@paydesk/api-client';
import { actionKeys, actionQueryOptions } from '@paydesk/api-client/query';
import { api } from '../../shared/api/client';
import { listFirstPage, listPages } from '../../shared/api/listQueries';
import type { PayoutRequestFilter } from './search';

/** Legacy payout requests of an organization, newest first, `size` per page. */
export const payoutRequestsQueryOptions = (organizationId: string, size: number) =>
  listFirstPage(
    payoutRequests.actions['payout-requests/externalList'],
    { resourceId: organizationId },
    size,
  );

const list = money.actions['payout-requests/list'];
const balances = money.actions['balances/get'];

/** Payout requests made from the dashboard, and the balances they are checked against. */
export const walletPayoutRequestQueries = {
  /** What a new request changes: the list and the balances. */
  keys: {
    list: () => actionKeys.action(list),
    balances: () => actionKeys.action(balances),
  },

  /** Newest first, cursor pages. */
  pages: (resourceId: string, filters: PayoutRequestFilter[]) =>
    listPages(list, { resourceId, filters }),

  /** Available, pending and reserved per currency (one day of history is enough here). */
  balances: (resourceId: string) =>
    actionQueryOptions(api, balances, {
      payload: { data: { type: 'balances-request', attributes: { resourceId, days: 1 } } },
    }),
};

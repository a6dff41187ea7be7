import { money, payoutRequests } from '@paydesk/api-client';
import {
  actionInfiniteQueryOptions,
  actionKeys,
  actionQueryOptions,
} from '@paydesk/api-client/query';
import { api } from '../../shared/api/client';
import type { PayoutRequestFilter } from './search';

/** Legacy payout requests of an organization, newest first, `size` per page. */
export const payoutRequestsQueryOptions = (organizationId: string, size: number) =>
  actionQueryOptions(api, payoutRequests.actions['payout-requests/externalList'], {
    payload: {
      data: { type: 'list-request', attributes: { resourceId: organizationId, page: { size } } },
    },
  });

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
    actionInfiniteQueryOptions(
      api,
      list,
      { payload: { data: { type: 'list-request', attributes: { resourceId, filters } } } },
      { kind: 'table', firstPageSize: 50 },
    ),

  /** Available, pending and reserved per currency (one day of history is enough here). */
  balances: (resourceId: string) =>
    actionQueryOptions(api, balances, {
      payload: { data: { type: 'balances-request', attributes: { resourceId, days: 1 } } },
    }),
};

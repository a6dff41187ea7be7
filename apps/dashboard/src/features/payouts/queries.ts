/**
 * The processing payouts' one query-options factory: the list's cursor pages and one payout. Keys come from
 * `actionKeys`, so a change to payouts invalidates the whole resource.
 */
import { money } from '@paydesk/api-client';
import {
  actionInfiniteQueryOptions,
  actionKeys,
  actionQueryOptions,
} from '@paydesk/api-client/query';
import { api } from '../../shared/api/client';
import { listFiltersOf, type ListSearchFilter } from '../../shared/lists/listSearch';
import { payoutFields, type PayoutSearch } from './search';

const list = money.actions['payouts/list'];
const get = money.actions['payouts/get'];

/** A small first page paints quickly; later pages are the spec's resource page (500). */
const FIRST_PAGE_SIZE = 50;

export interface PayoutListAttributes {
  resourceId: string;
  filters: ListSearchFilter<'status' | 'currency', 'createdAt'>[];
  sort: 'createdAt' | '-createdAt';
}

/** The list request of a view (no page: the query adds size and cursor). */
export const payoutListAttributes = (
  search: PayoutSearch,
  resourceId: string,
  timeZone: string,
): PayoutListAttributes => ({
  resourceId,
  filters: listFiltersOf(search, payoutFields, timeZone),
  sort: search.sort ?? '-createdAt',
});

export const payoutQueries = {
  keys: {
    list: () => actionKeys.action(list),
    detail: () => actionKeys.action(get),
  },

  /** The list: cursor pages, fetched one by one as the user scrolls. */
  pages: (attributes: PayoutListAttributes) =>
    actionInfiniteQueryOptions(
      api,
      list,
      { payload: { data: { type: 'list-request', attributes } } },
      { kind: 'table', firstPageSize: FIRST_PAGE_SIZE },
    ),

  detail: (id: string) => actionQueryOptions(api, get, { id }),
};

/**
 * The rolling reserves' one query-options factory: the list's cursor pages and one reserve. Keys come from
 * `actionKeys`, so a change invalidates the whole resource.
 */
import { money } from '@paydesk/api-client';
import {
  actionInfiniteQueryOptions,
  actionKeys,
  actionQueryOptions,
} from '@paydesk/api-client/query';
import { api } from '../../shared/api/client';
import { listFiltersOf, type ListSearchFilter } from '../../shared/lists/listSearch';
import { rollingReserveFields, type RollingReserveSearch } from './search';

const list = money.actions['rolling-reserves/list'];
const get = money.actions['rolling-reserves/get'];

/** A small first page paints quickly; later pages are the spec's resource page (500). */
const FIRST_PAGE_SIZE = 50;

export interface RollingReserveListAttributes {
  resourceId: string;
  filters: ListSearchFilter<'status' | 'currency', 'releaseAt'>[];
  sort: 'releaseAt' | '-releaseAt';
}

/** The list request of a view (no page: the query adds size and cursor). */
export const rollingReserveListAttributes = (
  search: RollingReserveSearch,
  resourceId: string,
  timeZone: string,
): RollingReserveListAttributes => ({
  resourceId,
  filters: listFiltersOf(search, rollingReserveFields, timeZone),
  sort: search.sort ?? '-releaseAt',
});

export const rollingReserveQueries = {
  keys: {
    list: () => actionKeys.action(list),
    detail: () => actionKeys.action(get),
  },

  /** The list: cursor pages, fetched one by one as the user scrolls. */
  pages: (attributes: RollingReserveListAttributes) =>
    actionInfiniteQueryOptions(
      api,
      list,
      { payload: { data: { type: 'list-request', attributes } } },
      { kind: 'table', firstPageSize: FIRST_PAGE_SIZE },
    ),

  detail: (id: string) => actionQueryOptions(api, get, { id }),
};

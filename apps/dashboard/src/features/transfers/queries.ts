/**
 * The transfers' one query-options factory: the list's cursor pages and one transfer. Keys come from `actionKeys`,
 * so a new transfer invalidates the whole resource.
 */
import { transfers } from '@paydesk/api-client';
import {
  actionInfiniteQueryOptions,
  actionKeys,
  actionQueryOptions,
} from '@paydesk/api-client/query';
import { api } from '../../shared/api/client';
import { transferFiltersOf, type TransferFilter, type TransferSearch } from './search';

const list = transfers.actions['transfers/list'];
const get = transfers.actions['transfers/get'];

/** A small first page paints quickly; later pages are the spec's resource page (500). */
const FIRST_PAGE_SIZE = 50;

export interface TransferListAttributes {
  resourceId: string;
  filters: TransferFilter[];
  sort: 'createdAt' | '-createdAt';
}

/** The list request of a view (no page: the query adds size and cursor). */
export const transferListAttributes = (
  search: TransferSearch,
  resourceId: string,
  timeZone: string,
): TransferListAttributes => ({
  resourceId,
  filters: transferFiltersOf(search, timeZone),
  sort: search.sort ?? '-createdAt',
});

export const transferQueries = {
  keys: {
    all: () => actionKeys.area('transfers'),
  },

  /** The list: cursor pages, fetched one by one as the user scrolls. */
  pages: (attributes: TransferListAttributes) =>
    actionInfiniteQueryOptions(
      api,
      list,
      { payload: { data: { type: 'list-request', attributes } } },
      { kind: 'table', firstPageSize: FIRST_PAGE_SIZE },
    ),

  detail: (id: string) => actionQueryOptions(api, get, { id }),
};

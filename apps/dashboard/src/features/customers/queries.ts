/**
 * The customers resource's one query-options factory: the list's cursor pages (with search) and one customer. A
 * customer's transactions are the transactions area's (`OwnedTransactions`).
 */
import { payments } from '@paydesk/api-client';
import { actionInfiniteQueryOptions, actionQueryOptions } from '@paydesk/api-client/query';
import { api } from '../../shared/api/client';

const list = payments.actions['customers/list'];
const get = payments.actions['customers/get'];

/** A small first page paints quickly; later pages are the spec's resource page (500). */
const FIRST_PAGE_SIZE = 50;

/** A list request of the organization, newest first (the helper asks for the pages). */
const newestFirst = <TFilter>(resourceId: string, filters: TFilter[]) => ({
  payload: {
    data: {
      type: 'list-request' as const,
      attributes: { resourceId, sort: '-createdAt' as const, filters },
    },
  },
});

export const customerQueries = {
  /** The list, searched by name or email: cursor pages fetched as the user scrolls. */
  pages: (resourceId: string, search: string) =>
    actionInfiniteQueryOptions(
      api,
      list,
      newestFirst(
        resourceId,
        search ? [['search', 'like', search] as ['search', 'like', string]] : [],
      ),
      { kind: 'table', firstPageSize: FIRST_PAGE_SIZE },
    ),

  /** One customer with their saved tokens and figures. */
  detail: (id: string) => actionQueryOptions(api, get, { id }),
};

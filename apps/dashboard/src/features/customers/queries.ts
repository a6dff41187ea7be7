/**
 * The customers resource's one query-options factory: the list's cursor pages (with search), one customer, and
 * that customer's transactions (transactions/list with the customerId filter).
 */
import { payments, RESOURCE_PAGE_SIZE } from '@paydesk/api-client';
import { actionKeys, actionQueryOptions } from '@paydesk/api-client/query';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { api } from '../../shared/api/client';

const list = payments.actions['customers/list'];
const get = payments.actions['customers/get'];
const transactions = payments.actions['transactions/list'];

const FIRST_PAGE_SIZE = 50;

const pageOf = (after: string | undefined) => ({
  size: after === undefined ? FIRST_PAGE_SIZE : RESOURCE_PAGE_SIZE,
  ...(after === undefined ? {} : { after }),
});

/** Without `page` it is the list's key: the same for every page of one search. */
const listPayload = (resourceId: string, search: string, page?: ReturnType<typeof pageOf>) => ({
  data: {
    type: 'list-request' as const,
    attributes: {
      resourceId,
      sort: '-createdAt' as const,
      filters: search ? [['search', 'like', search] as ['search', 'like', string]] : [],
      ...(page ? { page } : {}),
    },
  },
});

const transactionsPayload = (
  resourceId: string,
  customerId: string,
  page?: ReturnType<typeof pageOf>,
) => ({
  data: {
    type: 'list-request' as const,
    attributes: {
      resourceId,
      sort: '-createdAt' as const,
      filters: [['customerId', '=', customerId] as ['customerId', '=', string]],
      ...(page ? { page } : {}),
    },
  },
});

export const customerQueries = {
  /** The list, searched by name or email: cursor pages fetched as the user scrolls. */
  pages: (resourceId: string, search: string) =>
    infiniteQueryOptions({
      queryKey: actionKeys.call(list, { payload: listPayload(resourceId, search) }, 'table'),
      initialPageParam: undefined as string | undefined,
      queryFn: ({ pageParam, signal }) =>
        api.actions.call(
          list,
          { payload: listPayload(resourceId, search, pageOf(pageParam)) },
          // Lists are ignorable: each search and page its own kind, so one never answers another.
          { kind: `table:${JSON.stringify([resourceId, search, pageParam ?? null])}`, signal },
        ),
      getNextPageParam: (last) => last.meta.page.after ?? undefined,
    }),

  /** One customer with their saved tokens and figures. */
  detail: (id: string) => actionQueryOptions(api, get, { id }),

  /** The customer's transactions, newest first, in cursor pages. */
  transactions: (resourceId: string, customerId: string) =>
    infiniteQueryOptions({
      queryKey: actionKeys.call(
        transactions,
        { payload: transactionsPayload(resourceId, customerId) },
        'customer',
      ),
      initialPageParam: undefined as string | undefined,
      queryFn: ({ pageParam, signal }) =>
        api.actions.call(
          transactions,
          { payload: transactionsPayload(resourceId, customerId, pageOf(pageParam)) },
          { kind: `customer:${customerId}:${pageParam ?? ''}`, signal },
        ),
      getNextPageParam: (last) => last.meta.page.after ?? undefined,
    }),
};

/**
 * The transactions resource's one query-options factory: the table's cursor pages, one transaction, and the
 * transactions related to it. Keys come from `actionKeys`, so a refund can invalidate the whole resource.
 */
import {
  fetchAllPages,
  payments,
  RESOURCE_PAGE_SIZE,
  type Transaction,
  type TransactionFilter,
} from '@paydesk/api-client';
import { actionKeys, actionQueryOptions } from '@paydesk/api-client/query';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { api } from '../../shared/api/client';
import type { TransactionSort } from './search';

const list = payments.actions['transactions/list'];
const get = payments.actions['transactions/get'];

/** A small first page paints quickly; later pages are the spec's resource page (500). */
export const FIRST_PAGE_SIZE = 100;
export const NEXT_PAGE_SIZE = RESOURCE_PAGE_SIZE;

export interface TransactionListAttributes {
  resourceId: string;
  filters: TransactionFilter[];
  sort: TransactionSort;
}

const listPayload = (
  attributes: TransactionListAttributes,
  page?: { size: number; after?: string },
) => ({
  data: { type: 'list-request' as const, attributes: page ? { ...attributes, page } : attributes },
});

/**
 * Lists are ignorable (a newer call of the same kind answers the older ones). Each distinct request gets its
 * own kind so a cached page never holds another view's rows; Query cancels views the user left.
 */
const kindOf = (scope: string, attributes: TransactionListAttributes, after?: string) =>
  `${scope}:${JSON.stringify([attributes.filters, attributes.sort, after ?? null])}`;

export const transactionQueries = {
  /** Everything of the resource: lists, details, related (after a refund, capture or cancel). */
  keys: {
    list: () => actionKeys.action(list),
    detail: () => actionKeys.action(get),
  },

  /** The table: cursor pages, fetched one by one as the user scrolls; never the whole list. */
  pages: (attributes: TransactionListAttributes) =>
    infiniteQueryOptions({
      queryKey: actionKeys.call(list, { payload: listPayload(attributes) }, 'table'),
      initialPageParam: undefined as string | undefined,
      queryFn: ({ pageParam, signal }) =>
        api.actions.call(
          list,
          {
            payload: listPayload(attributes, {
              size: pageParam === undefined ? FIRST_PAGE_SIZE : NEXT_PAGE_SIZE,
              ...(pageParam === undefined ? {} : { after: pageParam }),
            }),
          },
          { kind: kindOf('table', attributes, pageParam), signal },
        ),
      getNextPageParam: (last) => last.meta.page.after ?? undefined,
    }),

  /** One transaction with its customer. */
  detail: (id: string) => actionQueryOptions(api, get, { id }),

  /**
   * The transactions around one: its original and every refund, capture, cancel and chargeback of the
   * original (and of this one), oldest first. The transaction itself is the detail query's.
   */
  related: (
    resourceId: string,
    transaction: Pick<Transaction, 'id'> & { originalId: string | null },
  ) => {
    const rootId = transaction.originalId ?? transaction.id;
    const parents = [...new Set([rootId, transaction.id])];
    return queryOptions({
      queryKey: [
        ...actionKeys.action(list),
        'related',
        resourceId,
        transaction.id,
        rootId,
      ] as const,
      queryFn: async ({ signal }) => {
        const children = await Promise.all(
          parents.map(async (parentId) => {
            const input = {
              payload: listPayload(
                { resourceId, filters: [['originalId', '=', parentId]], sort: 'createdAt' },
                { size: RESOURCE_PAGE_SIZE },
              ),
            };
            const { data } = await fetchAllPages(api, list, input, {
              signal,
              kind: `related:${parentId}`,
            });
            return data;
          }),
        );
        const root =
          rootId === transaction.id
            ? []
            : [(await api.actions.call(get, { id: rootId }, { signal })).data];
        const byId = new Map<string, Transaction>();
        for (const item of [...root, ...children.flat()]) byId.set(item.id, item);
        return [...byId.values()].sort((a, b) =>
          a.attributes.createdAt.localeCompare(b.attributes.createdAt),
        );
      },
    });
  },
};

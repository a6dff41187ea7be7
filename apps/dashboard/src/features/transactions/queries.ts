/**
 * The transactions resource's one query-options factory: the table's cursor pages, one transaction, and the
 * transactions related to it. Keys come from `actionKeys`, so a refund can invalidate the whole resource.
 */
import { payments, type Transaction, type TransactionFilter } from '@paydesk/api-client';
import { actionKeys, actionQueryOptions } from '@paydesk/api-client/query';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../shared/api/client';
import { fetchList, listPages } from '../../shared/api/listQueries';
import type { TransactionSort } from './search';

const list = payments.actions['transactions/list'];
const get = payments.actions['transactions/get'];

/** A small first page paints quickly; later pages are the spec's resource page (500). */
const FIRST_PAGE_SIZE = 100;

/** A customer's or a link's card shows about ten rows at first. */
const OWNER_FIRST_PAGE_SIZE = 50;

/** What a list of someone's transactions is filtered by. */
export interface TransactionOwner {
  field: 'customerId' | 'paymentLinkId';
  id: string;
}

export interface TransactionListAttributes {
  resourceId: string;
  filters: TransactionFilter[];
  sort: TransactionSort;
}

export const transactionQueries = {
  /** Everything of the resource: lists, details, related (after a refund, capture or cancel). */
  keys: {
    list: () => actionKeys.action(list),
    detail: () => actionKeys.action(get),
    /** What a refund, capture or cancel changes: transactions and what includes one (disputes, customers). */
    operated: () => actionKeys.area(payments.name),
  },

  /** The table: cursor pages, fetched one by one as the user scrolls; never the whole list. */
  pages: (attributes: TransactionListAttributes) =>
    listPages(list, attributes, { firstPageSize: FIRST_PAGE_SIZE }),

  /** The transactions of one customer or one payment link, newest first, in cursor pages. */
  of: (resourceId: string, owner: TransactionOwner) =>
    listPages(
      list,
      { resourceId, filters: [[owner.field, '=', owner.id]], sort: '-createdAt' },
      { kind: owner.field, firstPageSize: OWNER_FIRST_PAGE_SIZE },
    ),

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
            const { data } = await fetchList(
              list,
              { resourceId, filters: [['originalId', '=', parentId]], sort: 'createdAt' },
              { signal, kind: `related:${parentId}` },
            );
            return data;
          }),
        );
        const root =
          rootId === transaction.id ? [] : [(await api.call(get, { id: rootId }, { signal })).data];
        const byId = new Map<string, Transaction>();
        for (const item of [...root, ...children.flat()]) byId.set(item.id, item);
        return [...byId.values()].sort((a, b) =>
          a.attributes.createdAt.localeCompare(b.attributes.createdAt),
        );
      },
    });
  },
};

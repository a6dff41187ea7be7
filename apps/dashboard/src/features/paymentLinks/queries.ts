/**
 * The payment links' one query-options factory: the list's cursor pages, one link, and the link's payments
 * (transactions/list with the paymentLinkId filter). Keys come from `actionKeys`, so a change invalidates them.
 */
import { paymentLinks, payments, type PaymentLinkListRequest } from '@paydesk/api-client';
import {
  actionInfiniteQueryOptions,
  actionKeys,
  actionQueryOptions,
} from '@paydesk/api-client/query';
import { api } from '../../shared/api/client';
import { listFiltersOf } from '../../shared/lists/listSearch';
import { paymentLinkFields, type PaymentLinkSearch } from './search';

const list = paymentLinks.actions['payment-links/list'];
const get = paymentLinks.actions['payment-links/get'];
const transactions = payments.actions['transactions/list'];

/** A small first page paints quickly. */
const FIRST_PAGE_SIZE = 50;
/** The customer page shows a customer's most recent links; the list page has them all. */
const CUSTOMER_LINKS_PAGE_SIZE = 20;

export type PaymentLinkListAttributes = Omit<PaymentLinkListRequest['data']['attributes'], 'page'>;

/** The list request of a view (no page: the query adds size and cursor). */
export function paymentLinkListAttributes(
  search: PaymentLinkSearch,
  resourceId: string,
  timeZone: string,
): PaymentLinkListAttributes {
  const filters: NonNullable<PaymentLinkListAttributes['filters']> = listFiltersOf(
    search,
    paymentLinkFields,
    timeZone,
  );
  if (search.q) filters.push(['search', 'like', search.q]);
  return { resourceId, filters, sort: search.sort ?? '-createdAt' };
}

export const paymentLinkQueries = {
  keys: {
    list: () => actionKeys.action(list),
    detail: () => actionKeys.action(get),
    payments: () => actionKeys.action(transactions),
  },

  pages: (attributes: PaymentLinkListAttributes) =>
    actionInfiniteQueryOptions(
      api,
      list,
      { payload: { data: { type: 'list-request', attributes } } },
      { kind: 'table', firstPageSize: FIRST_PAGE_SIZE },
    ),

  detail: (id: string) => actionQueryOptions(api, get, { id }),

  /** The links whose text matches a customer's email (the caller keeps those made out to that customer). */
  ofCustomer: (resourceId: string, email: string) =>
    actionQueryOptions(api, list, {
      payload: {
        data: {
          type: 'list-request',
          attributes: {
            resourceId,
            sort: '-createdAt',
            filters: [['search', 'like', email]],
            page: { size: CUSTOMER_LINKS_PAGE_SIZE },
          },
        },
      },
    }),

  /** The link's payments, newest first. */
  payments: (resourceId: string, linkId: string) =>
    actionInfiniteQueryOptions(
      api,
      transactions,
      {
        payload: {
          data: {
            type: 'list-request',
            attributes: {
              resourceId,
              sort: '-createdAt',
              filters: [['paymentLinkId', '=', linkId]],
            },
          },
        },
      },
      { kind: 'payment-link', firstPageSize: FIRST_PAGE_SIZE },
    ),
};

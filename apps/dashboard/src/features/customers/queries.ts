/**
 * The customers resource's one query-options factory: the list's cursor pages (with search) and one customer. A
 * customer's transactions are the transactions area's (`OwnedTransactions`).
 */
import { payments } from '@paydesk/api-client';
import { actionQueryOptions } from '@paydesk/api-client/query';
import { api } from '../../shared/api/client';
import { listPages } from '../../shared/api/listQueries';

const list = payments.actions['customers/list'];
const get = payments.actions['customers/get'];

export const customerQueries = {
  /** The list, searched by name or email, newest first: cursor pages fetched as the user scrolls. */
  pages: (resourceId: string, search: string) =>
    listPages(list, {
      resourceId,
      sort: '-createdAt',
      filters: search ? [['search', 'like', search]] : [],
    }),

  /** One customer with their saved tokens and figures. */
  detail: (id: string) => actionQueryOptions(api, get, { id }),
};

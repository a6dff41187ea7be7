/**
 * The payment links' one query-options factory: the list's cursor pages, one link, and a customer's links. Keys
 * come from `actionKeys`, so a change invalidates them. A link's payments are the transactions area's
 * (`OwnedTransactions`).
 */
import { paymentLinks } from '@paydesk/api-client';
import { listFirstPage } from '../../shared/api/listQueries';
import { datedListQueries } from '../../shared/lists/datedListQueries';
import { paymentLinkFields } from './search';

const list = paymentLinks.actions['payment-links/list'];
const dated = datedListQueries(
  { list, get: paymentLinks.actions['payment-links/get'] },
  paymentLinkFields,
);

/** The customer page shows a customer's most recent links; the list page has them all. */
const CUSTOMER_LINKS_PAGE_SIZE = 20;

export const paymentLinkQueries = {
  ...dated,
  /** The links whose text matches a customer's email (the caller keeps those made out to that customer). */
  ofCustomer: (resourceId: string, email: string) =>
    listFirstPage(
      list,
      { resourceId, sort: '-createdAt', filters: [['search', 'like', email]] },
      CUSTOMER_LINKS_PAGE_SIZE,
    ),
};

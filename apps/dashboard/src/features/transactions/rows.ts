/** Table rows from list pages: each transaction with its included customer, built once per page. */
import type { Customer, Transaction } from '@paydesk/api-client';

export interface TransactionRow {
  transaction: Transaction;
  customer: Customer | undefined;
}

interface Page {
  data: readonly Transaction[];
  included?: readonly Customer[] | undefined;
}

const rowsByPage = new WeakMap<Page, TransactionRow[]>();

function rowsOf(page: Page): TransactionRow[] {
  let rows = rowsByPage.get(page);
  if (!rows) {
    const customers = new Map((page.included ?? []).map((customer) => [customer.id, customer]));
    rows = page.data.map((transaction) => ({
      transaction,
      customer: customers.get(transaction.relationships.customer.data?.id ?? ''),
    }));
    rowsByPage.set(page, rows);
  }
  return rows;
}

/** Every loaded page's rows in order; a new page adds its rows without rebuilding the earlier ones. */
export function rowsOfPages(pages: readonly Page[]): TransactionRow[] {
  return pages.flatMap(rowsOf);
}

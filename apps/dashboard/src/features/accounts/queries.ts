/**
 * The accounts resource's one query-options factory: the accounts of an organization (one per currency), one
 * account, and an account's ledger entries in cursor pages. Keys come from `actionKeys`, so a posted entry
 * (`ledgerChanged`) invalidates what it touched (`ledgerUpdates.ts`).
 */
import { money, type LedgerEntryFilter } from '@paydesk/api-client';
import { actionQueryOptions } from '@paydesk/api-client/query';
import { api } from '../../shared/api/client';
import { listAll, listPages } from '../../shared/api/listQueries';
import { ENTRIES_SORT } from './search';

const list = money.actions['accounts/list'];
const get = money.actions['accounts/get'];
const listEntries = money.actions['accounts/listEntries'];

/** A small first page paints quickly; later pages are the spec's resource page (500). */
const FIRST_PAGE_SIZE = 100;

export interface EntryListAttributes {
  /** The account. */
  resourceId: string;
  filters: LedgerEntryFilter[];
}

export const accountQueries = {
  /** The accounts of an organization with their balances (a handful: one per currency). */
  list: (organizationId: string) => listAll(list, { resourceId: organizationId }),

  /** One account with its balances. */
  detail: (accountId: string) => actionQueryOptions(api, get, { id: accountId }),

  /** An account's entries, newest first: cursor pages fetched as the user scrolls. */
  entries: (attributes: EntryListAttributes) =>
    listPages(
      listEntries,
      { ...attributes, sort: ENTRIES_SORT },
      { firstPageSize: FIRST_PAGE_SIZE },
    ),
};

/**
 * The transactions list's URL state (filters, sort, search) and its two translations: to the SPEC §3 list
 * request the server reads, and to the FiltersPanel's list filters. Pure, so a shared URL always means the
 * same request.
 */
import {
  DEFAULT_TRANSACTION_SORT,
  transactionSortFields,
  type TransactionFilter,
} from '@paydesk/api-client';
import type { DataTableSorting, ListFilter } from '@paydesk/ui';
import * as v from 'valibot';
import { dayOf, periodFilters, periodPanelFilters } from '../../shared/lists/filterParts';
import { oneOrMany } from '../../shared/lists/filterValues';
import {
  filterKeys,
  transactionsSearchSchema,
  type TransactionSort,
  type TransactionsSearch,
} from './searchSchema';

export {
  filterKeys,
  transactionSorts,
  transactionsSearchSchema,
  type TransactionSort,
  type TransactionsSearch,
} from './searchSchema';

type FilterSearch = Pick<TransactionsSearch, (typeof filterKeys)[number]>;

export function isFiltered(search: TransactionsSearch): boolean {
  return search.q !== undefined || filterKeys.some((key) => search[key] !== undefined);
}

/** The search with every filter (and the text search) removed; the sort stays. */
export function withoutFilters(search: TransactionsSearch): TransactionsSearch {
  return search.sort === undefined ? {} : { sort: search.sort };
}

/** The list request filters of a view, in the contract's operators (`createdAt` end exclusive). */
export function transactionFiltersOf(
  search: TransactionsSearch,
  timeZone: string,
): TransactionFilter[] {
  const filters: TransactionFilter[] = [];
  if (search.q) filters.push(['search', 'like', search.q]);
  if (search.status) filters.push(oneOrMany('status', search.status));
  if (search.type) filters.push(oneOrMany('type', search.type));
  if (search.result) filters.push(oneOrMany('result', search.result));
  if (search.currency) filters.push(oneOrMany('currency', search.currency));
  if (search.amountMin !== undefined) filters.push(['amount', '>=', search.amountMin]);
  if (search.amountMax !== undefined) filters.push(['amount', '<=', search.amountMax]);
  filters.push(...periodFilters('createdAt', search, timeZone));
  if (search.last4) filters.push(['cardLast4', '=', search.last4]);
  if (search.reference) filters.push(['referenceId', '=', search.reference]);
  if (search.email) filters.push(['customerEmail', '=', search.email]);
  return filters;
}

/** The list request of a view (no page: the caller adds size and cursor). */
export function transactionListAttributes(
  search: TransactionsSearch,
  resourceId: string,
  timeZone: string,
) {
  return {
    resourceId,
    filters: transactionFiltersOf(search, timeZone),
    sort: search.sort ?? (DEFAULT_TRANSACTION_SORT as TransactionSort),
  };
}

/** The FiltersPanel's applied filters for a view. */
export function panelFiltersOf(search: TransactionsSearch, timeZone: string): ListFilter[] {
  const filters: ListFilter[] = [];
  const options = (field: string, values: readonly string[] | undefined) => {
    if (values) filters.push({ field, operator: 'in', value: [...values] });
  };
  options('status', search.status);
  options('type', search.type);
  options('result', search.result);
  options('currency', search.currency);
  if (search.amountMin !== undefined)
    filters.push({ field: 'amount', operator: 'gte', value: search.amountMin });
  if (search.amountMax !== undefined)
    filters.push({ field: 'amount', operator: 'lte', value: search.amountMax });
  filters.push(...periodPanelFilters('createdAt', search, timeZone));
  if (search.last4) filters.push({ field: 'cardLast4', operator: 'eq', value: search.last4 });
  if (search.reference)
    filters.push({ field: 'referenceId', operator: 'eq', value: search.reference });
  if (search.email) filters.push({ field: 'customerEmail', operator: 'eq', value: search.email });
  return filters;
}

/** The URL's filter keys for what the FiltersPanel applied; values the URL schema refuses drop out. */
export function searchFromPanel(filters: readonly ListFilter[], timeZone: string): FilterSearch {
  const raw: Record<string, unknown> = {};
  const add = (key: string, value: unknown) => {
    if (value === undefined) return;
    if (Array.isArray(value) && Array.isArray(raw[key]))
      raw[key] = [...(raw[key] as unknown[]), ...value];
    else raw[key] = value;
  };
  const textValue = (value: ListFilter['value']) =>
    typeof value === 'string' ? value.trim() || undefined : undefined;
  for (const { field, operator, value } of filters) {
    switch (field) {
      case 'status':
      case 'type':
      case 'result':
      case 'currency':
        add(field, [value].flat().map(String));
        break;
      case 'amount':
        add(
          operator === 'gte' ? 'amountMin' : 'amountMax',
          typeof value === 'number' ? value : undefined,
        );
        break;
      case 'createdAt':
        add(operator === 'gte' ? 'from' : 'to', dayOf(value, timeZone));
        break;
      case 'cardLast4':
        add('last4', textValue(value));
        break;
      case 'referenceId':
        add('reference', textValue(value));
        break;
      case 'customerEmail':
        add('email', textValue(value));
        break;
    }
  }
  const parsed = v.parse(transactionsSearchSchema, raw);
  const next: FilterSearch = {};
  for (const key of filterKeys) {
    if (parsed[key] !== undefined) (next as Record<string, unknown>)[key] = parsed[key];
  }
  return next;
}

/** The table's sorting state for a view's sort. */
export function sortingOf(sort: TransactionSort | undefined): DataTableSorting {
  const value = sort ?? (DEFAULT_TRANSACTION_SORT as TransactionSort);
  const desc = value.startsWith('-');
  return [{ id: desc ? value.slice(1) : value, desc }];
}

/** The URL's sort for the table's sorting; undefined for the default, so it stays out of the URL. */
export function sortOf(sorting: DataTableSorting): TransactionSort | undefined {
  const first = sorting[0];
  if (!first || !(transactionSortFields as readonly string[]).includes(first.id)) return undefined;
  const value = `${first.desc ? '-' : ''}${first.id}` as TransactionSort;
  return value === DEFAULT_TRANSACTION_SORT ? undefined : value;
}

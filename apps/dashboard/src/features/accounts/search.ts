/**
 * An account's entries: the URL state's two translations, to the list request of `accounts/listEntries` and to
 * the FiltersPanel's filters. Pure, so a shared URL always means the same request.
 */
import type { LedgerEntryFilter } from '@paydesk/api-client';
import type { ListFilter } from '@paydesk/ui';
import * as v from 'valibot';
import { dayOf, periodFilters, periodPanelFilters } from '../../shared/lists/filterParts';
import { oneOrMany } from '../../shared/lists/filterValues';
import { entriesSearchSchema, entryFilterKeys, type EntriesSearch } from './searchSchema';

/** Newest first: the running balance reads from the top as "now". */
export const ENTRIES_SORT = '-createdAt';

export function isFiltered(search: EntriesSearch): boolean {
  return entryFilterKeys.some((key) => search[key] !== undefined);
}

/** The list request's filters for a view, in the contract's operators (`createdAt` end exclusive). */
export function entryFiltersOf(search: EntriesSearch, timeZone: string): LedgerEntryFilter[] {
  const filters: LedgerEntryFilter[] = [];
  if (search.bucket) filters.push(oneOrMany('bucket', search.bucket));
  if (search.reason) filters.push(oneOrMany('reason', search.reason));
  if (search.direction) filters.push(['direction', '=', search.direction]);
  if (search.amountMin !== undefined) filters.push(['amount', '>=', search.amountMin]);
  if (search.amountMax !== undefined) filters.push(['amount', '<=', search.amountMax]);
  filters.push(...periodFilters('createdAt', search, timeZone));
  return filters;
}

/** The FiltersPanel's applied filters for a view. */
export function panelFiltersOf(search: EntriesSearch, timeZone: string): ListFilter[] {
  const filters: ListFilter[] = [];
  if (search.bucket) filters.push({ field: 'bucket', operator: 'in', value: [...search.bucket] });
  if (search.reason) filters.push({ field: 'reason', operator: 'in', value: [...search.reason] });
  if (search.direction)
    filters.push({ field: 'direction', operator: 'in', value: [search.direction] });
  if (search.amountMin !== undefined)
    filters.push({ field: 'amount', operator: 'gte', value: search.amountMin });
  if (search.amountMax !== undefined)
    filters.push({ field: 'amount', operator: 'lte', value: search.amountMax });
  filters.push(...periodPanelFilters('createdAt', search, timeZone));
  return filters;
}

/** The URL state for what the FiltersPanel applied; values the URL schema refuses drop out. */
export function searchFromPanel(filters: readonly ListFilter[], timeZone: string): EntriesSearch {
  const raw: Record<string, unknown> = {};
  for (const { field, operator, value } of filters) {
    switch (field) {
      case 'bucket':
      case 'reason':
        raw[field] = [...new Set([value].flat().map(String))];
        break;
      case 'direction': {
        // Both directions is no filter at all.
        const directions = [...new Set([value].flat().map(String))];
        if (directions.length === 1) raw.direction = directions[0];
        break;
      }
      case 'amount':
        if (typeof value === 'number') raw[operator === 'gte' ? 'amountMin' : 'amountMax'] = value;
        break;
      case 'createdAt':
        raw[operator === 'gte' ? 'from' : 'to'] = dayOf(value, timeZone);
        break;
    }
  }
  const parsed = v.parse(entriesSearchSchema, raw);
  const next: EntriesSearch = {};
  for (const key of entryFilterKeys) {
    if (parsed[key] !== undefined) (next as Record<string, unknown>)[key] = parsed[key];
  }
  return next;
}

/**
 * An account's entries: the URL state's two translations, to the list request of `accounts/listEntries` and to
 * the FiltersPanel's filters. Pure, so a shared URL always means the same request.
 */
import type { LedgerEntryFilter } from '@paydesk/api-client';
import type { ListFilter } from '@paydesk/ui';
import { Temporal } from 'temporal-polyfill';
import * as v from 'valibot';
import { entriesSearchSchema, entryFilterKeys, type EntriesSearch } from './searchSchema';

/** Newest first: the running balance reads from the top as "now". */
export const ENTRIES_SORT = '-createdAt';

export function isFiltered(search: EntriesSearch): boolean {
  return entryFilterKeys.some((key) => search[key] !== undefined);
}

/** The first instant of a calendar day in `timeZone`. */
function startOfDay(date: string, timeZone: string): string {
  return Temporal.PlainDate.from(date).toZonedDateTime({ timeZone }).toInstant().toString();
}

const nextDay = (date: string) => Temporal.PlainDate.from(date).add({ days: 1 }).toString();

/** The calendar day of an instant in `timeZone`, or undefined when it is not an instant. */
function dayOf(instant: ListFilter['value'], timeZone: string): string | undefined {
  if (typeof instant !== 'string') return undefined;
  try {
    return Temporal.Instant.from(instant).toZonedDateTimeISO(timeZone).toPlainDate().toString();
  } catch {
    return undefined;
  }
}

const oneOrMany = (field: 'bucket' | 'reason', values: readonly string[]): LedgerEntryFilter =>
  values.length === 1 ? [field, '=', values[0]!] : [field, 'in', [...values]];

/** The list request's filters for a view, in the contract's operators (`createdAt` end exclusive). */
export function entryFiltersOf(search: EntriesSearch, timeZone: string): LedgerEntryFilter[] {
  const filters: LedgerEntryFilter[] = [];
  if (search.bucket) filters.push(oneOrMany('bucket', search.bucket));
  if (search.reason) filters.push(oneOrMany('reason', search.reason));
  if (search.direction) filters.push(['direction', '=', search.direction]);
  if (search.amountMin !== undefined) filters.push(['amount', '>=', search.amountMin]);
  if (search.amountMax !== undefined) filters.push(['amount', '<=', search.amountMax]);
  if (search.from) filters.push(['createdAt', '>=', startOfDay(search.from, timeZone)]);
  if (search.to) filters.push(['createdAt', '<', startOfDay(nextDay(search.to), timeZone)]);
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
  if (search.from || search.to) {
    const from = search.from ?? search.to!;
    const to = search.to ?? search.from!;
    const end = Temporal.Instant.from(startOfDay(nextDay(to), timeZone)).subtract({
      milliseconds: 1,
    });
    filters.push(
      { field: 'createdAt', operator: 'gte', value: startOfDay(from, timeZone) },
      { field: 'createdAt', operator: 'lte', value: end.toString() },
    );
  }
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

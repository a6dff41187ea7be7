/**
 * The URL state of the dated lists (payouts, rolling reserves, settlements, transfers, payment links…): a text
 * search, statuses, currencies and a period of whole calendar days in the user's time zone, plus the sort of their
 * one date column. Translated to the SPEC §3
 * list request and to the FiltersPanel's filters; pure, so a shared URL always means the same request.
 */
import type { DataTableSorting, ListFilter } from '@paydesk/ui';
import type { ListControls } from './ListPage';
import * as v from 'valibot';
import { dayOf, periodFilters, periodPanelFilters } from './filterParts';
import { oneOrMany } from './filterValues';

export { startOfDay } from './filterParts';

export interface ListSearch {
  /** The search box's text, for the lists that have one. */
  q?: string | undefined;
  status?: readonly string[] | undefined;
  currency?: readonly string[] | undefined;
  /** First and last calendar day of the period (inclusive) in the user's time zone. */
  from?: string | undefined;
  to?: string | undefined;
  sort?: string | undefined;
}

export type ValueField = 'status' | 'currency';
/** A filter of the list request, in the contract's operators (the period's end exclusive). */
export type ListSearchFilter<
  TValue extends ValueField,
  TDate extends string,
  TText extends string = never,
> =
  | [TValue, '=', string]
  | [TValue, 'in', string[]]
  | [TDate, '>=' | '<', string]
  | [TText, 'like', string];

/** The fields of a list: which value filters it has, its date column, and the field its search box searches. */
export interface ListFields<
  TValue extends ValueField,
  TDate extends string,
  TText extends string = never,
> {
  values: readonly TValue[];
  date: TDate;
  text?: TText;
}

export const isListFiltered = (search: ListSearch) =>
  Boolean(search.q || search.status || search.currency || search.from || search.to);

/**
 * The list request's filters: the search text as `like`, values as `=` or `in`, the period as `>=` its first day
 * and `<` the day after.
 */
export function listFiltersOf<
  TValue extends ValueField,
  TDate extends string,
  TText extends string = never,
>(
  search: ListSearch,
  fields: ListFields<TValue, TDate, TText>,
  timeZone: string,
): ListSearchFilter<TValue, TDate, TText>[] {
  const filters: ListSearchFilter<TValue, TDate, TText>[] = [];
  if (fields.text && search.q) filters.push([fields.text, 'like', search.q]);
  for (const field of fields.values) {
    const values = search[field];
    if (!values?.length) continue;
    filters.push(oneOrMany(field, values));
  }
  filters.push(...periodFilters(fields.date, search, timeZone));
  return filters;
}

/** The FiltersPanel's applied filters (fields `status`, `currency` and the date field). */
export function panelFiltersOf(
  search: ListSearch,
  dateField: string,
  timeZone: string,
): ListFilter[] {
  const filters: ListFilter[] = [];
  for (const field of ['status', 'currency'] as const) {
    const values = search[field];
    if (values?.length) filters.push({ field, operator: 'in', value: [...values] });
  }
  filters.push(...periodPanelFilters(dateField, search, timeZone));
  return filters;
}

/**
 * The URL state for what the panel applied, checked by the list's own schema (unknown values drop out); the
 * sort is kept.
 */
export function searchFromPanel<TSearch extends ListSearch>(
  filters: readonly ListFilter[],
  dateField: string,
  timeZone: string,
  schema: v.GenericSchema<unknown, TSearch>,
  sort: TSearch['sort'],
): TSearch {
  const raw: Record<string, unknown> = {};
  for (const { field, operator, value } of filters) {
    if (field === 'status' || field === 'currency') {
      const values = [value].flat().map(String);
      raw[field] = [...new Set([...((raw[field] as string[] | undefined) ?? []), ...values])];
    } else if (field === dateField) {
      raw[operator === 'gte' ? 'from' : 'to'] = dayOf(value, timeZone);
    }
  }
  const parsed = v.parse(schema, { ...raw, sort });
  // Keys without a value stay out of the URL.
  return Object.fromEntries(
    Object.entries(parsed).filter(([, value]) => value !== undefined),
  ) as TSearch;
}

/** The table's sorting for the URL's sort (newest first by default). */
export function sortingOf(sort: string | undefined, field: string): DataTableSorting {
  return [{ id: field, desc: sort !== field }];
}

/** The URL's sort for the table's sorting; undefined for the default (newest first), so it stays out of the URL. */
export function sortOf<TField extends string>(
  sorting: DataTableSorting,
  field: TField,
): TField | undefined {
  const first = sorting[0];
  return first?.id === field && !first.desc ? field : undefined;
}

/**
 * The usual list controls: the search text, status, currency and period filters plus the date column's sort, all
 * in the URL (`setSearch` navigates). Clearing the filters keeps the sort; the panel keeps the search text.
 */
export function datedListControls<TSearch extends ListSearch>(
  search: TSearch,
  setSearch: (next: TSearch) => void,
  {
    dateField,
    schema,
    timeZone,
  }: { dateField: string; schema: v.GenericSchema<unknown, TSearch>; timeZone: string },
): ListControls {
  const clearFilters = () => setSearch({ sort: search.sort } as TSearch);
  return {
    filterValue: panelFiltersOf(search, dateField, timeZone),
    onFilterChange: (next) =>
      setSearch({
        ...searchFromPanel(next, dateField, timeZone, schema, search.sort),
        ...(search.q ? { q: search.q } : {}),
      }),
    isFiltered: isListFiltered(search),
    query: search.q ?? '',
    onQueryChange: (q) => setSearch({ ...search, q: q || undefined }),
    clearFilters,
    sorting: sortingOf(search.sort, dateField),
    onSortingChange: (sorting) =>
      setSearch({ ...search, sort: sortOf(sorting, dateField) as TSearch['sort'] }),
  };
}

/**
 * The controls of a list filtered by values only (statuses, plans…: no period, no sort), each field an array of
 * values in the URL, plus its search box's text (`q`) when it has one. Keys of the URL that are not the panel's (a customer the list is narrowed to) are kept by the
 * panel and dropped by Clear filters.
 */
export function valueListControls<TSearch extends object>(
  search: TSearch,
  setSearch: (next: TSearch) => void,
  {
    fields,
    schema,
  }: { fields: readonly (keyof TSearch & string)[]; schema: v.GenericSchema<unknown, TSearch> },
): ListControls {
  const values = search as Record<string, unknown>;
  const filterValue: ListFilter[] = fields.flatMap((field) => {
    const chosen = values[field];
    return Array.isArray(chosen) && chosen.length > 0
      ? [{ field, operator: 'in' as const, value: chosen.map(String) }]
      : [];
  });
  const kept = Object.fromEntries(
    Object.entries(values).filter(([key]) => !(fields as readonly string[]).includes(key)),
  );
  return {
    filterValue,
    onFilterChange: (next) => {
      const raw: Record<string, string[]> = {};
      for (const { field, value } of next) {
        if (!(fields as readonly string[]).includes(field)) continue;
        raw[field] = [...new Set([...(raw[field] ?? []), ...[value].flat().map(String)])];
      }
      const parsed = v.parse(schema, { ...kept, ...raw }) as Record<string, unknown>;
      setSearch(
        Object.fromEntries(
          Object.entries(parsed).filter(([, value]) => value !== undefined),
        ) as TSearch,
      );
    },
    isFiltered: Object.values(values).some((value) => value !== undefined),
    clearFilters: () => setSearch({} as TSearch),
    query: typeof values.q === 'string' ? values.q : '',
    onQueryChange: (q) => setSearch({ ...search, q: q || undefined }),
  };
}

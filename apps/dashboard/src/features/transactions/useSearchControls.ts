import type { DataTableSorting, ListFilter } from '@paydesk/ui';
import { useCallback, useMemo } from 'react';
import {
  filterKeys,
  isFiltered,
  panelFiltersOf,
  searchFromPanel,
  sortingOf,
  sortOf,
  withoutFilters,
  type TransactionsSearch,
} from './search';

type SetSearch = (
  update: (current: TransactionsSearch) => TransactionsSearch,
  replace?: boolean,
) => void;

/**
 * The list's URL state as the controls of the table and its toolbar: the sort as the table's sorting, the filters
 * as the panel's value, the search text, and clearing the filters. Each group keeps its identity while its part of
 * the URL stays, so the toolbar, kept while pages of rows arrive, is not drawn again.
 */
export function useSearchControls(
  search: TransactionsSearch,
  setSearch: SetSearch,
  timeZone: string,
) {
  const sorting = useMemo(() => sortingOf(search.sort), [search.sort]);
  const onSortingChange = useCallback(
    (next: DataTableSorting) => setSearch((current) => ({ ...current, sort: sortOf(next) })),
    [setSearch],
  );
  const panelFilters = useMemo(() => panelFiltersOf(search, timeZone), [search, timeZone]);
  const onFiltersChange = useCallback(
    (filters: ListFilter[]) =>
      setSearch((current) => {
        const next: TransactionsSearch = { ...current };
        for (const key of filterKeys) delete next[key];
        return { ...next, ...searchFromPanel(filters, timeZone) };
      }),
    [setSearch, timeZone],
  );
  const onSearch = useCallback(
    (q: string) => setSearch((current) => ({ ...current, q: q || undefined }), true),
    [setSearch],
  );
  const filtered = isFiltered(search);
  const onClearFilters = useCallback(() => setSearch(withoutFilters), [setSearch]);
  return {
    /** The table's `sorting` and `onSortingChange`. */
    sort: useMemo(() => ({ sorting, onSortingChange }), [sorting, onSortingChange]),
    /** The filters panel's `value` and `onChange`. */
    panel: useMemo(
      () => ({ value: panelFilters, onChange: onFiltersChange }),
      [panelFilters, onFiltersChange],
    ),
    onSearch,
    /** The table's `isFiltered` (its empty state offers to clear) and `onClearFilters`. */
    clearing: useMemo(() => ({ isFiltered: filtered, onClearFilters }), [filtered, onClearFilters]),
  };
}

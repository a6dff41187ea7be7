/**
 * What a cursor-paged list filtered by values (team members, API keys, antifraud entries…) needs beside its own
 * columns, filters and texts: the shared column and filter factories, its rows (`useInfiniteList`) and the list
 * controls that keep its search text and filter values in the URL (`valueListControls`).
 *
 * ```tsx
 * const list = useValueListPage(useListRoute(route), { pages, schema, fields: ['role', 'status'] }, t`…`);
 * <ListPage {...list.tableProps} columns={…} filters={…} … />
 * ```
 */
import type { InfiniteData, QueryKey, UseInfiniteQueryOptions } from '@tanstack/react-query';
import type { RowData } from '@tanstack/react-table';
import type * as v from 'valibot';
import { useListColumns } from './columns';
import { useListFilters } from './filters';
import { valueListControls } from './listSearch';
import { useInfiniteList } from './useInfiniteList';

export function useValueListPage<
  TSearch extends object,
  TPage extends { data: RowData[] },
  TKey extends QueryKey,
  TParam,
>(
  { search, setSearch }: { search: TSearch; setSearch: (next: TSearch) => void },
  {
    pages,
    schema,
    fields,
  }: {
    /** The cursor pages of the URL's view. */
    pages: UseInfiniteQueryOptions<TPage, Error, InfiniteData<TPage>, TKey, TParam>;
    schema: v.GenericSchema<unknown, TSearch>;
    /** The URL parameters the filters panel sets. */
    fields: readonly (keyof TSearch & string)[];
  },
  errorText: string,
) {
  const column = useListColumns<TPage['data'][number]>();
  const filter = useListFilters();
  const table = useInfiniteList(pages, errorText);
  const controls = valueListControls(search, setSearch, { fields, schema });
  return { column, filter, tableProps: { table, controls } };
}

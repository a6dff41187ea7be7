/**
 * What a cursor-paged list filtered by values (team members, API keys, antifraud entries…) needs beside its own
 * columns, filters and texts: the shared column and filter factories, its rows (`useInfiniteList`) and the list
 * controls that keep its search text and filter values in the URL (`valueListControls`). It hands back the route's
 * view (`organizationId`, `canWrite`…) with them.
 *
 * ```tsx
 * const list = useValueListPage(useListRoute(route), { queries, schema, fields: ['role', 'status'] }, t`…`);
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

/** The part of a value list's query factory the page and its loader (`loadValueList`) read. */
export interface ValueListQueries<TSearch, TAttributes, TPage, TKey extends QueryKey, TParam> {
  /** The list request of a view: the organization's records narrowed by the URL's filters. */
  attributesOf: (search: TSearch, organizationId: string) => TAttributes;
  pages: (
    attributes: TAttributes,
  ) => UseInfiniteQueryOptions<TPage, Error, InfiniteData<TPage>, TKey, TParam>;
}

/** What `useListRoute` reads of a value list's route: its guard's organization id and the URL's view. */
interface ValueListView<TSearch> {
  organizationId: string;
  search: TSearch;
  setSearch: (next: TSearch) => void;
}

export function useValueListPage<
  TView extends ValueListView<TSearch>,
  TSearch extends object,
  TAttributes,
  TPage extends { data: RowData[] },
  TKey extends QueryKey,
  TParam,
>(
  view: TView & ValueListView<TSearch>,
  {
    queries,
    schema,
    fields,
  }: {
    queries: ValueListQueries<TSearch, TAttributes, TPage, TKey, TParam>;
    schema: v.GenericSchema<unknown, TSearch>;
    /** The URL parameters the filters panel sets. */
    fields: readonly (keyof TSearch & string)[];
  },
  errorText: string,
) {
  const column = useListColumns<TPage['data'][number]>();
  const filter = useListFilters();
  const table = useInfiniteList(
    queries.pages(queries.attributesOf(view.search, view.organizationId)),
    errorText,
  );
  const controls = valueListControls(view.search, view.setSearch, { fields, schema });
  return { ...view, column, filter, tableProps: { table, controls } };
}

/**
 * What a dated list page (payouts, settlements, transfers…) needs beside its own columns, filters and texts: the
 * shared column and filter factories, the rows of the URL's view (`useDatedList`) and the list controls that keep
 * the search, filters, period and sort in the URL (`datedListControls`).
 *
 * ```tsx
 * const list = useDatedListPage(useListRoute(route), { queries, schema }, t`The payouts could not be loaded.`);
 * <ListPage {...list.tableProps} columns={…} filters={…} … />
 * ```
 */
import type { InfiniteData, QueryKey, UseInfiniteQueryOptions } from '@tanstack/react-query';
import type { RowData } from '@tanstack/react-table';
import type * as v from 'valibot';
import { useListColumns } from './columns';
import { useListFilters } from './filters';
import { datedListControls, type ListSearch } from './listSearch';
import { useDatedList } from './useDatedList';

/** The part of a `datedListQueries` factory the page needs. */
interface DatedQueries<TAttributes, TPage, TKey extends QueryKey, TParam> {
  fields: { date: string };
  attributesOf: (search: ListSearch, resourceId: string, timeZone: string) => TAttributes;
  pages: (
    attributes: TAttributes,
  ) => UseInfiniteQueryOptions<TPage, Error, InfiniteData<TPage>, TKey, TParam>;
}

/** What `useListRoute` reads of a dated list's route: its guard's organization id and the URL's view. */
interface DatedListView<TSearch extends ListSearch> {
  organizationId: string;
  search: TSearch;
  setSearch: (next: TSearch) => void;
  timeZone: string;
}

export function useDatedListPage<
  TSearch extends ListSearch,
  TAttributes,
  TPage extends { data: RowData[] },
  TKey extends QueryKey,
  TParam,
>(
  { organizationId, search, setSearch, timeZone }: DatedListView<TSearch>,
  {
    queries,
    schema,
  }: {
    queries: DatedQueries<TAttributes, TPage, TKey, TParam>;
    schema: v.GenericSchema<unknown, TSearch>;
  },
  errorText: string,
) {
  const column = useListColumns<TPage['data'][number]>();
  const filter = useListFilters();
  const table = useDatedList(queries, { search, organizationId, timeZone }, errorText);
  const controls = datedListControls(search, setSearch, {
    dateField: queries.fields.date,
    schema,
    timeZone,
  });
  return { organizationId, column, filter, tableProps: { table, controls } };
}

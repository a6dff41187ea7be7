/**
 * The rows of a dated list (payouts, settlements, transfers…) for the URL's view: its request built by the list's
 * `datedListQueries` in the user's time zone, read in cursor pages.
 */
import type { InfiniteData, QueryKey, UseInfiniteQueryOptions } from '@tanstack/react-query';
import type { ListSearch } from './listSearch';
import { useInfiniteList } from './useInfiniteList';

/** The part of a `datedListQueries` factory the rows need. */
interface DatedQueries<TAttributes, TPage, TKey extends QueryKey, TParam> {
  attributesOf: (search: ListSearch, resourceId: string, timeZone: string) => TAttributes;
  pages: (
    attributes: TAttributes,
  ) => UseInfiniteQueryOptions<TPage, Error, InfiniteData<TPage>, TKey, TParam>;
}

export function useDatedList<
  TAttributes,
  TPage extends { data: unknown[] },
  TKey extends QueryKey,
  TParam,
>(
  queries: DatedQueries<TAttributes, TPage, TKey, TParam>,
  view: { search: ListSearch; organizationId: string; timeZone: string },
  errorText: string,
) {
  const attributes = queries.attributesOf(view.search, view.organizationId, view.timeZone);
  return useInfiniteList(queries.pages(attributes), errorText);
}

/**
 * The loaders of the list routes: the first page is fetched before the screen shows; a failure is left to the
 * table, which offers a retry.
 */
import type {
  EnsureQueryDataOptions,
  FetchInfiniteQueryOptions,
  QueryClient,
  QueryKey,
  InfiniteData,
  UseInfiniteQueryOptions,
} from '@tanstack/react-query';
import { readPreferences } from '../preferences';
import type { ListSearch } from './listSearch';
import type { ValueListQueries } from './useValueListPage';

/** Fetches a cursor-paged list's first page into the cache, leaving a failure to the table. */
export async function loadFirstPage<TPage, TKey extends QueryKey, TParam>(
  queryClient: QueryClient,
  options: FetchInfiniteQueryOptions<TPage, Error, TPage, TKey, TParam>,
): Promise<void> {
  await queryClient.ensureInfiniteQueryData(options).catch(() => undefined);
}

/** Fetches a list answered whole (`useQueryTable`) into the cache, leaving a failure to the table. */
export async function loadWholeList<TQueryFnData, TError, TData, TKey extends QueryKey>(
  queryClient: QueryClient,
  options: EnsureQueryDataOptions<TQueryFnData, TError, TData, TKey>,
): Promise<void> {
  await queryClient.ensureQueryData(options).catch(() => undefined);
}

/** The part of a `datedListQueries` factory the loader needs. */
interface DatedQueries<TAttributes, TPage, TKey extends QueryKey, TParam> {
  attributesOf: (search: ListSearch, resourceId: string, timeZone: string) => TAttributes;
  pages: (
    attributes: TAttributes,
  ) => UseInfiniteQueryOptions<TPage, Error, InfiniteData<TPage>, TKey, TParam>;
}

/** A dated list's first page for the URL's view, in the user's time zone. */
export function loadDatedList<TAttributes, TPage, TKey extends QueryKey, TParam>(
  queries: DatedQueries<TAttributes, TPage, TKey, TParam>,
  context: { queryClient: QueryClient; organizationId: string },
  search: ListSearch,
): Promise<void> {
  const attributes = queries.attributesOf(
    search,
    context.organizationId,
    readPreferences().timeZone,
  );
  return loadFirstPage(context.queryClient, queries.pages(attributes));
}

/** A value list's first page for the URL's view. */
export function loadValueList<TSearch, TAttributes, TPage, TKey extends QueryKey, TParam>(
  queries: ValueListQueries<TSearch, TAttributes, TPage, TKey, TParam>,
  context: { queryClient: QueryClient; organizationId: string },
  search: TSearch,
): Promise<void> {
  return loadFirstPage(
    context.queryClient,
    queries.pages(queries.attributesOf(search, context.organizationId)),
  );
}

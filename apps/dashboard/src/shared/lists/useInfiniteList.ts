/** A cursor-paged list of rows (`{ data: rows }` a page) read and shown by a DataTable, as most lists are. */
import {
  useInfiniteQuery,
  type InfiniteData,
  type QueryKey,
  type UseInfiniteQueryOptions,
} from '@tanstack/react-query';
import { pageRows, useInfiniteTable } from './useInfiniteTable';

export function useInfiniteList<TPage extends { data: unknown[] }, TKey extends QueryKey, TParam>(
  options: UseInfiniteQueryOptions<TPage, Error, InfiniteData<TPage>, TKey, TParam>,
  errorText: string,
) {
  return useInfiniteTable(useInfiniteQuery(options), {
    errorText,
    rowsOf: pageRows<TPage['data'][number]>,
  });
}

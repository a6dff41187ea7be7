/** A cursor-paged list query shown by a DataTable: the one glue between `useInfiniteQuery` and the table. */
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';

/** The rows of every page, in order: what most lists show. */
export const pageRows = <TRow>(pages: readonly { data: TRow[] }[]): TRow[] =>
  pages.flatMap((page) => page.data);

/**
 * The DataTable props of a list: its rows, the first load, an error with retry, and the next pages as the user
 * scrolls. `rowsOf` must be stable (a module function): the callbacks are, so a new page re-renders rows only.
 */
export function useInfiniteTable<TPage, TRow>(
  list: UseInfiniteQueryResult<InfiniteData<TPage>>,
  { errorText, rowsOf }: { errorText: string; rowsOf: (pages: TPage[]) => TRow[] },
) {
  const { data, fetchNextPage, refetch } = list;
  const rows = useMemo(() => rowsOf(data?.pages ?? []), [data, rowsOf]);
  const onLoadMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);
  const onRetry = useCallback(() => void refetch(), [refetch]);
  return {
    data: rows,
    isLoading: list.isPending,
    error: list.isError ? errorText : undefined,
    onRetry,
    hasMore: list.hasNextPage,
    isLoadingMore: list.isFetchingNextPage,
    onLoadMore,
  };
}

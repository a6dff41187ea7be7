/** A list answered in one piece (no cursor pages) shown by a DataTable: the glue between `useQuery` and the table. */
import type { UseQueryResult } from '@tanstack/react-query';
import { useCallback } from 'react';

const none: never[] = [];

/** The DataTable props of a one-answer list: its rows, the first load, and an error with retry. */
export function useQueryTable<TRow>(
  list: UseQueryResult<readonly TRow[]>,
  { errorText }: { errorText: string },
) {
  const { refetch } = list;
  const onRetry = useCallback(() => void refetch(), [refetch]);
  return {
    data: (list.data ?? none) as TRow[],
    isLoading: list.isPending,
    error: list.isError ? errorText : undefined,
    onRetry,
  };
}

import { useCallback, useEffect, useRef } from 'react';

/** Ask for the next page this many rows before the end. */
const LOAD_MORE_THRESHOLD = 15;

export interface InfiniteLoadOptions {
  enabled: boolean;
  hasMore: boolean;
  isLoadingMore: boolean;
  hasError: boolean;
  rowCount: number;
  onLoadMore: (() => void) | undefined;
}

/**
 * Infinite scroll: the callback the body calls when its rendered range nears the end. It asks for the next page
 * once per row count, so a re-render before the app reports `isLoadingMore` does not ask twice.
 */
export function useLoadMoreRequest({
  enabled,
  hasMore,
  isLoadingMore,
  hasError,
  rowCount,
  onLoadMore,
}: InfiniteLoadOptions): () => void {
  const requestedAt = useRef(-1);
  const canLoadMore = enabled && hasMore && !isLoadingMore && !hasError && onLoadMore !== undefined;
  return useCallback(() => {
    if (!canLoadMore || requestedAt.current === rowCount) return;
    requestedAt.current = rowCount;
    onLoadMore?.();
  }, [canLoadMore, rowCount, onLoadMore]);
}

/** Calls `onNearEnd` once the last rendered row is within `LOAD_MORE_THRESHOLD` rows of the end. */
export function useNearEnd(lastRendered: number, rowCount: number, onNearEnd: () => void) {
  useEffect(() => {
    if (rowCount > 0 && lastRendered >= rowCount - 1 - LOAD_MORE_THRESHOLD) onNearEnd();
  }, [lastRendered, rowCount, onNearEnd]);
}

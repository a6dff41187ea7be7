export interface RowCountState {
  isLoading: boolean;
  totalRowCount: number | undefined;
  hasMore: boolean;
  /** Rows loaded; 0 shows the one state row. */
  loadedRows: number;
  showLoadingRow: boolean;
}

/**
 * The grid's `aria-rowcount`, header row included: the whole list, not the rendered rows. -1 is ARIA for
 * "unknown": still loading, or more pages exist and the server gave no total.
 */
export function ariaRowCount({
  isLoading,
  totalRowCount,
  hasMore,
  loadedRows,
  showLoadingRow,
}: RowCountState): number {
  if (isLoading) return -1;
  if (totalRowCount !== undefined) return totalRowCount + 1;
  if (hasMore) return -1;
  if (loadedRows === 0) return 2;
  return loadedRows + 1 + (showLoadingRow ? 1 : 0);
}

import {
  columnVisibilityFeature,
  createColumnHelper,
  createSortedRowModel,
  metaHelper,
  rowSelectionFeature,
  rowSortingFeature,
  sortFn_alphanumeric,
  sortFn_basic,
  sortFn_datetime,
  sortFn_text,
  tableFeatures,
  type CellData,
  type ColumnDef,
  type RowData,
} from '@tanstack/react-table';

/** What a column tells the table about its layout; read by the renderer, not by TanStack Table. */
export interface DataTableColumnMeta {
  /** Label for the column menu and screen readers when `header` is not a string. */
  label?: string;
  /** Amounts, counts and ids: aligned to the end with tabular figures. */
  numeric?: boolean;
  /** Defaults to `end` for numeric columns, `start` otherwise. */
  align?: 'start' | 'center' | 'end';
  /** Minimum width in px (default 140). The sum of minimums decides when the table scrolls sideways. */
  width?: number;
  /**
   * The widest text the column shows, e.g. a date formatted like its cells (`'2026-12-31 23:59 UTC'`) or the
   * longest amount. The column is never narrower than this text in its cells' font, so it is never cut; growing
   * columns give up their extra width first. Without `width`, the column's minimum is this text's width.
   */
  minContent?: string;
  /** Share of the remaining width (CSS `fr`); 0 keeps the column at its minimum width. Default 1. */
  grow?: number;
  /** Render this column's cells as row headers (and as the row's link with `getRowHref`). */
  isRowHeader?: boolean;
}

/**
 * The features every DataTable registers. Explicit features keep the bundle small: no filtering, grouping or
 * pagination code ships, because lists filter and page on the server.
 */
export const dataTableFeatures = tableFeatures({
  rowSortingFeature,
  columnVisibilityFeature,
  rowSelectionFeature,
  sortedRowModel: createSortedRowModel(),
  sortFns: {
    alphanumeric: sortFn_alphanumeric,
    text: sortFn_text,
    datetime: sortFn_datetime,
    basic: sortFn_basic,
  },
  columnMeta: metaHelper<DataTableColumnMeta>(),
});

export type DataTableFeatures = typeof dataTableFeatures;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a column list mixes value types, as in TanStack's own ColumnDef arrays
export type DataTableColumnDef<TData extends RowData, TValue extends CellData = any> = ColumnDef<
  DataTableFeatures,
  TData,
  TValue
>;

/** A typed column helper: `const col = createDataTableColumnHelper<Payment>()`, then `col.accessor('amount', …)`. */
export function createDataTableColumnHelper<TData extends RowData>() {
  return createColumnHelper<DataTableFeatures, TData>();
}

export type {
  ColumnVisibilityState as DataTableColumnVisibility,
  RowSelectionState as DataTableRowSelection,
  SortingState as DataTableSorting,
} from '@tanstack/react-table';

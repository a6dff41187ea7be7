import type { RowData } from '@tanstack/react-table';
import { columnMeta, SELECT_COLUMN_ID, type DataTableColumn } from './columns';

/** The checkbox column's width in px. */
const SELECT_COLUMN_WIDTH = 44;
/** A column's minimum width in px when it declares no `width` and its `minContent` is not measured. */
const DEFAULT_COLUMN_WIDTH = 140;
const DEFAULT_GROW = 1;

/**
 * A column's minimum width in px: its `width`, widened to its measured `minContent` so fixed-format text (dates,
 * amounts) is never cut. Without `width`, a measured column is as wide as its content.
 */
export function minimumWidth<TData extends RowData>(
  column: DataTableColumn<TData>,
  contentWidth: number | undefined,
): number {
  if (column.id === SELECT_COLUMN_ID) return SELECT_COLUMN_WIDTH;
  const declared = columnMeta(column).width ?? (contentWidth ? 0 : DEFAULT_COLUMN_WIDTH);
  return Math.max(declared, contentWidth ?? 0);
}

/**
 * The grid tracks shared by every row, and the width below which the table scrolls sideways. A growing column
 * takes its share of the remaining width and gives it back first when space runs out; no column goes below its
 * minimum, so columns sized to their content keep it whole.
 */
export function columnTracks<TData extends RowData>(
  columns: ReadonlyArray<DataTableColumn<TData>>,
  contentWidths: Readonly<Record<string, number>>,
): { tracks: string; minWidth: number } {
  let minWidth = 0;
  const tracks = columns.map((column) => {
    const min = minimumWidth(column, contentWidths[column.id]);
    const grow = column.id === SELECT_COLUMN_ID ? 0 : (columnMeta(column).grow ?? DEFAULT_GROW);
    minWidth += min;
    return grow > 0 ? `minmax(${min}px, ${grow}fr)` : `${min}px`;
  });
  return { tracks: tracks.join(' '), minWidth };
}

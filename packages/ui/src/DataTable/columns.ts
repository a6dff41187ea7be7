import type { Column, Row, RowData } from '@tanstack/react-table';
import { useMemo } from 'react';
import { cell } from './DataTable.css';
import type { DataTableColumnMeta, DataTableFeatures } from './features';

export type DataTableRow<TData extends RowData> = Row<DataTableFeatures, TData>;
export type DataTableColumn<TData extends RowData> = Column<DataTableFeatures, TData, unknown>;

/** The checkbox column added by `selectionMode="multiple"`. */
export const SELECT_COLUMN_ID = '__select';

export function columnMeta<TData extends RowData>(
  column: DataTableColumn<TData>,
): DataTableColumnMeta {
  return column.columnDef.meta ?? {};
}

/** The column's name in the Columns menu. */
export function columnLabel<TData extends RowData>(column: DataTableColumn<TData>): string {
  const meta = columnMeta(column);
  if (meta.label) return meta.label;
  return typeof column.columnDef.header === 'string' ? column.columnDef.header : column.id;
}

export function cellAlign<TData extends RowData>(column: DataTableColumn<TData>) {
  const meta = columnMeta(column);
  if (column.id === SELECT_COLUMN_ID) return 'center';
  return meta.align ?? (meta.numeric ? 'end' : 'start');
}

/** What every body cell of a column shares. */
export interface ColumnLayout {
  className: string;
  isSelect: boolean;
  isRowHeader: boolean;
}

/**
 * Per-column class names and roles, computed once per set of visible columns rather than per cell. Its identity
 * follows the visible columns, so memoized rows re-render when columns are shown or hidden.
 */
export function useColumnLayout<TData extends RowData>(
  visibleColumns: ReadonlyArray<DataTableColumn<TData>>,
): ReadonlyArray<ColumnLayout> {
  return useMemo(() => {
    const rowHeader = Math.max(
      visibleColumns.findIndex((c) => columnMeta(c).isRowHeader),
      visibleColumns.findIndex((c) => c.id !== SELECT_COLUMN_ID),
    );
    return visibleColumns.map((column, colIndex) => ({
      className: cell({ align: cellAlign(column), numeric: columnMeta(column).numeric }),
      isSelect: column.id === SELECT_COLUMN_ID,
      isRowHeader: colIndex === rowHeader,
    }));
  }, [visibleColumns]);
}

import { FlexRender, type Header, type RowData } from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ChevronsUpDown } from 'lucide-react';
import { memo } from 'react';
import { cellAlign, columnMeta, SELECT_COLUMN_ID, type DataTableColumn } from './columns';
import * as styles from './DataTable.css';
import type { DataTableFeatures, DataTableRowSelection, DataTableSorting } from './features';

type DataTableHeader<TData extends RowData> = Header<DataTableFeatures, TData, unknown>;

export interface HeaderRowProps<TData extends RowData> {
  headers: ReadonlyArray<DataTableHeader<TData>>;
  /** The focused header cell, or -1. */
  activeCol: number;
  /** State the header shows; passed so the memoized row re-renders when they change, not on every scroll. */
  sorting: DataTableSorting;
  rowSelection: DataTableRowSelection;
  rowCount: number;
}

function HeaderRowImpl<TData extends RowData>({ headers, activeCol }: HeaderRowProps<TData>) {
  return (
    <div role="rowgroup" className={styles.headerGroup}>
      <div role="row" aria-rowindex={1} data-row={0} className={styles.headerRow}>
        {headers.map((header, colIndex) => (
          <HeaderCell
            key={header.id}
            header={header}
            colIndex={colIndex}
            isActive={activeCol === colIndex}
          />
        ))}
      </div>
    </div>
  );
}

/** The sticky header row group. Select-all reads every row's selection; memo keeps that off the scroll path. */
export const HeaderRow = memo(HeaderRowImpl) as typeof HeaderRowImpl;

function ariaSort(sorted: false | 'asc' | 'desc') {
  if (sorted === 'asc') return 'ascending';
  if (sorted === 'desc') return 'descending';
  return 'none';
}

function HeaderCell<TData extends RowData>({
  header,
  colIndex,
  isActive,
}: {
  header: DataTableHeader<TData>;
  colIndex: number;
  isActive: boolean;
}) {
  const column = header.column as DataTableColumn<TData>;
  const canSort = column.getCanSort();
  const sorted = column.getIsSorted();
  const SortIcon = sorted === 'asc' ? ArrowUp : sorted === 'desc' ? ArrowDown : ChevronsUpDown;
  return (
    <div
      role="columnheader"
      aria-colindex={colIndex + 1}
      aria-sort={canSort ? ariaSort(sorted) : undefined}
      data-col={colIndex}
      tabIndex={isActive ? 0 : -1}
      className={styles.cell({
        align: cellAlign(column),
        numeric: columnMeta(column).numeric,
        header: true,
        sortable: canSort,
      })}
    >
      {column.id === SELECT_COLUMN_ID ? (
        <FlexRender header={header} />
      ) : (
        <>
          <span className={styles.cellText}>
            <FlexRender header={header} />
          </span>
          {canSort && <SortIcon size={14} aria-hidden className={styles.sortIcon} />}
        </>
      )}
    </div>
  );
}

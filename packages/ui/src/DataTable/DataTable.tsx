import { useTable, type OnChangeFn, type RowData } from '@tanstack/react-table';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { useId, useRef } from 'react';
import { visuallyHidden } from '../private/focusRing.css';
import { useStrings } from '../private/intl';
import { ariaRowCount } from './ariaRowCount';
import { useColumnLayout } from './columns';
import { columnTracks } from './columnWidths';
import * as styles from './DataTable.css';
import { DataTableFooter } from './DataTableFooter';
import type { DataTableProps } from './DataTableProps';
import { DataTableToolbar } from './DataTableToolbar';
import {
  dataTableFeatures,
  type DataTableColumnVisibility,
  type DataTableRowSelection,
  type DataTableSorting,
} from './features';
import { HeaderRow } from './HeaderRow';
import { dataTableStrings } from './intl';
import { LoadingRows, StateRow } from './TableStates';
import { useContentWidths } from './useContentWidths';
import { useControllable } from './useControllable';
import { useGridFocus } from './useGridFocus';
import { useGridInteractions } from './useGridInteractions';
import { useLoadMoreRequest } from './useInfiniteLoad';
import { useScroller } from './useScroller';
import { useSelectColumn } from './useSelectColumn';
import type { RowVirtualizer } from './useVirtualRows';
import { VirtualBody } from './VirtualBody';

export { DATA_TABLE_ROW_HEIGHT } from './rowHeight';
export type { DataTableProps } from './DataTableProps';

/**
 * A data grid for long lists: sorting, column visibility, row selection, rows that open their detail, full
 * keyboard navigation (ARIA grid with roving focus), and row virtualization so 100,000 rows keep a few dozen
 * rows in the DOM. Loading, empty, filtered-empty and error states and cursor pagination are built in.
 *
 * This component wires the parts together: TanStack Table's state, the column tracks every row shares
 * (`columnTracks`), roving focus (`useGridFocus`), the sticky `HeaderRow`, the `VirtualBody` or the table's states
 * (`TableStates`), and the toolbar and footer around the grid.
 */
export function DataTable<TData extends RowData>(props: DataTableProps<TData>) {
  const {
    columns: userColumns,
    data,
    getRowId,
    manualSorting,
    selectionMode = 'none',
    getRowHref,
    onRowAction,
    isLoading = false,
    error,
    onRetry,
    hasMore = false,
    isLoadingMore = false,
    onLoadMore,
    loadMoreMode = 'button',
    totalRowCount,
    height = 'min(70vh, 720px)',
    className,
  } = props;
  const strings = useStrings(dataTableStrings, 'DataTable');
  const gridId = useId();

  const [sorting, setSorting] = useControllable(
    props.sorting,
    props.defaultSorting ?? [],
    props.onSortingChange,
  );
  const [columnVisibility, setColumnVisibility] = useControllable(
    props.columnVisibility,
    props.defaultColumnVisibility ?? {},
    props.onColumnVisibilityChange,
  );
  const [rowSelection, setRowSelection] = useControllable(
    props.rowSelection,
    props.defaultRowSelection ?? {},
    props.onRowSelectionChange,
  );

  const selectable = selectionMode === 'multiple';
  const columns = useSelectColumn(userColumns, selectable, {
    selectAll: strings('selectAll'),
    selectRow: strings('selectRow'),
  });
  const table = useTable({
    features: dataTableFeatures,
    columns,
    data,
    getRowId,
    manualSorting,
    enableRowSelection: selectable,
    state: { sorting, columnVisibility, rowSelection },
    onSortingChange: setSorting as OnChangeFn<DataTableSorting>,
    onColumnVisibilityChange: setColumnVisibility as OnChangeFn<DataTableColumnVisibility>,
    onRowSelectionChange: setRowSelection as OnChangeFn<DataTableRowSelection>,
  });

  const rows = table.getRowModel().rows;
  const visibleColumns = table.getVisibleLeafColumns();
  const columnLayout = useColumnLayout(visibleColumns);
  const content = useContentWidths(visibleColumns, columnLayout);
  const { tracks, minWidth } = columnTracks(visibleColumns, content.widths);
  const gridVars = assignInlineVars({
    [styles.columnsVar]: tracks,
    [styles.minWidthVar]: `${minWidth}px`,
    [styles.heightVar]: typeof height === 'number' ? `${height}px` : height,
  });

  // An error with rows on screen (a failed next page) keeps the rows and reports below them.
  const showStateRow = isLoading || rows.length === 0;
  const pageError = showStateRow ? undefined : error;
  const showLoadingRow = isLoadingMore && !showStateRow;

  const { scrollRef, scrollElement, attachScroller } = useScroller();
  const virtualizerRef = useRef<RowVirtualizer | null>(null);
  const focus = useGridFocus({
    rowCount: showStateRow ? 1 : rows.length + 1,
    colCount: visibleColumns.length,
    scrollRef,
    virtualizerRef,
  });
  const { onClick, onKeyDown, isActionable } = useGridInteractions({
    rows,
    visibleColumns,
    focus,
    selectable,
    toggleAllRows: () => table.toggleAllRowsSelected(!table.getIsAllRowsSelected()),
    getRowHref,
    onRowAction,
  });
  const onNearEnd = useLoadMoreRequest({
    enabled: loadMoreMode === 'infinite',
    hasMore,
    isLoadingMore,
    hasError: Boolean(error),
    rowCount: rows.length,
    onLoadMore,
  });

  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')}>
      <DataTableToolbar
        columns={table.getAllLeafColumns()}
        showColumnsMenu={props.showColumnsMenu}
        columnsLabel={strings('columns')}
        onColumnVisibilityChange={(visibility) => table.setColumnVisibility(visibility)}
      >
        {props.toolbar}
      </DataTableToolbar>
      {/* Keys and clicks are delegated from the grid to its cells (each cell is a roving tab stop). */}
      <div
        ref={attachScroller}
        id={gridId}
        role="grid"
        tabIndex={-1}
        aria-label={props['aria-label']}
        aria-labelledby={props['aria-labelledby']}
        aria-rowcount={ariaRowCount({
          isLoading,
          totalRowCount,
          hasMore,
          loadedRows: rows.length,
          showLoadingRow,
        })}
        aria-colcount={visibleColumns.length}
        aria-multiselectable={selectable || undefined}
        aria-busy={isLoading || isLoadingMore || undefined}
        className={styles.grid}
        style={gridVars}
        onKeyDown={onKeyDown}
        onClick={onClick}
      >
        {content.sizer}
        <HeaderRow
          headers={table.getHeaderGroups()[0]?.headers ?? []}
          activeCol={focus.active.row === 0 ? focus.active.col : -1}
          sorting={sorting}
          rowSelection={rowSelection}
          rowCount={rows.length}
        />
        {isLoading ? (
          <LoadingRows columnLayout={columnLayout} />
        ) : showStateRow ? (
          <StateRow
            columnCount={visibleColumns.length}
            error={error}
            onRetry={onRetry}
            emptyState={props.emptyState}
            isFiltered={props.isFiltered ?? false}
            filteredEmptyState={props.filteredEmptyState}
            onClearFilters={props.onClearFilters}
          />
        ) : (
          <VirtualBody
            rows={rows}
            scrollElement={scrollElement}
            virtualizerRef={virtualizerRef}
            showLoadingRow={showLoadingRow}
            loadingLabel={strings('loadingMore')}
            activeRow={focus.active.row}
            activeCol={focus.active.col}
            columnLayout={columnLayout}
            getRowHref={getRowHref}
            isActionable={isActionable}
            selectable={selectable}
            rowSelection={rowSelection}
            onNearEnd={onNearEnd}
          />
        )}
      </div>
      {isLoading && (
        <span role="status" className={visuallyHidden}>
          {strings('loading')}
        </span>
      )}
      <DataTableFooter
        pageError={pageError}
        onRetry={onRetry}
        canLoadMore={hasMore && !showStateRow}
        isLoadingMore={isLoadingMore}
        onLoadMore={onLoadMore}
      />
    </div>
  );
}

import {
  FlexRender,
  useTable,
  type Column,
  type Header,
  type OnChangeFn,
  type Row,
  type RowData,
} from '@tanstack/react-table';
import {
  useVirtualizer,
  type Range,
  type VirtualItem,
  type Virtualizer,
} from '@tanstack/react-virtual';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { ArrowDown, ArrowUp, ChevronsUpDown, CircleAlert, Inbox, SearchX } from 'lucide-react';
import {
  memo,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { useLink } from 'react-aria';
import { useLocale } from 'react-aria-components';
import { Button } from '../Button/Button';
import { Spinner } from '../Spinner/Spinner';
import { visuallyHidden } from '../private/focusRing.css';
import { useStrings } from '../private/intl';
import { sharedTokens } from '../theme/tokens';
import { ColumnsMenu } from './ColumnsMenu';
import * as styles from './DataTable.css';
import {
  dataTableFeatures,
  type DataTableColumnDef,
  type DataTableColumnMeta,
  type DataTableColumnVisibility,
  type DataTableFeatures,
  type DataTableRowSelection,
  type DataTableSorting,
} from './features';
import { dataTableStrings } from './intl';
import { nextCell, type CellPosition } from './navigation';
import { useControllable } from './useControllable';
import { useMountInSteps } from './mountInSteps';
import { createBlockExtractor, ROW_BLOCK, visibleFirst } from './virtualRange';

/** Row height in px for the virtualizer; the same token the CSS reads (vars.size.rowHeight). */
export const DATA_TABLE_ROW_HEIGHT = parseInt(sharedTokens.size.rowHeight, 10);
const SELECT_COLUMN_ID = '__select';
const OVERSCAN = 8;
/** Ask for the next page this many rows before the end. */
const LOAD_MORE_THRESHOLD = 15;
const SKELETON_ROWS = 8;

const estimateSize = () => DATA_TABLE_ROW_HEIGHT;

/**
 * The scroller's size until it is measured: as tall as the window (it is never taller on screen). The first render
 * then knows the rows on screen and mounts them with the table, so a new page is laid out once; without it the
 * rows came in a second commit, after a forced layout of the whole page, and the page was laid out twice.
 */
const estimatedScrollerRect = () => ({
  width: 0,
  height: typeof window === 'undefined' ? 0 : window.innerHeight,
});

type DataTableRow<TData extends RowData> = Row<DataTableFeatures, TData>;
type DataTableColumn<TData extends RowData> = Column<DataTableFeatures, TData, unknown>;

export interface DataTableProps<TData extends RowData> {
  /** Names the grid for assistive technology; or use `aria-labelledby`. */
  'aria-label'?: string;
  'aria-labelledby'?: string;
  columns: ReadonlyArray<DataTableColumnDef<TData>>;
  data: ReadonlyArray<TData>;
  /** Stable ids keep selection and focus on the same record when rows move. Defaults to the index. */
  getRowId?: (row: TData, index: number) => string;

  /** Controlled sorting (e.g. from the URL); omit to let the table own it. */
  sorting?: DataTableSorting;
  defaultSorting?: DataTableSorting;
  onSortingChange?: (sorting: DataTableSorting) => void;
  /** The server sorts: the table shows rows in the order given and only reports sort changes. */
  manualSorting?: boolean;

  columnVisibility?: DataTableColumnVisibility;
  defaultColumnVisibility?: DataTableColumnVisibility;
  onColumnVisibilityChange?: (visibility: DataTableColumnVisibility) => void;
  /** Show the menu that toggles columns (default: when any column can be hidden). */
  showColumnsMenu?: boolean;

  /** `multiple` adds a checkbox column with select-all. */
  selectionMode?: 'none' | 'multiple';
  rowSelection?: DataTableRowSelection;
  defaultRowSelection?: DataTableRowSelection;
  onRowSelectionChange?: (selection: DataTableRowSelection) => void;

  /** Each row opens this address (its row header becomes a link; Enter or a click on the row follows it). */
  getRowHref?: (row: TData) => string;
  /** Called when a row is activated by click or Enter (in addition to following `getRowHref`). */
  onRowAction?: (row: TData) => void;

  /** First load: skeleton rows. */
  isLoading?: boolean;
  /** Any truthy value shows the error state; a node replaces the default description. */
  error?: ReactNode;
  onRetry?: () => void;
  /** Shown when there are no rows at all. */
  emptyState?: ReactNode;
  /** Filters are applied: an empty result shows `filteredEmptyState` (with a clear-filters action). */
  isFiltered?: boolean;
  filteredEmptyState?: ReactNode;
  onClearFilters?: () => void;

  /** Cursor pagination: more rows exist after the loaded ones. */
  hasMore?: boolean;
  isLoadingMore?: boolean;
  onLoadMore?: () => void;
  /** `button` shows "Load more"; `infinite` also loads when scrolling near the end. */
  loadMoreMode?: 'button' | 'infinite';
  /** The server's total row count, when known, for aria-rowcount. */
  totalRowCount?: number;

  /** Block size of the scroll viewport; rows beyond it are virtualized. */
  height?: number | string;
  /** Content at the start of the toolbar (filters, bulk actions). */
  toolbar?: ReactNode;
  className?: string;
}

function columnMeta<TData extends RowData>(column: DataTableColumn<TData>): DataTableColumnMeta {
  return column.columnDef.meta ?? {};
}

function columnLabel<TData extends RowData>(column: DataTableColumn<TData>): string {
  const meta = columnMeta(column);
  if (meta.label) return meta.label;
  return typeof column.columnDef.header === 'string' ? column.columnDef.header : column.id;
}

function track<TData extends RowData>(column: DataTableColumn<TData>): string {
  if (column.id === SELECT_COLUMN_ID) return '44px';
  const { width = 140, grow = 1 } = columnMeta(column);
  return grow > 0 ? `minmax(${width}px, ${grow}fr)` : `${width}px`;
}

function cellAlign<TData extends RowData>(column: DataTableColumn<TData>) {
  const meta = columnMeta(column);
  if (column.id === SELECT_COLUMN_ID) return 'center';
  return meta.align ?? (meta.numeric ? 'end' : 'start');
}

function ariaSort(sorted: false | 'asc' | 'desc') {
  if (sorted === 'asc') return 'ascending';
  if (sorted === 'desc') return 'descending';
  return 'none';
}

function isInteractive(target: EventTarget, within: Element): boolean {
  const element = target instanceof Element ? target : null;
  const interactive = element?.closest(
    'a[href], button, input, select, textarea, label, [role="button"]',
  );
  return interactive != null && within.contains(interactive) && interactive !== within;
}

/**
 * A data grid for long lists: sorting, column visibility, row selection, rows that open their detail, full
 * keyboard navigation (ARIA grid with roving focus), and row virtualization so 100,000 rows keep a few dozen
 * rows in the DOM. Loading, empty, filtered-empty and error states and cursor pagination are built in.
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
    emptyState,
    isFiltered = false,
    filteredEmptyState,
    onClearFilters,
    hasMore = false,
    isLoadingMore = false,
    onLoadMore,
    loadMoreMode = 'button',
    totalRowCount,
    height = 'min(70vh, 720px)',
    toolbar,
    className,
  } = props;
  const strings = useStrings(dataTableStrings, 'DataTable');
  const { direction } = useLocale();
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
  const selectAllLabel = strings('selectAll');
  const selectRowLabel = strings('selectRow');
  // Stable columns matter: new column objects make TanStack rebuild every row model.
  const columns = useMemo<ReadonlyArray<DataTableColumnDef<TData>>>(() => {
    if (!selectable) return userColumns;
    const select: DataTableColumnDef<TData> = {
      id: SELECT_COLUMN_ID,
      enableSorting: false,
      enableHiding: false,
      meta: { label: selectRowLabel },
      header: ({ table }) => (
        <SelectCheckbox
          label={selectAllLabel}
          checked={table.getIsAllRowsSelected()}
          indeterminate={table.getIsSomeRowsSelected() && !table.getIsAllRowsSelected()}
          onChange={table.getToggleAllRowsSelectedHandler()}
        />
      ),
      cell: ({ row }) => (
        <SelectCheckbox
          label={selectRowLabel}
          checked={row.getIsSelected()}
          disabled={!row.getCanSelect()}
          onChange={row.getToggleSelectedHandler()}
        />
      ),
    };
    return [select, ...userColumns];
  }, [selectable, userColumns, selectAllLabel, selectRowLabel]);

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
  const headers = table.getHeaderGroups()[0]?.headers ?? [];
  const rowHeaderIndex = Math.max(
    visibleColumns.findIndex((c) => columnMeta(c).isRowHeader),
    visibleColumns.findIndex((c) => c.id !== SELECT_COLUMN_ID),
  );
  const gridVars = assignInlineVars({
    [styles.columnsVar]: visibleColumns.map(track).join(' '),
    [styles.minWidthVar]: `${visibleColumns.reduce((sum, c) => sum + (c.id === SELECT_COLUMN_ID ? 44 : (columnMeta(c).width ?? 140)), 0)}px`,
    [styles.heightVar]: typeof height === 'number' ? `${height}px` : height,
  });

  // An error with rows on screen (a failed next page) keeps the rows and reports below them.
  const showStateRow = isLoading || rows.length === 0;
  const pageError = Boolean(error) && !showStateRow;
  const showLoadingRow = isLoadingMore && !showStateRow;
  const navigableRows = showStateRow ? 1 : rows.length + 1;

  // Roving focus: one cell is the tab stop; arrow keys move it.
  const [active, setActive] = useState<CellPosition>({ row: 0, col: 0 });
  const effective: CellPosition = {
    row: Math.min(active.row, navigableRows - 1),
    col: Math.min(active.col, Math.max(visibleColumns.length - 1, 0)),
  };
  const focusRequested = useRef(false);
  const scrollRef = useRef<HTMLDivElement>(null);
  // The body's virtualizer needs the scroller, which is attached after the body's own effects run: hand it over
  // as state so the body re-renders once it exists.
  const [scrollElement, setScrollElement] = useState<HTMLDivElement | null>(null);
  const attachScroller = useCallback((node: HTMLDivElement | null) => {
    scrollRef.current = node;
    setScrollElement(node);
  }, []);

  const virtualizerRef = useRef<RowVirtualizer | null>(null);

  // Infinite scroll: ask for the next page when the rendered range nears the end, once per row count, so a
  // re-render before the app reports isLoadingMore does not ask twice.
  const requestedAt = useRef(-1);
  const canLoadMore =
    loadMoreMode === 'infinite' && hasMore && !isLoadingMore && !error && onLoadMore !== undefined;
  const rowCount = rows.length;
  const onNearEnd = useCallback(() => {
    if (!canLoadMore || requestedAt.current === rowCount) return;
    requestedAt.current = rowCount;
    onLoadMore?.();
  }, [canLoadMore, rowCount, onLoadMore]);

  // Per-column class names and roles, computed once per set of visible columns rather than per cell.
  const columnLayout = useMemo(
    () =>
      visibleColumns.map((column, colIndex) => ({
        className: styles.cell({ align: cellAlign(column), numeric: columnMeta(column).numeric }),
        isSelect: column.id === SELECT_COLUMN_ID,
        isRowHeader: colIndex === rowHeaderIndex,
      })),
    [visibleColumns, rowHeaderIndex],
  );

  useLayoutEffect(() => {
    if (!focusRequested.current) return;
    focusRequested.current = false;
    const grid = scrollRef.current;
    const target = grid?.querySelector<HTMLElement>(
      `[data-row="${effective.row}"] > [data-col="${effective.col}"]`,
    );
    if (!grid || !target) return;
    if (effective.row > 0)
      virtualizerRef.current?.scrollToIndex(effective.row - 1, { align: 'auto' });
    target.focus({ preventScroll: true });
    // Bring the column into view sideways (the virtualizer only scrolls vertically).
    const cellBox = target.getBoundingClientRect();
    const gridBox = grid.getBoundingClientRect();
    if (cellBox.left < gridBox.left) grid.scrollLeft -= gridBox.left - cellBox.left;
    else if (cellBox.right > gridBox.right) grid.scrollLeft += cellBox.right - gridBox.right;
  });

  const moveTo = (position: CellPosition) => {
    focusRequested.current = true;
    setActive(position);
  };

  // -1 is ARIA for "unknown": still loading, or more pages exist and the server gave no total.
  const rowCountForAria = isLoading
    ? -1
    : totalRowCount !== undefined
      ? totalRowCount + 1
      : hasMore
        ? -1
        : showStateRow
          ? 2
          : rows.length + 1 + (showLoadingRow ? 1 : 0);

  const activateRow = useCallback(
    (
      row: DataTableRow<TData>,
      rowElement: Element,
      event: { metaKey: boolean; ctrlKey: boolean; shiftKey: boolean },
    ) => {
      onRowAction?.(row.original);
      const href = getRowHref?.(row.original);
      if (!href) return;
      if (event.metaKey || event.ctrlKey) {
        window.open(href, '_blank', 'noopener');
        return;
      }
      // Follow the row header's link so client-side routing (RouterProvider) handles it.
      rowElement.querySelector<HTMLAnchorElement>('a[href]')?.click();
    },
    [getRowHref, onRowAction],
  );

  const positionOf = (target: EventTarget): CellPosition | null => {
    const cellElement =
      target instanceof Element ? target.closest<HTMLElement>('[data-col]') : null;
    const rowElement = cellElement?.parentElement;
    if (!cellElement || !rowElement?.dataset.row) return null;
    return { row: Number(rowElement.dataset.row), col: Number(cellElement.dataset.col) };
  };

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const position = positionOf(event.target);
    if (!position) return;
    setActive(position);
    const column = visibleColumns[position.col];
    if (position.row === 0) {
      if (column?.getCanSort() && !isInteractive(event.target, event.currentTarget)) {
        column.getToggleSortingHandler()?.(event);
      }
      return;
    }
    const row = rows[position.row - 1];
    const rowElement = (event.target as Element).closest('[role="row"]');
    if (!row || !rowElement || isInteractive(event.target, rowElement)) return;
    if (getRowHref || onRowAction) activateRow(row, rowElement, event);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const position = positionOf(event.target);
    // Keys inside a cell's own widget (a button in a cell) belong to that widget.
    if (!position || !(event.target as HTMLElement).hasAttribute('data-col')) return;
    const viewport = scrollRef.current?.clientHeight ?? DATA_TABLE_ROW_HEIGHT * 10;
    const next = nextCell(position, event, {
      rowCount: navigableRows,
      colCount: visibleColumns.length,
      pageSize: Math.max(Math.floor(viewport / DATA_TABLE_ROW_HEIGHT) - 2, 1),
      direction,
    });
    if (next) {
      event.preventDefault();
      moveTo(next);
      return;
    }
    const column = visibleColumns[position.col];
    const row = position.row > 0 ? rows[position.row - 1] : undefined;
    if (event.key === 'Enter') {
      if (position.row === 0 && column?.getCanSort()) {
        event.preventDefault();
        column.toggleSorting(undefined, event.shiftKey);
      } else if (row && (getRowHref || onRowAction)) {
        event.preventDefault();
        const rowElement = (event.target as Element).closest('[role="row"]');
        if (rowElement) activateRow(row, rowElement, event);
      }
    } else if (event.key === ' ' && selectable) {
      event.preventDefault();
      if (position.row === 0) table.toggleAllRowsSelected(!table.getIsAllRowsSelected());
      else if (row?.getCanSelect()) row.getToggleSelectedHandler()(event);
    } else if (event.key === ' ' && position.row === 0 && column?.getCanSort()) {
      event.preventDefault();
      column.toggleSorting(undefined, event.shiftKey);
    }
  };

  const hideableColumns = table
    .getAllLeafColumns()
    .filter((c) => c.id !== SELECT_COLUMN_ID)
    .map((c) => ({
      id: c.id,
      label: columnLabel(c),
      isVisible: c.getIsVisible(),
      canHide: c.getCanHide(),
    }));
  const showColumnsMenu = props.showColumnsMenu ?? hideableColumns.some((c) => c.canHide);

  return (
    <div className={[styles.root, className].filter(Boolean).join(' ')}>
      {(toolbar || showColumnsMenu) && (
        <div className={styles.toolbar}>
          {toolbar && <div className={styles.toolbarStart}>{toolbar}</div>}
          {showColumnsMenu && (
            <ColumnsMenu
              label={strings('columns')}
              columns={hideableColumns}
              onChange={(visibility) => table.setColumnVisibility(visibility)}
            />
          )}
        </div>
      )}
      {/* Keys and clicks are delegated from the grid to its cells (each cell is a roving tab stop). */}
      <div
        ref={attachScroller}
        id={gridId}
        role="grid"
        tabIndex={-1}
        aria-label={props['aria-label']}
        aria-labelledby={props['aria-labelledby']}
        aria-rowcount={rowCountForAria}
        aria-colcount={visibleColumns.length}
        aria-multiselectable={selectable || undefined}
        aria-busy={isLoading || isLoadingMore || undefined}
        className={styles.grid}
        style={gridVars}
        onKeyDown={onKeyDown}
        onClick={onClick}
      >
        <div role="rowgroup" className={styles.headerGroup}>
          <HeaderRow
            headers={headers}
            activeCol={effective.row === 0 ? effective.col : -1}
            sorting={sorting}
            rowSelection={rowSelection}
            rowCount={rows.length}
          />
        </div>
        {showStateRow ? (
          <div role="rowgroup">
            {isLoading ? (
              <SkeletonRows columns={visibleColumns.length} />
            ) : (
              <div role="row" aria-rowindex={2} className={styles.stateRow}>
                <div
                  role="gridcell"
                  aria-colindex={1}
                  aria-colspan={visibleColumns.length}
                  className={styles.spanningCell}
                >
                  {error ? (
                    <StateContent
                      icon={<CircleAlert size={24} aria-hidden className={styles.errorIcon} />}
                      title={strings('errorTitle')}
                      description={error === true ? strings('errorDescription') : error}
                      role="alert"
                      action={
                        onRetry && (
                          <Button size="sm" variant="secondary" onPress={onRetry}>
                            {strings('retry')}
                          </Button>
                        )
                      }
                    />
                  ) : isFiltered ? (
                    (filteredEmptyState ?? (
                      <StateContent
                        icon={<SearchX size={24} aria-hidden className={styles.stateIcon} />}
                        title={strings('filteredEmptyTitle')}
                        description={strings('filteredEmptyDescription')}
                        action={
                          onClearFilters && (
                            <Button size="sm" variant="secondary" onPress={onClearFilters}>
                              {strings('clearFilters')}
                            </Button>
                          )
                        }
                      />
                    ))
                  ) : (
                    (emptyState ?? (
                      <StateContent
                        icon={<Inbox size={24} aria-hidden className={styles.stateIcon} />}
                        title={strings('emptyTitle')}
                        description={strings('emptyDescription')}
                      />
                    ))
                  )}
                </div>
              </div>
            )}
          </div>
        ) : (
          <VirtualRows
            rows={rows}
            scrollElement={scrollElement}
            virtualizerRef={virtualizerRef}
            showLoadingRow={showLoadingRow}
            loadingLabel={strings('loadingMore')}
            activeRow={effective.row}
            activeCol={effective.col}
            columnLayout={columnLayout}
            getRowHref={getRowHref}
            isActionable={Boolean(getRowHref || onRowAction)}
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
      {pageError && (
        <div className={styles.footer} role="alert">
          <CircleAlert size={16} aria-hidden className={styles.errorIcon} />
          <span>{error === true ? strings('errorTitle') : error}</span>
          {onRetry && (
            <Button size="sm" variant="secondary" onPress={onRetry}>
              {strings('retry')}
            </Button>
          )}
        </div>
      )}
      {hasMore && !showStateRow && !pageError && onLoadMore && (
        <div className={styles.footer}>
          <Button size="sm" variant="secondary" isPending={isLoadingMore} onPress={onLoadMore}>
            {strings('loadMore')}
          </Button>
        </div>
      )}
    </div>
  );
}

function SelectCheckbox({
  label,
  checked,
  indeterminate = false,
  disabled = false,
  onChange,
}: {
  label: string;
  checked: boolean;
  indeterminate?: boolean;
  disabled?: boolean;
  onChange: (event: unknown) => void;
}) {
  const ref = useCallback(
    (node: HTMLInputElement | null) => {
      if (node) node.indeterminate = indeterminate;
    },
    [indeterminate],
  );
  // Not a tab stop: the cell is (Space toggles it); a click still works.
  return (
    <input
      ref={ref}
      type="checkbox"
      tabIndex={-1}
      aria-label={label}
      className={styles.checkbox}
      checked={checked}
      disabled={disabled}
      onChange={onChange}
    />
  );
}

interface HeaderRowProps<TData extends RowData> {
  headers: ReadonlyArray<Header<DataTableFeatures, TData, unknown>>;
  activeCol: number;
  /** State the header shows; passed so the memoized row re-renders when they change, not on every scroll. */
  sorting: DataTableSorting;
  rowSelection: DataTableRowSelection;
  rowCount: number;
}

function HeaderRowImpl<TData extends RowData>({ headers, activeCol }: HeaderRowProps<TData>) {
  return (
    <div role="row" aria-rowindex={1} data-row={0} className={styles.headerRow}>
      {headers.map((header, colIndex) => (
        <HeaderCell
          key={header.id}
          header={header}
          colIndex={colIndex}
          isActive={activeCol === colIndex}
          isSelectColumn={header.column.id === SELECT_COLUMN_ID}
        />
      ))}
    </div>
  );
}

// Select-all reads every row's selection; keep that off the scroll path.
const HeaderRow = memo(HeaderRowImpl) as typeof HeaderRowImpl;

function HeaderCell<TData extends RowData>({
  header,
  colIndex,
  isActive,
  isSelectColumn,
}: {
  header: Header<DataTableFeatures, TData, unknown>;
  colIndex: number;
  isActive: boolean;
  isSelectColumn: boolean;
}) {
  const column = header.column as DataTableColumn<TData>;
  const canSort = column.getCanSort();
  const sorted = column.getIsSorted();
  const meta = columnMeta(column);
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
        numeric: meta.numeric,
        header: true,
        sortable: canSort,
      })}
    >
      {isSelectColumn ? (
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

type RowVirtualizer = Virtualizer<HTMLDivElement, Element>;

interface ColumnLayout {
  className: string;
  isSelect: boolean;
  isRowHeader: boolean;
}

interface VirtualRowsProps<TData extends RowData> {
  rows: ReadonlyArray<DataTableRow<TData>>;
  scrollElement: HTMLDivElement | null;
  virtualizerRef: RefObject<RowVirtualizer | null>;
  showLoadingRow: boolean;
  loadingLabel: string;
  activeRow: number;
  activeCol: number;
  columnLayout: ReadonlyArray<ColumnLayout>;
  getRowHref: ((row: TData) => string) | undefined;
  isActionable: boolean;
  selectable: boolean;
  /** Passed so selection changes re-render the window. */
  rowSelection: DataTableRowSelection;
  onNearEnd: () => void;
}

/**
 * The virtualized body. It owns the virtualizer, so a scroll re-renders only this window (and mounts the few rows
 * that came into view), never the table around it.
 */
function VirtualRowsImpl<TData extends RowData>({
  rows,
  scrollElement,
  virtualizerRef,
  showLoadingRow,
  loadingLabel,
  activeRow,
  activeCol,
  columnLayout,
  getRowHref,
  isActionable,
  selectable,
  rowSelection,
  onNearEnd,
}: VirtualRowsProps<TData>) {
  const getItemKey = useCallback((index: number) => rows[index]?.id ?? '__loading', [rows]);
  const [extractBlocks] = useState(() => createBlockExtractor(ROW_BLOCK));
  const [initialRect] = useState(estimatedScrollerRect);
  // Keep the focused row mounted while it is scrolled away, so focus is never lost to <body>.
  const rangeExtractor = useCallback(
    (range: Range) => extractBlocks(range, activeRow - 1),
    [extractBlocks, activeRow],
  );
  const virtualizer = useVirtualizer({
    count: rows.length + (showLoadingRow ? 1 : 0),
    getScrollElement: () => scrollElement,
    estimateSize,
    initialRect,
    // Must be stable: a new function makes the virtualizer re-measure every row on every render.
    getItemKey,
    overscan: OVERSCAN,
    // The sticky header sits above the first row inside the same scroller.
    scrollMargin: DATA_TABLE_ROW_HEIGHT,
    scrollPaddingStart: DATA_TABLE_ROW_HEIGHT,
    rangeExtractor,
  });
  useLayoutEffect(() => {
    virtualizerRef.current = virtualizer;
  });
  // The virtualizer instance stays the same across renders, so this callback does too.
  const visibleRange = useCallback(() => virtualizer.range, [virtualizer]);
  const items = virtualizer.getVirtualItems();
  const lastRendered = items.at(-1)?.index ?? -1;
  useEffect(() => {
    if (rows.length > 0 && lastRendered >= rows.length - 1 - LOAD_MORE_THRESHOLD) onNearEnd();
  }, [lastRendered, rows.length, onNearEnd]);

  return (
    <div role="rowgroup" className={styles.body} style={{ blockSize: virtualizer.getTotalSize() }}>
      <RowWindow
        items={items}
        visibleRange={visibleRange}
        rows={rows}
        loadingLabel={loadingLabel}
        activeRow={activeRow}
        activeCol={activeCol}
        columnLayout={columnLayout}
        getRowHref={getRowHref}
        isActionable={isActionable}
        selectable={selectable}
        rowSelection={rowSelection}
      />
    </div>
  );
}

interface RowWindowProps<TData extends RowData> extends Pick<
  VirtualRowsProps<TData>,
  | 'rows'
  | 'loadingLabel'
  | 'activeRow'
  | 'activeCol'
  | 'columnLayout'
  | 'getRowHref'
  | 'isActionable'
  | 'selectable'
  | 'rowSelection'
> {
  items: ReadonlyArray<VirtualItem>;
  /** Read when rows are chosen for mounting, not on every scroll step (that would re-render the window). */
  visibleRange: () => { startIndex: number; endIndex: number } | null;
}

/**
 * The mounted rows. Memoized on the virtualizer's items, which stay the same array between block boundaries, so
 * most scroll steps re-render nothing here. Rows new to the window mount a few a frame, the rows on screen first
 * (`useMountInSteps`); until then the body shows them as blank rows.
 */
function RowWindowImpl<TData extends RowData>({
  items,
  visibleRange,
  rows,
  loadingLabel,
  activeRow,
  activeCol,
  columnLayout,
  getRowHref,
  isActionable,
  selectable,
}: RowWindowProps<TData>) {
  const wanted = useMemo(
    () => visibleFirst(items, visibleRange()).map((item) => item.key),
    [items, visibleRange],
  );
  // The focused row mounts at once: keyboard focus must land on a real cell.
  const focusedKey = activeRow > 0 ? rows[activeRow - 1]?.id : undefined;
  const isUrgent = useCallback((key: VirtualItem['key']) => key === focusedKey, [focusedKey]);
  const rendered = useMountInSteps(wanted, isUrgent);
  // Where each rendered row was: a row that left the window stays there (off screen) until its turn to go.
  const shownAtRef = useRef(new Map<VirtualItem['key'], number>());
  const slots: Array<{ key: VirtualItem['key']; index: number }> = items.map(({ key, index }) => ({
    key,
    index,
  }));
  if (rendered.size > 0) {
    const inWindow = new Set(items.map((item) => item.key));
    for (const key of rendered) {
      const index = shownAtRef.current.get(key);
      // Kept only while the data still has that row there (a new list drops the old rows at once).
      if (!inWindow.has(key) && index !== undefined && rows[index]?.id === key)
        slots.push({ key, index });
    }
    slots.sort((a, b) => a.index - b.index);
  }
  useLayoutEffect(() => {
    const shownAt = new Map<VirtualItem['key'], number>();
    for (const slot of slots) if (rendered.has(slot.key)) shownAt.set(slot.key, slot.index);
    shownAtRef.current = shownAt;
  });
  return (
    <>
      {slots.map((item) => {
        const row = rows[item.index];
        // Rows have one fixed height; the header row sits above the first.
        const offset = item.index * DATA_TABLE_ROW_HEIGHT;
        // Not mounted yet: the body draws the empty row's line until it is.
        if (row && !rendered.has(item.key)) return null;
        if (!row) {
          return (
            <div
              key={item.key}
              role="row"
              aria-rowindex={item.index + 2}
              className={styles.bodyRow}
              style={{ transform: `translateY(${offset}px)` }}
            >
              <div
                role="gridcell"
                aria-colindex={1}
                aria-colspan={columnLayout.length}
                className={styles.spanningCell}
              >
                <Spinner size="sm" aria-label={loadingLabel} />
                <span aria-hidden>{loadingLabel}</span>
              </div>
            </div>
          );
        }
        return (
          <BodyRow
            key={item.key}
            row={row}
            index={item.index}
            offset={offset}
            isSelected={row.getIsSelected()}
            activeCol={activeRow === item.index + 1 ? activeCol : -1}
            columnLayout={columnLayout}
            href={getRowHref?.(row.original)}
            isActionable={isActionable}
            selectable={selectable}
          />
        );
      })}
    </>
  );
}

const RowWindow = memo(RowWindowImpl) as typeof RowWindowImpl;

const VirtualRows = memo(VirtualRowsImpl) as typeof VirtualRowsImpl;

interface BodyRowProps<TData extends RowData> {
  row: DataTableRow<TData>;
  index: number;
  offset: number;
  isSelected: boolean;
  activeCol: number;
  /** Changes when columns are shown or hidden, so memoized rows re-render. */
  columnLayout: ReadonlyArray<ColumnLayout>;
  href: string | undefined;
  isActionable: boolean;
  selectable: boolean;
}

function BodyRowImpl<TData extends RowData>({
  row,
  index,
  offset,
  isSelected,
  activeCol,
  columnLayout,
  href,
  isActionable,
  selectable,
}: BodyRowProps<TData>) {
  return (
    <div
      role="row"
      aria-rowindex={index + 2}
      aria-selected={selectable ? isSelected : undefined}
      data-row={index + 1}
      data-selected={isSelected || undefined}
      data-actionable={isActionable || undefined}
      className={styles.bodyRow}
      style={{ transform: `translateY(${offset}px)` }}
    >
      {row.getVisibleCells().map((cell, colIndex) => {
        const layout = columnLayout[colIndex];
        const content = <FlexRender cell={cell} />;
        return (
          <div
            key={cell.id}
            role={layout?.isRowHeader ? 'rowheader' : 'gridcell'}
            aria-colindex={colIndex + 1}
            data-col={colIndex}
            // In an ARIA grid every cell, row headers included, is a focus target of the roving tab stop.
            tabIndex={activeCol === colIndex ? 0 : -1}
            className={layout?.className}
          >
            {layout?.isRowHeader && href ? (
              <RowLink href={href}>{content}</RowLink>
            ) : layout?.isSelect ? (
              content
            ) : (
              <span className={styles.cellText}>{content}</span>
            )}
          </div>
        );
      })}
    </div>
  );
}

/**
 * Rows re-render only when what they show changes (selection, focus, columns, their data item). New data rebuilds
 * every row object (TanStack Table's row model), so each page of an infinite list would
 * re-render every mounted row. A row showing the same data item, with nothing else changed, is left as it is.
 * Column changes re-render rows through `columnLayout`, which follows the column definitions.
 */
function isSameRow<TData extends RowData>(
  previous: BodyRowProps<TData>,
  next: BodyRowProps<TData>,
): boolean {
  for (const key of Object.keys(next) as Array<keyof BodyRowProps<TData>>) {
    if (key !== 'row' && !Object.is(previous[key], next[key])) return false;
  }
  return previous.row.id === next.row.id && previous.row.original === next.row.original;
}

const BodyRow = memo(BodyRowImpl, isSameRow) as typeof BodyRowImpl;

/** The row's link: follows the app's router (RouterProvider) but is not a tab stop; the cell is. */
function RowLink({ href, children }: { href: string; children: ReactNode }) {
  const ref = useRef<HTMLAnchorElement>(null);
  const { linkProps } = useLink({ href }, ref);
  return (
    <a {...linkProps} ref={ref} href={href} tabIndex={-1} className={styles.rowLink}>
      {children}
    </a>
  );
}

function SkeletonRows({ columns }: { columns: number }) {
  return Array.from({ length: SKELETON_ROWS }, (_, rowIndex) => (
    <div key={rowIndex} role="row" aria-rowindex={rowIndex + 2} className={styles.staticRow}>
      {Array.from({ length: columns }, (_, colIndex) => (
        <div
          key={colIndex}
          role="gridcell"
          aria-colindex={colIndex + 1}
          className={styles.cell({})}
        >
          <span
            aria-hidden
            className={styles.skeleton}
            style={{ inlineSize: `${50 + ((rowIndex * 7 + colIndex * 13) % 40)}%` }}
          />
        </div>
      ))}
    </div>
  ));
}

function StateContent({
  icon,
  title,
  description,
  action,
  role,
}: {
  icon: ReactNode;
  title: string;
  description: ReactNode;
  action?: ReactNode;
  role?: 'alert';
}) {
  return (
    <div className={styles.stateContent} role={role}>
      {icon}
      <span className={styles.stateTitle}>{title}</span>
      <span>{description}</span>
      {action}
    </div>
  );
}

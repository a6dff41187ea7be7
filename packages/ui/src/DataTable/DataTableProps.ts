import type { RowData } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import type {
  DataTableColumnDef,
  DataTableColumnVisibility,
  DataTableRowSelection,
  DataTableSorting,
} from './features';

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

/**
 * The frame of a list screen: header (title, description, actions), what sits above the list (figures), the
 * filters panel, and the cursor-paged table with its loading, error, empty and filtered-empty states. A page
 * brings its columns, filters and query; the wiring between URL, panel and table is here once.
 */
import {
  DataTable,
  EmptyState,
  FiltersPanel,
  PageHeader,
  Stack,
  type DataTableColumnDef,
  type DataTableProps,
  type DataTableSorting,
  type FilterDefinition,
  type ListFilter,
} from '@paydesk/ui';
import type { RowData } from '@tanstack/react-table';
import type { ReactNode } from 'react';

/** How the list's URL state reaches the panel and the table (see `datedListControls` for the usual one). */
export interface ListControls {
  filterValue: ListFilter[];
  onFilterChange: (next: ListFilter[]) => void;
  isFiltered: boolean;
  clearFilters: () => void;
  /** Server-side sort of the table, when the list has one. */
  sorting?: DataTableSorting;
  onSortingChange?: (sorting: DataTableSorting) => void;
}

/** The DataTable props a list query gives (`useInfiniteTable`). */
type ListTable<TRow extends RowData> = Pick<
  DataTableProps<TRow>,
  'data' | 'isLoading' | 'error' | 'onRetry' | 'hasMore' | 'isLoadingMore' | 'onLoadMore'
>;

export interface ListPageProps<TRow extends RowData> {
  title: string;
  description?: ReactNode;
  /** Buttons at the end of the header ("Create …"). */
  actions?: ReactNode;
  /** Between the header and the filters: figures, notices. */
  summary?: ReactNode;
  filters: readonly FilterDefinition[];
  controls: ListControls;
  timeZone: string;
  columns: ReadonlyArray<DataTableColumnDef<TRow>>;
  table: ListTable<TRow>;
  getRowId: (row: TRow) => string;
  getRowHref?: (row: TRow) => string;
  /** The table's name for assistive technology; the title by default. */
  tableLabel?: string;
  empty: { title: string; description?: string; action?: ReactNode };
  filteredEmptyTitle: string;
  /** Below the list (a second, older list; dialogs). */
  children?: ReactNode;
}

export function ListPage<TRow extends RowData>({
  title,
  description,
  actions,
  summary,
  filters,
  controls,
  timeZone,
  columns,
  table,
  getRowId,
  getRowHref,
  tableLabel = title,
  empty,
  filteredEmptyTitle,
  children,
}: ListPageProps<TRow>) {
  const { clearFilters } = controls;
  return (
    <Stack gap="lg">
      <PageHeader title={title} description={description} actions={actions} />
      {summary}
      <FiltersPanel
        filters={filters}
        value={controls.filterValue}
        onChange={controls.onFilterChange}
        timeZone={timeZone}
      />
      <DataTable
        aria-label={tableLabel}
        columns={columns}
        {...table}
        getRowId={getRowId}
        {...(getRowHref ? { getRowHref } : {})}
        {...(controls.sorting
          ? {
              sorting: controls.sorting,
              onSortingChange: controls.onSortingChange,
              manualSorting: true,
            }
          : {})}
        loadMoreMode="infinite"
        isFiltered={controls.isFiltered}
        onClearFilters={clearFilters}
        emptyState={<EmptyState {...empty} />}
        filteredEmptyState={
          <EmptyState variant="filtered" title={filteredEmptyTitle} onClearFilters={clearFilters} />
        }
      />
      {children}
    </Stack>
  );
}

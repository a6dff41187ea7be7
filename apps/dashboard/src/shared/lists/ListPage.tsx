/**
 * The frame of a list screen: header (title, description, actions), what sits above the list (figures), the
 * search box and filters panel in the table's toolbar, and the table with its loading, error, empty and
 * filtered-empty states (cursor pages from `useInfiniteTable`, or one answer from `useQueryTable`). A page brings
 * its columns, filters and query; the wiring between URL, panel and table is here once.
 */
import {
  FiltersPanel,
  Inline,
  PageHeader,
  Stack,
  type DataTableColumnDef,
  type DataTableColumnVisibility,
  type DataTableProps,
  type DataTableSorting,
  type FilterDefinition,
  type ListFilter,
} from '@paydesk/ui';
import type { RowData } from '@tanstack/react-table';
import { useState, type ReactNode } from 'react';
import { ListSearchField } from './ListSearchField';
import { useDateFormat } from '../preferences';
import { ListTable, type ListRow } from './ListTable';
import { ListViews } from './ListViews';

/** How the list's URL state reaches the panel and the table (see `datedListControls` for the usual one). */
export interface ListControls {
  filterValue: ListFilter[];
  onFilterChange: (next: ListFilter[]) => void;
  isFiltered: boolean;
  clearFilters: () => void;
  /** The search box's text and where it goes, for lists with a search box. */
  query?: string;
  onQueryChange?: (q: string) => void;
  /** Server-side sort of the table, when the list has one. */
  sorting?: DataTableSorting;
  onSortingChange?: (sorting: DataTableSorting) => void;
}

/** The DataTable props a list query gives (`useInfiniteTable`, `useQueryTable`). */
type ListTable<TRow extends RowData> = Pick<
  DataTableProps<TRow>,
  'data' | 'isLoading' | 'error' | 'onRetry'
> &
  Partial<Pick<DataTableProps<TRow>, 'hasMore' | 'isLoadingMore' | 'onLoadMore'>>;

export interface ListPageProps<TRow extends ListRow> {
  title: string;
  description?: ReactNode;
  /** Buttons at the end of the header ("Create …"). */
  actions?: ReactNode;
  /** Between the header and the filters: figures, notices. */
  summary?: ReactNode;
  /** The search box's label ("Search by id or reference"); no search box without one. */
  searchLabel?: string;
  /** The filters panel's filters; no panel without them. */
  filters?: readonly FilterDefinition[];
  /** Filters of another kind, beside the panel. */
  extraFilters?: ReactNode;
  /** The URL state of its search box, filters and sort; a list with none of them leaves it out. */
  controls?: ListControls;
  columns: ReadonlyArray<DataTableColumnDef<TRow>>;
  table: ListTable<TRow>;
  /** The row's id by default. */
  getRowId?: (row: TRow) => string;
  getRowHref?: (row: TRow) => string;
  /** The table's name for assistive technology; the title by default. */
  tableLabel?: string;
  empty: { title: string; description?: string; action?: ReactNode };
  /** What an empty filtered view says; only for a list with filters or a search box. */
  filteredEmptyTitle?: string;
  /** Below the list (a second, older list; dialogs). */
  children?: ReactNode;
}

/** The controls of a list with no search box, filters or sort. */
const unfiltered: ListControls = {
  filterValue: [],
  onFilterChange: () => {},
  isFiltered: false,
  clearFilters: () => {},
};

export function ListPage<TRow extends ListRow>({
  title,
  description,
  actions,
  summary,
  searchLabel,
  filters,
  extraFilters,
  controls = unfiltered,
  columns,
  table,
  getRowId,
  getRowHref,
  tableLabel = title,
  empty,
  filteredEmptyTitle,
  children,
}: ListPageProps<TRow>) {
  const { timeZone } = useDateFormat();
  // Held here (not in the table) so a saved view can set the columns it was saved with.
  const [columnVisibility, setColumnVisibility] = useState<DataTableColumnVisibility>({});
  return (
    <Stack gap="lg">
      <PageHeader title={title} description={description} actions={actions} />
      {summary}
      <ListTable
        aria-label={tableLabel}
        columns={columns}
        {...table}
        getRowId={getRowId}
        columnVisibility={columnVisibility}
        onColumnVisibilityChange={setColumnVisibility}
        {...(getRowHref ? { getRowHref } : {})}
        {...(controls.sorting
          ? {
              sorting: controls.sorting,
              onSortingChange: controls.onSortingChange,
              manualSorting: true,
            }
          : {})}
        toolbar={
          <Inline gap="sm" align="end" wrap>
            {searchLabel && controls.onQueryChange && (
              <ListSearchField
                label={searchLabel}
                value={controls.query ?? ''}
                onChange={controls.onQueryChange}
              />
            )}
            {filters && (
              <FiltersPanel
                filters={filters}
                value={controls.filterValue}
                onChange={controls.onFilterChange}
                timeZone={timeZone}
              />
            )}
            {extraFilters}
            <ListViews columns={columnVisibility} onColumnsChange={setColumnVisibility} />
          </Inline>
        }
        isFiltered={controls.isFiltered}
        clearFilters={controls.clearFilters}
        empty={empty}
        filteredEmptyTitle={filteredEmptyTitle}
      />
      {children}
    </Stack>
  );
}

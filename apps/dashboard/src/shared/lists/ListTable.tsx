/**
 * A list's table: rows named by their id, the next cursor page loaded as the user scrolls, and what it says when
 * empty: the list's own words without filters, "no match" with a clear-filters button under filters. `ListPage`
 * shows its list with it; a list inside another page (an account's entries, an endpoint's deliveries) uses it alone.
 */
import { DataTable, EmptyState, type DataTableProps } from '@paydesk/ui';
import type { RowData } from '@tanstack/react-table';
import type { ReactNode } from 'react';

/** Every list's rows are the provider's resources, named by their id. */
export type ListRow = RowData & { id: string };
const rowId = (row: ListRow) => row.id;

export interface ListTableProps<TRow extends ListRow> extends Omit<
  DataTableProps<TRow>,
  'emptyState' | 'filteredEmptyState' | 'onClearFilters' | 'loadMoreMode'
> {
  empty: { title: string; description?: string; action?: ReactNode };
  /** What an empty filtered view says; the empty list's title by default. */
  filteredEmptyTitle?: string;
  /** For a list with filters: what the filtered-empty state's button does. */
  clearFilters?: () => void;
}

export function ListTable<TRow extends ListRow>({
  empty,
  filteredEmptyTitle,
  clearFilters,
  getRowId = rowId,
  ...props
}: ListTableProps<TRow>) {
  return (
    <DataTable
      {...props}
      getRowId={getRowId}
      loadMoreMode="infinite"
      onClearFilters={clearFilters}
      emptyState={<EmptyState {...empty} />}
      filteredEmptyState={
        <EmptyState
          variant="filtered"
          title={filteredEmptyTitle ?? empty.title}
          onClearFilters={clearFilters}
        />
      }
    />
  );
}

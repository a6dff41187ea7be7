import type { RowData } from '@tanstack/react-table';
import { useMemo } from 'react';
import { SELECT_COLUMN_ID } from './columns';
import type { DataTableColumnDef } from './features';
import { SelectCheckbox } from './SelectCheckbox';

/** The columns to give TanStack Table: the app's, after a checkbox column when rows can be selected. */
export function useSelectColumn<TData extends RowData>(
  userColumns: ReadonlyArray<DataTableColumnDef<TData>>,
  selectable: boolean,
  labels: { selectAll: string; selectRow: string },
): ReadonlyArray<DataTableColumnDef<TData>> {
  const { selectAll, selectRow } = labels;
  // Stable columns matter: new column objects make TanStack rebuild every row model.
  return useMemo<ReadonlyArray<DataTableColumnDef<TData>>>(() => {
    if (!selectable) return userColumns;
    const select: DataTableColumnDef<TData> = {
      id: SELECT_COLUMN_ID,
      enableSorting: false,
      enableHiding: false,
      meta: { label: selectRow },
      header: ({ table }) => (
        <SelectCheckbox
          label={selectAll}
          checked={table.getIsAllRowsSelected()}
          indeterminate={table.getIsSomeRowsSelected() && !table.getIsAllRowsSelected()}
          onChange={table.getToggleAllRowsSelectedHandler()}
        />
      ),
      cell: ({ row }) => (
        <SelectCheckbox
          label={selectRow}
          checked={row.getIsSelected()}
          disabled={!row.getCanSelect()}
          onChange={row.getToggleSelectedHandler()}
        />
      ),
    };
    return [select, ...userColumns];
  }, [selectable, userColumns, selectAll, selectRow]);
}

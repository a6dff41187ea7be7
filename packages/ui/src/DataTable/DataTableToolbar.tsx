import type { RowData } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { columnLabel, SELECT_COLUMN_ID, type DataTableColumn } from './columns';
import { ColumnsMenu } from './ColumnsMenu';
import * as styles from './DataTable.css';
import type { DataTableColumnVisibility } from './features';

export interface DataTableToolbarProps<TData extends RowData> {
  /** The app's own content at the start (filters, bulk actions). */
  children?: ReactNode;
  columns: ReadonlyArray<DataTableColumn<TData>>;
  /** Default: when any column can be hidden. */
  showColumnsMenu: boolean | undefined;
  columnsLabel: string;
  onColumnVisibilityChange: (visibility: DataTableColumnVisibility) => void;
}

/** The row above the grid: the app's toolbar content and the menu that shows and hides columns. */
export function DataTableToolbar<TData extends RowData>({
  children,
  columns,
  showColumnsMenu,
  columnsLabel,
  onColumnVisibilityChange,
}: DataTableToolbarProps<TData>) {
  const hideableColumns = columns
    .filter((c) => c.id !== SELECT_COLUMN_ID)
    .map((c) => ({
      id: c.id,
      label: columnLabel(c),
      isVisible: c.getIsVisible(),
      canHide: c.getCanHide(),
    }));
  const showMenu = showColumnsMenu ?? hideableColumns.some((c) => c.canHide);
  if (!children && !showMenu) return null;
  return (
    <div className={styles.toolbar}>
      {children && <div className={styles.toolbarStart}>{children}</div>}
      {showMenu && (
        <ColumnsMenu
          label={columnsLabel}
          columns={hideableColumns}
          onChange={onColumnVisibilityChange}
        />
      )}
    </div>
  );
}

import type { RowData } from '@tanstack/react-table';
import type { KeyboardEvent, MouseEvent } from 'react';
import { shouldClientNavigate, useRouter } from 'react-aria/private/utils/openLink';
import type { DataTableColumn, DataTableRow } from './columns';
import { cellPosition, isInteractive } from './gridDom';
import type { GridFocus } from './useGridFocus';

export interface GridInteractionOptions<TData extends RowData> {
  rows: ReadonlyArray<DataTableRow<TData>>;
  visibleColumns: ReadonlyArray<DataTableColumn<TData>>;
  focus: GridFocus;
  selectable: boolean;
  /** Space on the header row: select every row, or none when all are selected. */
  toggleAllRows: () => void;
  getRowHref: ((row: TData) => string) | undefined;
  onRowAction: ((row: TData) => void) | undefined;
}

type Modifiers = { metaKey: boolean; ctrlKey: boolean; shiftKey: boolean };

/**
 * The grid's clicks and keys, delegated from the grid to its cells: focus moves (`useGridFocus`), a header sorts
 * (click, Enter, Space), a row opens (click, Enter) and Space toggles selection.
 */
export function useGridInteractions<TData extends RowData>({
  rows,
  visibleColumns,
  focus,
  selectable,
  toggleAllRows,
  getRowHref,
  onRowAction,
}: GridInteractionOptions<TData>) {
  const isActionable = Boolean(getRowHref || onRowAction);
  const router = useRouter();

  /** A click on a row's link (`RowLink`, a plain anchor) goes through the app's router, as a react-aria Link does. */
  const followRowLink = (row: DataTableRow<TData>, link: HTMLAnchorElement, event: MouseEvent) => {
    const href = getRowHref?.(row.original);
    if (!href || router.isNative || event.defaultPrevented || !shouldClientNavigate(link, event))
      return;
    event.preventDefault();
    router.open(link, event, href, undefined);
  };

  const activateRow = (row: DataTableRow<TData>, rowElement: Element, event: Modifiers) => {
    onRowAction?.(row.original);
    const href = getRowHref?.(row.original);
    if (!href) return;
    if (event.metaKey || event.ctrlKey) {
      window.open(href, '_blank', 'noopener');
      return;
    }
    // Follow the row header's link so client-side routing (RouterProvider) handles it.
    rowElement.querySelector<HTMLAnchorElement>('a[href]')?.click();
  };

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    const position = cellPosition(event.target);
    if (!position) return;
    focus.setActive(position);
    const column = visibleColumns[position.col];
    if (position.row === 0) {
      if (column?.getCanSort() && !isInteractive(event.target, event.currentTarget)) {
        column.getToggleSortingHandler()?.(event);
      }
      return;
    }
    const row = rows[position.row - 1];
    const rowElement = (event.target as Element).closest('[role="row"]');
    if (!row || !rowElement) return;
    const link = (event.target as Element).closest<HTMLAnchorElement>('a[href]');
    if (link && rowElement.contains(link) && link.parentElement?.dataset.col !== undefined) {
      followRowLink(row, link, event);
      return;
    }
    if (isInteractive(event.target, rowElement)) return;
    if (isActionable) activateRow(row, rowElement, event);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const position = cellPosition(event.target);
    // Keys inside a cell's own widget (a button in a cell) belong to that widget.
    if (!position || !(event.target as HTMLElement).hasAttribute('data-col')) return;
    if (focus.navigate(position, event)) return;
    const column = visibleColumns[position.col];
    const row = position.row > 0 ? rows[position.row - 1] : undefined;
    if (event.key === 'Enter') {
      if (position.row === 0 && column?.getCanSort()) {
        event.preventDefault();
        column.toggleSorting(undefined, event.shiftKey);
      } else if (row && isActionable) {
        event.preventDefault();
        const rowElement = (event.target as Element).closest('[role="row"]');
        if (rowElement) activateRow(row, rowElement, event);
      }
    } else if (event.key === ' ' && selectable) {
      event.preventDefault();
      if (position.row === 0) toggleAllRows();
      else if (row?.getCanSelect()) row.getToggleSelectedHandler()(event);
    } else if (event.key === ' ' && position.row === 0 && column?.getCanSort()) {
      event.preventDefault();
      column.toggleSorting(undefined, event.shiftKey);
    }
  };

  return { onClick, onKeyDown, isActionable };
}

import type { RowData } from '@tanstack/react-table';
import type { VirtualItem } from '@tanstack/react-virtual';
import { memo, useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { BodyRow } from './BodyRow';
import type { ColumnLayout, DataTableRow } from './columns';
import type { DataTableRowSelection } from './features';
import { LoadingRow } from './LoadingRow';
import { useMountInSteps } from './mountInSteps';
import { DATA_TABLE_ROW_HEIGHT } from './rowHeight';
import { visibleFirst } from './virtualRange';

export interface RowWindowProps<TData extends RowData> {
  items: ReadonlyArray<VirtualItem>;
  /** Read when rows are chosen for mounting, not on every scroll step (that would re-render the window). */
  visibleRange: () => { startIndex: number; endIndex: number } | null;
  /** The list's scroll viewport: rows new to the window wait while it is flung. */
  scroller: HTMLElement | null;
  rows: ReadonlyArray<DataTableRow<TData>>;
  loadingLabel: string;
  activeRow: number;
  activeCol: number;
  columnLayout: ReadonlyArray<ColumnLayout>;
  getRowHref: ((row: TData) => string) | undefined;
  isActionable: boolean;
  selectable: boolean;
  /** Passed so selection changes re-render the window. */
  rowSelection: DataTableRowSelection;
}

/**
 * The mounted rows. Memoized on the virtualizer's items, which stay the same array between block boundaries, so
 * most scroll steps re-render nothing here. Rows new to the window mount a row a frame, the rows on screen first,
 * and wait while the list is flung (`useMountInSteps`); until then the body shows them as blank rows.
 */
function RowWindowImpl<TData extends RowData>({
  items,
  visibleRange,
  scroller,
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
  const rendered = useMountInSteps(wanted, isUrgent, scroller);
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
            <LoadingRow
              key={item.key}
              index={item.index}
              offset={offset}
              columnCount={columnLayout.length}
              label={loadingLabel}
            />
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

export const RowWindow = memo(RowWindowImpl) as typeof RowWindowImpl;

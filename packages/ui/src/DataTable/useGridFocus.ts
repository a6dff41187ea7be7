import { useLayoutEffect, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { useLocale } from 'react-aria-components';
import { nextCell, type CellPosition } from './navigation';
import { DATA_TABLE_ROW_HEIGHT } from './rowHeight';
import type { RowVirtualizer } from './useVirtualRows';

export interface GridFocusOptions {
  /** Rows a cell can be in: the header row, then the data rows (or the one state row). */
  rowCount: number;
  colCount: number;
  scrollRef: RefObject<HTMLDivElement | null>;
  virtualizerRef: RefObject<RowVirtualizer | null>;
}

export interface GridFocus {
  /** The cell that is the grid's one tab stop, kept inside the grid as rows and columns come and go. */
  active: CellPosition;
  /** Makes a cell the tab stop without moving focus (a click already focused it). */
  setActive: (position: CellPosition) => void;
  /** Moves focus for an arrow, Home/End or Page key; false for any other key. */
  navigate: (from: CellPosition, event: KeyboardEvent) => boolean;
}

/**
 * Roving focus (ARIA grid): one cell is the tab stop and arrow keys move it. A move scrolls the row into view
 * through the virtualizer, and the column sideways, then focuses the cell once it is rendered.
 */
export function useGridFocus({
  rowCount,
  colCount,
  scrollRef,
  virtualizerRef,
}: GridFocusOptions): GridFocus {
  const { direction } = useLocale();
  const [position, setActive] = useState<CellPosition>({ row: 0, col: 0 });
  const active: CellPosition = {
    row: Math.min(position.row, rowCount - 1),
    col: Math.min(position.col, Math.max(colCount - 1, 0)),
  };
  const focusRequested = useRef(false);

  useLayoutEffect(() => {
    if (!focusRequested.current) return;
    focusRequested.current = false;
    const grid = scrollRef.current;
    const target = grid?.querySelector<HTMLElement>(
      `[data-row="${active.row}"] > [data-col="${active.col}"]`,
    );
    if (!grid || !target) return;
    if (active.row > 0) virtualizerRef.current?.scrollToIndex(active.row - 1, { align: 'auto' });
    target.focus({ preventScroll: true });
    // Bring the column into view sideways (the virtualizer only scrolls vertically).
    const cellBox = target.getBoundingClientRect();
    const gridBox = grid.getBoundingClientRect();
    if (cellBox.left < gridBox.left) grid.scrollLeft -= gridBox.left - cellBox.left;
    else if (cellBox.right > gridBox.right) grid.scrollLeft += cellBox.right - gridBox.right;
  });

  const navigate = (from: CellPosition, event: KeyboardEvent) => {
    const viewport = scrollRef.current?.clientHeight ?? DATA_TABLE_ROW_HEIGHT * 10;
    const next = nextCell(from, event, {
      rowCount,
      colCount,
      pageSize: Math.max(Math.floor(viewport / DATA_TABLE_ROW_HEIGHT) - 2, 1),
      direction,
    });
    if (!next) return false;
    event.preventDefault();
    focusRequested.current = true;
    setActive(next);
    return true;
  };

  return { active, setActive, navigate };
}

/** A cell position: row 0 is the header row, data row i is row i + 1; col is the visible column index. */
export interface CellPosition {
  row: number;
  col: number;
}

export interface GridBounds {
  /** Rows including the header row. */
  rowCount: number;
  colCount: number;
  /** Rows moved by PageUp/PageDown. */
  pageSize: number;
  direction: 'ltr' | 'rtl';
}

export interface NavigationKey {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
}

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

/**
 * Where focus goes for a key, following the ARIA grid pattern: arrows move one cell (mirrored in right-to-left),
 * Home/End go to the row's first/last cell, Ctrl+Home/End to the first/last row, PageUp/PageDown by a page.
 * Returns null for keys the grid does not handle.
 */
export function nextCell(
  from: CellPosition,
  event: NavigationKey,
  bounds: GridBounds,
): CellPosition | null {
  const lastRow = Math.max(bounds.rowCount - 1, 0);
  const lastCol = Math.max(bounds.colCount - 1, 0);
  const forward = bounds.direction === 'rtl' ? -1 : 1;
  const toEdge = event.ctrlKey === true || event.metaKey === true;
  let { row, col } = from;
  switch (event.key) {
    case 'ArrowDown':
      row += 1;
      break;
    case 'ArrowUp':
      row -= 1;
      break;
    case 'ArrowRight':
      col += forward;
      break;
    case 'ArrowLeft':
      col -= forward;
      break;
    case 'Home':
      col = 0;
      if (toEdge) row = 0;
      break;
    case 'End':
      col = lastCol;
      if (toEdge) row = lastRow;
      break;
    case 'PageDown':
      row += Math.max(bounds.pageSize, 1);
      break;
    case 'PageUp':
      row -= Math.max(bounds.pageSize, 1);
      break;
    default:
      return null;
  }
  return { row: clamp(row, 0, lastRow), col: clamp(col, 0, lastCol) };
}

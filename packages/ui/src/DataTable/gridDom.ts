import type { CellPosition } from './navigation';

/** The grid cell an event happened in (header row 0, data row i at i + 1), or null outside the cells. */
export function cellPosition(target: EventTarget): CellPosition | null {
  const cellElement = target instanceof Element ? target.closest<HTMLElement>('[data-col]') : null;
  const rowElement = cellElement?.parentElement;
  if (!cellElement || !rowElement?.dataset.row) return null;
  return { row: Number(rowElement.dataset.row), col: Number(cellElement.dataset.col) };
}

/** Whether the event came from a control of its own inside `within` (a button or checkbox in a cell). */
export function isInteractive(target: EventTarget, within: Element): boolean {
  const element = target instanceof Element ? target : null;
  const interactive = element?.closest(
    'a[href], button, input, select, textarea, label, [role="button"]',
  );
  return interactive != null && within.contains(interactive) && interactive !== within;
}

import type { Range } from '@tanstack/react-virtual';

/**
 * Rows are mounted in blocks of this many. While scrolling, the DOM changes once per block instead of once per
 * row, so most frames only move composited pixels and skip React, style, layout and paint.
 */
export const ROW_BLOCK = 4;

/**
 * The indexes to render for a virtualizer range: the visible rows plus overscan, widened to whole blocks of
 * `block` rows, plus `pinned` (the focused row, kept mounted so focus never falls to the body).
 */
export function blockIndexes(range: Range, block: number, pinned: number): number[] {
  if (range.count === 0) return [];
  const first = Math.max(0, range.startIndex - range.overscan);
  const last = Math.min(range.count - 1, range.endIndex + range.overscan);
  const start = Math.floor(first / block) * block;
  const end = Math.min(range.count - 1, Math.ceil((last + 1) / block) * block - 1);
  const indexes: number[] = [];
  if (pinned >= 0 && pinned < start) indexes.push(pinned);
  for (let index = start; index <= end; index += 1) indexes.push(index);
  if (pinned > end && pinned < range.count) indexes.push(pinned);
  return indexes;
}

/**
 * A range extractor for one table. The virtualizer asks on every scroll step; answering with the previous array
 * while the blocks are unchanged keeps its memoized items, and so the rendered window, identical.
 */
export function createBlockExtractor(block: number) {
  let previous: number[] = [];
  return (range: Range, pinned: number): number[] => {
    const indexes = blockIndexes(range, block, pinned);
    const same =
      indexes.length === previous.length && indexes.every((index, i) => index === previous[i]);
    if (!same) previous = indexes;
    return previous;
  };
}

/**
 * The items with the rows on screen first (top to bottom), then the overscan rows nearest the screen: the order in
 * which rows coming into view are mounted.
 */
export function visibleFirst<T extends { index: number }>(
  items: readonly T[],
  visible: { startIndex: number; endIndex: number } | null,
): T[] {
  if (!visible) return [...items];
  const distance = ({ index }: T) =>
    index < visible.startIndex
      ? visible.startIndex - index
      : index > visible.endIndex
        ? index - visible.endIndex
        : 0;
  return [...items].sort((a, b) => distance(a) - distance(b));
}

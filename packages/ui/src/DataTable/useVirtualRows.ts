import {
  useVirtualizer,
  type Range,
  type VirtualItem,
  type Virtualizer,
} from '@tanstack/react-virtual';
import { useCallback, useState } from 'react';
import { DATA_TABLE_ROW_HEIGHT } from './rowHeight';
import { createBlockExtractor, ROW_BLOCK } from './virtualRange';

export type RowVirtualizer = Virtualizer<HTMLDivElement, Element>;

const OVERSCAN = 8;

const estimateSize = () => DATA_TABLE_ROW_HEIGHT;

/**
 * The scroller's size until it is measured: as tall as the window (it is never taller on screen). The first render
 * then knows the rows on screen and mounts them with the table, so a new page is laid out once; without it the
 * rows came in a second commit, after a forced layout of the whole page, and the page was laid out twice.
 */
const estimatedScrollerRect = () => ({
  width: 0,
  height: typeof window === 'undefined' ? 0 : window.innerHeight,
});

export interface VirtualRowsOptions {
  count: number;
  scrollElement: HTMLDivElement | null;
  /** Must be stable: a new function makes the virtualizer re-measure every row on every render. */
  getItemKey: (index: number) => VirtualItem['key'];
  /** The focused row's index (or -1), kept mounted while scrolled away so focus is never lost to <body>. */
  pinnedIndex: number;
}

/**
 * The virtualizer of the table body: fixed-height rows below the sticky header, rendered in whole blocks
 * (`createBlockExtractor`) so most scroll steps leave the rendered window as it is.
 */
export function useVirtualRows({
  count,
  scrollElement,
  getItemKey,
  pinnedIndex,
}: VirtualRowsOptions): RowVirtualizer {
  const [extractBlocks] = useState(() => createBlockExtractor(ROW_BLOCK));
  const [initialRect] = useState(estimatedScrollerRect);
  const rangeExtractor = useCallback(
    (range: Range) => extractBlocks(range, pinnedIndex),
    [extractBlocks, pinnedIndex],
  );
  return useVirtualizer({
    count,
    getScrollElement: () => scrollElement,
    estimateSize,
    initialRect,
    getItemKey,
    overscan: OVERSCAN,
    // The sticky header sits above the first row inside the same scroller.
    scrollMargin: DATA_TABLE_ROW_HEIGHT,
    scrollPaddingStart: DATA_TABLE_ROW_HEIGHT,
    rangeExtractor,
  });
}

import {
  elementScroll,
  observeElementOffset,
  observeElementRect,
  Virtualizer,
  type Range,
  type VirtualItem,
  type VirtualizerOptions,
} from '@tanstack/react-virtual';
import { useCallback, useLayoutEffect, useReducer, useState } from 'react';
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
  return useWindowChanges({
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
    observeElementRect,
    observeElementOffset,
    scrollToFn: elementScroll,
    // The end of a scroll from the browser's scrollend event. Without it the virtualizer re-arms a timer on every
    // scroll event to guess the end: a clearTimeout and a setTimeout each, about 5 % of a fast scroll's script.
    useScrollendEvent: true,
  });
}

/**
 * `useVirtualizer` without its re-render on every scroll event (a synchronous one, inside the scroll's frame): the
 * body re-renders only when the rendered window or the list's size changes, once every `ROW_BLOCK` rows.
 */
function useWindowChanges(
  options: Omit<VirtualizerOptions<HTMLDivElement, Element>, 'onChange'>,
): RowVirtualizer {
  const [, rerender] = useReducer((count: number) => count + 1, 0);
  const [instance] = useState(() => {
    let shown: { items: unknown; size: number } | null = null;
    return new Virtualizer<HTMLDivElement, Element>({
      ...options,
      onChange: (virtualizer) => {
        const items = virtualizer.getVirtualItems();
        const size = virtualizer.getTotalSize();
        if (shown?.items === items && shown.size === size) return;
        shown = { items, size };
        rerender();
      },
    });
  });
  instance.setOptions({ ...options, onChange: instance.options.onChange });
  useLayoutEffect(() => instance._didMount(), [instance]);
  useLayoutEffect(() => instance._willUpdate());
  return instance;
}

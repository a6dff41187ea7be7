import type { RowData } from '@tanstack/react-table';
import { memo, useCallback, useLayoutEffect, type RefObject } from 'react';
import * as styles from './DataTable.css';
import { RowWindow, type RowWindowProps } from './RowWindow';
import { useNearEnd } from './useInfiniteLoad';
import { useVirtualRows, type RowVirtualizer } from './useVirtualRows';

export interface VirtualBodyProps<TData extends RowData> extends Omit<
  RowWindowProps<TData>,
  'items' | 'visibleRange' | 'scroller'
> {
  scrollElement: HTMLDivElement | null;
  /** Handed to the table for keyboard focus (scroll a focused row into view). */
  virtualizerRef: RefObject<RowVirtualizer | null>;
  showLoadingRow: boolean;
  onNearEnd: () => void;
}

/**
 * The virtualized body. It owns the virtualizer, so a scroll re-renders only this window (and mounts the few rows
 * that came into view), never the table around it.
 */
function VirtualBodyImpl<TData extends RowData>({
  scrollElement,
  virtualizerRef,
  showLoadingRow,
  onNearEnd,
  ...windowProps
}: VirtualBodyProps<TData>) {
  const { rows, activeRow } = windowProps;
  const getItemKey = useCallback((index: number) => rows[index]?.id ?? '__loading', [rows]);
  const virtualizer = useVirtualRows({
    count: rows.length + (showLoadingRow ? 1 : 0),
    scrollElement,
    getItemKey,
    pinnedIndex: activeRow - 1,
  });
  useLayoutEffect(() => {
    virtualizerRef.current = virtualizer;
  });
  // The virtualizer instance stays the same across renders, so this callback does too.
  const visibleRange = useCallback(() => virtualizer.range, [virtualizer]);
  const items = virtualizer.getVirtualItems();
  useNearEnd(items.at(-1)?.index ?? -1, rows.length, onNearEnd);

  return (
    <div role="rowgroup" className={styles.body} style={{ blockSize: virtualizer.getTotalSize() }}>
      <RowWindow
        items={items}
        visibleRange={visibleRange}
        scroller={scrollElement}
        {...windowProps}
      />
    </div>
  );
}

export const VirtualBody = memo(VirtualBodyImpl) as typeof VirtualBodyImpl;

import { useCallback, useRef, useState } from 'react';

/**
 * The grid's scroll viewport, as a ref for event handlers and as state for the body's virtualizer: the scroller is
 * attached after the body's own effects run, so the body re-renders once it exists.
 */
export function useScroller() {
  const scrollRef = useRef<HTMLDivElement>(null);
  const [scrollElement, setScrollElement] = useState<HTMLDivElement | null>(null);
  const attachScroller = useCallback((node: HTMLDivElement | null) => {
    scrollRef.current = node;
    setScrollElement(node);
  }, []);
  return { scrollRef, scrollElement, attachScroller };
}

import { useEffect, useState, type RefObject } from 'react';

/**
 * A body that scrolls must be reachable by keyboard (WCAG 2.1.1; axe `scrollable-region-focusable`), but an
 * extra tab stop on a short body is noise. Returns true while the element overflows.
 */
export function useIsScrollable(ref: RefObject<HTMLElement | null>) {
  const [isScrollable, setScrollable] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setScrollable(element.scrollHeight > element.clientHeight + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    for (const child of element.children) observer.observe(child);
    return () => observer.disconnect();
  }, [ref]);
  return isScrollable;
}

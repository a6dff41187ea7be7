import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';

/**
 * While the user scrolls, at most this many rows that were not mounted before become real rows in one frame; the
 * others show as blank placeholder rows and fill in over the next frames. A jump across the list (dragging the
 * scroll bar) then costs a few short frames instead of one long task that freezes the page.
 */
export const ROWS_MOUNTED_PER_FRAME = 2;

/**
 * The rows to mount now: every wanted row that is mounted already or urgent (the focused row), plus up to `limit`
 * new ones, taken from `wanted` in its order (most important first).
 */
export function rowsToMount<K>(
  mounted: ReadonlySet<K>,
  wanted: readonly K[],
  limit: number,
  isUrgent: (key: K) => boolean,
): Set<K> {
  const next = new Set<K>();
  for (const key of wanted) if (mounted.has(key) || isUrgent(key)) next.add(key);
  let added = 0;
  for (const key of wanted) {
    if (added >= limit) break;
    if (next.has(key)) continue;
    next.add(key);
    added += 1;
  }
  return next;
}

/**
 * Mounts `wanted` (in priority order) a few rows a frame. Rows on screen mount at once while the table is calm
 * (first render, sorting, filtering), so only the overscan waits; once `isScrolling()` says the user scrolls, every
 * new row waits its turn until all are mounted, even after the scrolling stopped (the rest at once would be the
 * long task this avoids). `isUrgent` rows (the focused one) always mount at once. Returns the keys to render as
 * real rows.
 */
export function useMountInSteps<K>(
  wanted: readonly K[],
  onScreen: ReadonlySet<K>,
  isScrolling: () => boolean,
  isUrgent: (key: K) => boolean,
): ReadonlySet<K> {
  const mountedRef = useRef<ReadonlySet<K>>(new Set());
  const steppingRef = useRef(false);
  const [frame, setFrame] = useState(0);
  const mounted = useMemo(() => {
    const calm = !steppingRef.current && !isScrolling();
    return rowsToMount(
      mountedRef.current,
      wanted,
      ROWS_MOUNTED_PER_FRAME,
      calm ? (key) => isUrgent(key) || onScreen.has(key) : isUrgent,
    );
    // `frame` asks for the next step; whether the user scrolls is read when a step is taken.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [wanted, onScreen, frame, isUrgent]);
  const pending = mounted.size < wanted.length;
  const steppedAtRef = useRef(0);
  useLayoutEffect(() => {
    mountedRef.current = mounted;
    steppingRef.current = pending;
    steppedAtRef.current = performance.now();
  }, [mounted, pending]);
  useEffect(() => {
    if (!pending) return;
    let id = 0;
    const step = (frameStart: number) => {
      // A scroll in this frame mounted rows already: one step a frame, or frames add up to long tasks.
      if (steppedAtRef.current > frameStart) id = requestAnimationFrame(step);
      // Rendered inside the frame, so the new rows are laid out and painted in it, not added to the next one's.
      else flushSync(() => setFrame((count) => count + 1));
    };
    id = requestAnimationFrame(step);
    return () => cancelAnimationFrame(id);
  }, [pending, mounted]);
  return mounted;
}

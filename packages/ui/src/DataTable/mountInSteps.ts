import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';

/**
 * At most this many rows that were not mounted before become real rows in one frame; the others are not rendered
 * yet (the table body draws their empty row lines) and fill in over the next frames, the rows on screen first. A
 * jump across the list (dragging the scroll bar) then costs a few short frames instead of one long task that
 * freezes the page, and a page with a table paints its first rows without waiting for the whole window. A rich row
 * (badges, icons, links) costs about a frame's budget on a slow device: one a frame keeps a fast scroll free of long
 * tasks, where two made every frame that mounted rows late (transactions bench, 4× CPU).
 */
export const ROWS_MOUNTED_PER_FRAME = 1;

/**
 * At most this many rows that left the window are removed in one render; the others stay (off screen, where they
 * were) until the next frames. A jump would otherwise remove the whole old window (~35 rows of ~30 elements) in
 * the jump's frame; removing them a couple at a time keeps each frame's work to about one row's.
 */
export const ROWS_UNMOUNTED_PER_FRAME = 2;

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
 * The rows to render now: `rowsToMount`, plus the rows rendered before and no longer wanted except `removeLimit`
 * of them (the longest rendered first), which leave now.
 */
export function rowsToRender<K>(
  rendered: ReadonlySet<K>,
  wanted: readonly K[],
  limits: { add: number; remove: number },
  isUrgent: (key: K) => boolean,
): Set<K> {
  const next = rowsToMount(rendered, wanted, limits.add, isUrgent);
  const isWanted = new Set(wanted);
  let removed = 0;
  for (const key of rendered) {
    if (isWanted.has(key)) continue;
    if (removed < limits.remove) removed += 1;
    else next.add(key);
  }
  return next;
}

/**
 * Mounts `wanted` (in priority order) `ROWS_MOUNTED_PER_FRAME` rows a frame; `isUrgent` rows (the focused one)
 * mount at once; rows no longer wanted leave `ROWS_UNMOUNTED_PER_FRAME` a render. Returns the keys to render as
 * real rows: wanted ones, and leaving ones still there.
 */
export function useMountInSteps<K>(
  wanted: readonly K[],
  isUrgent: (key: K) => boolean,
): ReadonlySet<K> {
  const mountedRef = useRef<ReadonlySet<K>>(new Set());
  // Rows mounted since the current frame began. Every commit of a frame shares the frame's budget: a page's first
  // render and the re-render after its scroller is measured (both before the first paint) mount 2 rows, not 4.
  const spentRef = useRef(0);
  const resetPendingRef = useRef(false);
  const [frame, setFrame] = useState(0);
  const mounted = useMemo(
    () =>
      rowsToRender(
        mountedRef.current,
        wanted,
        {
          add: Math.max(0, ROWS_MOUNTED_PER_FRAME - spentRef.current),
          remove: ROWS_UNMOUNTED_PER_FRAME,
        },
        isUrgent,
      ),
    // `frame` asks for the next step; the budget is read when the rows change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [wanted, frame, isUrgent],
  );
  // Rows still to come, or rows still to go.
  const pending = mounted.size !== wanted.length || wanted.some((key) => !mounted.has(key));
  const inStepRef = useRef(false);
  // The one animation frame asked for (a step, or the frame it waits for), or null.
  const frameRef = useRef<number | null>(null);
  useLayoutEffect(() => {
    let added = 0;
    for (const key of mounted) if (!mountedRef.current.has(key)) added += 1;
    mountedRef.current = mounted;
    if (added > 0) {
      spentRef.current += added;
      // The budget renews with the next frame (requested before a step, so it runs before the step does).
      if (!resetPendingRef.current) {
        resetPendingRef.current = true;
        requestAnimationFrame(() => {
          spentRef.current = 0;
          resetPendingRef.current = false;
        });
      }
    }
    // Rows still to come or to go, and no step asked for yet. A step asked for stays: asking for a frame and
    // cancelling it on every commit was much of a scroll's main-thread time.
    if (!pending || frameRef.current !== null) return;
    // Each step renders inside an animation frame (flushSync), so its rows are laid out and painted in that
    // frame. A step asks for the next frame. Any other commit (the first render, new data, a new window)
    // happened in or before the coming frame, which has work enough: the step waits one frame more.
    let wait = !inStepRef.current;
    const onFrame = () => {
      if (wait) {
        wait = false;
        frameRef.current = requestAnimationFrame(onFrame);
        return;
      }
      frameRef.current = null;
      inStepRef.current = true;
      flushSync(() => setFrame((count) => count + 1));
      inStepRef.current = false;
    };
    frameRef.current = requestAnimationFrame(onFrame);
  }, [mounted, pending]);
  useLayoutEffect(
    () => () => {
      if (frameRef.current !== null) cancelAnimationFrame(frameRef.current);
      frameRef.current = null;
    },
    [],
  );
  return mounted;
}

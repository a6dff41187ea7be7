import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
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
 * A list scrolled faster than this (pixels a millisecond, about a row every two frames) is being flung: on a device
 * too slow to mount a row a frame (`CHEAP_STEP_MS`), rows new to the window wait until it slows, and the fling's
 * frames only move rows already there (trying, it dropped every other frame). The rows on screen fill in, a row a
 * frame, as soon as the list slows.
 */
export const FLING_PX_PER_MS = 1.2;

/**
 * A step (mounting a row) that took less than this, in script, leaves the frame room for its style, layout and
 * paint: such a device keeps mounting rows during a fling. A rich row takes about 2 ms on a laptop, 7 ms on a slow
 * phone-class CPU.
 */
export const CHEAP_STEP_MS = 4;

/** The speed is measured over at least this long: one late frame does not make a fling look slow. */
const SPEED_WINDOW_MS = 50;

/**
 * A list's scroll speed from one sample a frame, measured over `SPEED_WINDOW_MS` or more: `flung` while it moves
 * faster than `FLING_PX_PER_MS`.
 */
export function createFlingTracker() {
  let anchor: { offset: number; time: number } | null = null;
  let flung = false;
  return {
    sample(offset: number, time: number) {
      if (anchor && time - anchor.time < SPEED_WINDOW_MS) return;
      if (anchor) flung = Math.abs(offset - anchor.offset) / (time - anchor.time) > FLING_PX_PER_MS;
      anchor = { offset, time };
    },
    get flung() {
      return flung;
    },
  };
}

/**
 * Whether rows new to the window wait: the list is flung and this device's steps are not cheap (the fastest of the
 * last steps that mounted a row, in script, took `CHEAP_STEP_MS` or more). Before any step, they do not.
 */
export function rowsWaitForFling(flung: boolean, stepMs: readonly number[]): boolean {
  return flung && stepMs.length > 0 && Math.min(...stepMs) >= CHEAP_STEP_MS;
}

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
 * Mounts `wanted` (in priority order) `ROWS_MOUNTED_PER_FRAME` rows a frame, none while the list is flung
 * (`scroller` moves faster than `FLING_PX_PER_MS`, sampled on its scroll events and once a frame) on a device whose
 * steps are not cheap
 * (`CHEAP_STEP_MS`); `isUrgent` rows (the focused one)
 * mount at once; rows no longer wanted leave `ROWS_UNMOUNTED_PER_FRAME` a render. Returns the keys to render as
 * real rows: wanted ones, and leaving ones still there.
 */
export function useMountInSteps<K>(
  wanted: readonly K[],
  isUrgent: (key: K) => boolean,
  scroller: HTMLElement | null,
): ReadonlySet<K> {
  const [fling] = useState(createFlingTracker);
  // How long the last steps that mounted a row took in script; a fling waits for the rows only where steps are not
  // cheap. The fastest of the last three counts, so that one pause (a garbage collection) changes nothing.
  const stepMsRef = useRef<number[]>([]);
  const addedRef = useRef(0);
  const waitsForFling = useCallback(
    () => rowsWaitForFling(fling.flung, stepMsRef.current),
    [fling],
  );
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
          add: waitsForFling() ? 0 : Math.max(0, ROWS_MOUNTED_PER_FRAME - spentRef.current),
          remove: ROWS_UNMOUNTED_PER_FRAME,
        },
        isUrgent,
      ),
    // `frame` asks for the next step; the budget and the fling are read when the rows change.
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
    addedRef.current = added;
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
    const onFrame = (time: number) => {
      if (scroller) fling.sample(scroller.scrollTop, time);
      if (wait || waitsForFling()) {
        wait = false;
        frameRef.current = requestAnimationFrame(onFrame);
        return;
      }
      frameRef.current = null;
      inStepRef.current = true;
      const start = performance.now();
      flushSync(() => setFrame((count) => count + 1));
      // Only a step that mounted a row says what a row costs.
      if (addedRef.current > 0)
        stepMsRef.current = [...stepMsRef.current.slice(-2), performance.now() - start];
      inStepRef.current = false;
    };
    frameRef.current = requestAnimationFrame(onFrame);
  }, [mounted, pending, fling, scroller, waitsForFling]);
  // Every scroll event is a sample too, so the speed is known when a scroll brings new rows, not a frame later.
  useLayoutEffect(() => {
    if (!scroller) return;
    const onScroll = () => fling.sample(scroller.scrollTop, performance.now());
    scroller.addEventListener('scroll', onScroll, { passive: true });
    return () => scroller.removeEventListener('scroll', onScroll);
  }, [scroller, fling]);
  useLayoutEffect(
    () => () => {
      if (frameRef.current !== null) cancelAnimationFrame(frameRef.current);
      frameRef.current = null;
    },
    [],
  );
  return mounted;
}

import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { loadRouteCode } from '../../shared/routeCode';

/** How long a page's code may wait for the browser to be idle before it loads anyway. */
const IDLE_TIMEOUT_MS = 2_000;
/**
 * How long the page must have been quiet (no query, no route load, no resource finishing, no long task) before
 * other pages' code starts loading. A page opened cold fetches its code, session and data first; the sidebar's
 * pages' code (dozens of chunks) would compete with them.
 */
export const QUIET_MS = 1_000;

/** Runs `task` when the browser is idle (after a pause where it cannot tell, e.g. Safari); returns a cancel. */
function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(task, IDLE_TIMEOUT_MS);
  return () => clearTimeout(id);
}

/** When the page last finished a resource (script, style, API call) or a long task, on the performance clock. */
function lastActivityEnd(): number {
  if (typeof performance === 'undefined' || !performance.getEntriesByType) return 0;
  const entries = performance.getEntriesByType('resource');
  return Math.max(
    lastLongTaskEnd,
    entries.reduce((latest, entry) => Math.max(latest, entry.startTime + entry.duration), 0),
  );
}

/** Long tasks (Chromium) are work too: a page still rendering its rows in steps is not idle. */
let lastLongTaskEnd = 0;
let watchingLongTasks = false;
function watchLongTasks(): void {
  if (watchingLongTasks || typeof PerformanceObserver === 'undefined') return;
  watchingLongTasks = true;
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        lastLongTaskEnd = Math.max(lastLongTaskEnd, entry.startTime + entry.duration);
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    // Not supported: resources and queries alone tell.
  }
}

/**
 * Runs `task` once the page has been quiet for QUIET_MS (`isBusy()` false, no resource finished and no long task
 * meanwhile) and
 * the browser is idle; returns a cancel.
 */
export function whenPageQuiet(isBusy: () => boolean, task: () => void): () => void {
  watchLongTasks();
  let cancel = () => {};
  const check = () => {
    const quietFor = performance.now() - lastActivityEnd();
    if (isBusy()) schedule(QUIET_MS);
    else if (quietFor < QUIET_MS) schedule(QUIET_MS - quietFor);
    else cancel = whenIdle(task);
  };
  const schedule = (ms: number) => {
    const id = setTimeout(check, ms);
    cancel = () => clearTimeout(id);
  };
  schedule(QUIET_MS);
  return () => cancel();
}

/**
 * Once the page is complete and quiet, loads the code (not the data) of the pages the sidebar links to, one page
 * per idle period, so that a first click on a link waits only for its data, not also for its chunks to be fetched
 * and evaluated. Nothing starts while the page itself still loads.
 */
export function usePrefetchPageCode(paths: readonly string[]) {
  const router = useRouter();
  const queryClient = useQueryClient();
  const key = paths.join('\n');
  useEffect(() => {
    const queue = key.split('\n').filter(Boolean);
    let cancelled = false;
    const isBusy = () => queryClient.isFetching() > 0 || router.state.status === 'pending';
    const next = () => {
      const path = queue.shift();
      if (path === undefined || cancelled) return;
      cancel = whenIdle(() => void loadRouteCode(router, path).then(next));
    };
    let cancel = whenPageQuiet(isBusy, next);
    return () => {
      cancelled = true;
      cancel();
    };
  }, [router, queryClient, key]);
}

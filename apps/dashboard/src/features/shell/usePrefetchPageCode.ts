import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { loadRouteCode } from '../../shared/routeCode';

/** How long a page's code may wait for the browser to be idle before it loads anyway. */
const IDLE_TIMEOUT_MS = 2_000;

/** Runs `task` when the browser is idle (after a pause where it cannot tell, e.g. Safari); returns a cancel. */
function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(task, IDLE_TIMEOUT_MS);
  return () => clearTimeout(id);
}

/**
 * While the browser is idle, loads the code (not the data) of the pages the sidebar links to, one page at a
 * time, so that a first click on a link waits only for its data, not also for its chunks to be fetched and
 * evaluated.
 */
export function usePrefetchPageCode(paths: readonly string[]) {
  const router = useRouter();
  const key = paths.join('\n');
  useEffect(() => {
    const queue = key.split('\n').filter(Boolean);
    let cancel = () => {};
    let cancelled = false;
    const next = () => {
      const path = queue.shift();
      if (path === undefined || cancelled) return;
      cancel = whenIdle(() => void loadRouteCode(router, path).then(next));
    };
    next();
    return () => {
      cancelled = true;
      cancel();
    };
  }, [router, key]);
}

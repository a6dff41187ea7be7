import { useRouter } from '@tanstack/react-router';
import { useCallback, useRef } from 'react';

/**
 * One stable "preload this page" callback per path (its code and first data, through the route's loader), for
 * the sidebar links: stable callbacks let the items whose page did not change skip rendering on navigation.
 * A failure shows when the page is opened.
 */
export function usePagePreloader(): (path: string) => () => void {
  const router = useRouter();
  const byPath = useRef(new Map<string, () => void>());
  return useCallback(
    (path: string) => {
      let preload = byPath.current.get(path);
      if (!preload) {
        preload = () => void router.preloadRoute({ to: path }).catch(() => undefined);
        byPath.current.set(path, preload);
      }
      return preload;
    },
    [router],
  );
}

import type { AnyRouter } from '@tanstack/react-router';

/**
 * Loads the code (the route chunks) of the page at `pathname`; no guard or loader runs. A chunk that fails here
 * fails again, and is reported, when the router loads the route.
 */
export function loadRouteCode(router: AnyRouter, pathname: string): Promise<unknown> {
  const [routes] = router.getMatchedRoutes(pathname);
  return Promise.all(routes.map((route) => router.loadRouteChunk(route)?.catch(() => undefined)));
}

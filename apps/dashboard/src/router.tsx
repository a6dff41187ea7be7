import { createRouter } from '@tanstack/react-router';
import { RouteError } from './features/notices/RouteError';
import { routeTree } from './routeTree.gen';

export function createAppRouter() {
  return createRouter({
    routeTree,
    defaultPreload: 'intent',
    // Let TanStack Query own freshness: the router always asks the loaders, which read the query cache.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    // A route that fails to load (e.g. its chunk is gone after a deploy) shows why in place of its page.
    defaultErrorComponent: RouteError,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}

import { createMemoryHistory, createRouter, type AnyRouter } from '@tanstack/react-router';
import { RouteError } from './features/notices/RouteError';
import { routeTree as publicRouteTree } from './publicRouteTree.gen';
import { startDashboardContext } from './routes/-dashboardContext';
import { loadRouteCode } from './shared/routeCode';
import type { routeTree as wholeRouteTree } from './routeTree.gen';

const routerOptions = {
  defaultPreload: 'intent',
  // Let TanStack Query own freshness: the router always asks the loaders, which read the query cache.
  defaultPreloadStaleTime: 0,
  scrollRestoration: true,
  // A route that fails to load (e.g. its chunk is gone after a deploy) shows why in place of its page.
  defaultErrorComponent: RouteError,
} as const;

const wholeRouter = (routeTree: typeof wholeRouteTree) =>
  createRouter({ routeTree, ...routerOptions });

export type AppRouter = ReturnType<typeof wholeRouter>;

/** Whether `pathname` is a page of the public tree (sign-in, reset, confirm…), asked of that tree itself. */
function isPublicPage(pathname: string): boolean {
  const probe = createRouter({ routeTree: publicRouteTree, history: createMemoryHistory() });
  return probe.getMatchedRoutes(pathname)[2] !== undefined;
}

/**
 * The router of the page opened at `pathname`, loaded: its guards and loaders have run, so the first render (a
 * transition, main.tsx) shows the page and yields to the browser as it renders. Rendered before, the router's own
 * update after loading would render the whole page, shell and all, in one long task.
 *
 * A page that needs no sign-in gets the tree of such pages only, so the sign-in page's entry carries no signed-in
 * route (schemas, guards, vocabularies); from there, a page outside that tree opens as a new document, as sign-in
 * does. Any other page gets the whole tree, loaded on demand (index.html fetches it early for a signed-in
 * visitor); its session and organization requests start before that tree is evaluated, and its page's code before
 * the router loads, side by side, instead of one after the other.
 */
export async function createAppRouter(pathname: string): Promise<AppRouter> {
  if (isPublicPage(pathname)) {
    const router = createRouter({ routeTree: publicRouteTree, ...routerOptions });
    openOutsideAsDocument(router);
    await router.load();
    // The public tree is a part of the whole one: every link and path in it is valid in the whole tree's types.
    return router as unknown as AppRouter;
  }
  startDashboardContext();
  const router = wholeRouter((await import('./routeTree.gen')).routeTree);
  void loadRouteCode(router, router.latestLocation.pathname);
  await router.load();
  return router;
}

/** A navigation to a page that `router`'s tree does not have opens that page as a new document. */
export function openOutsideAsDocument(
  router: AnyRouter,
  open = (href: string) => window.location.assign(href),
): void {
  router.subscribe('onBeforeLoad', ({ toLocation }) => {
    if (router.getMatchedRoutes(toLocation.pathname)[2] === undefined) open(toLocation.href);
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}

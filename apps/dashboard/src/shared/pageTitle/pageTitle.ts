import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useRouter, useRouterState, type AnyRoute, type AnyRouter } from '@tanstack/react-router';
import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { rememberPageTitle } from '../bootShell/bootShell';
import { productName } from '../brand';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** The page title (document.title), translated (SPEC §2 "Page titles come from translations"). */
    title?: MessageDescriptor;
  }
}

/** "Projects · Paydesk"; the product name alone when the page has no title. */
export function documentTitle(title: string | undefined): string {
  return title ? `${title} · ${productName}` : productName;
}

// Titles set by a state shown in place of a route's page (not found, account not configured…); the newest wins.
let overrides: (MessageDescriptor | string)[] = [];
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * Titles the page while the calling component is shown, over the route's own title: a message, or a name
 * such as the project's (keep a message's descriptor stable, e.g. at module level).
 */
export function usePageTitle(title: MessageDescriptor | string): void {
  useEffect(() => {
    overrides = [...overrides, title];
    notify();
    return () => {
      // Only this component's entry: another may show the same title.
      const index = overrides.lastIndexOf(title);
      overrides = overrides.filter((_entry, at) => at !== index);
      notify();
    };
  }, [title]);
}

/** A page's name: a message from the route, or a name the page or a state gave itself (`usePageTitle`). */
export type PageName = MessageDescriptor | string;

/** A page above the current one, e.g. the list a detail page belongs to. */
export interface Crumb {
  title: MessageDescriptor;
  href: string;
}

const segments = (path: string) => path.split('/').filter(Boolean);

/**
 * The titled pages above a page, outermost first: each leading part of its route path
 * ("/transactions/$transactionId") that is a route with a title, linked with the same part of its URL path
 * ("/transactions/tr_1"). The home page ("/") is no one's parent.
 */
export function parentCrumbs(
  routePath: string,
  pathname: string,
  titleOf: (routePath: string) => MessageDescriptor | undefined,
): Crumb[] {
  const pattern = segments(routePath);
  const path = segments(pathname);
  const crumbs: Crumb[] = [];
  for (let depth = 1; depth < pattern.length; depth++) {
    const title = titleOf(`/${pattern.slice(0, depth).join('/')}`);
    if (title) crumbs.push({ title, href: `/${path.slice(0, depth).join('/')}` });
  }
  return crumbs;
}

type Routes = Record<string, AnyRoute | undefined>;

/** The router's route tables, looked up by strings read at run time. */
const routesOf = (router: AnyRouter) => ({
  byId: router.routesById as Routes,
  byPath: router.routesByPath as Routes,
});

/** The deepest route with a title, as `routeId` and its URL path (primitives, so navigations compare cheaply). */
function useTitledMatch() {
  const routeId = useRouterState({
    select: (state) =>
      [...state.matches].reverse().find((match) => match.staticData.title)?.routeId,
  });
  const pathname = useRouterState({
    select: (state) =>
      [...state.matches].reverse().find((match) => match.staticData.title)?.pathname,
  });
  return { routeId, pathname };
}

/** The name of the page being shown: a state's or the page's own (`usePageTitle`) over the route's title. */
function usePageName(): PageName | undefined {
  const { routeId } = useTitledMatch();
  const router = useRouter();
  const override = useSyncExternalStore(subscribe, () => overrides[overrides.length - 1]);
  const routeTitle = routeId
    ? routesOf(router).byId[routeId]?.options.staticData?.title
    : undefined;
  return override ?? routeTitle;
}

/**
 * Where the person is, for the header: the page's name and the titled pages above it (on a detail page, the
 * list it belongs to). Document titles and the header read the same route titles.
 */
export function usePageTrail(): { parents: Crumb[]; title: PageName | undefined } {
  const router = useRouter();
  const { routeId, pathname } = useTitledMatch();
  const title = usePageName();
  const parents = useMemo(() => {
    const { byId, byPath } = routesOf(router);
    const route = routeId ? byId[routeId] : undefined;
    if (!route || pathname === undefined) return [];
    return parentCrumbs(
      route.fullPath,
      pathname,
      (path) => byPath[path]?.options.staticData?.title,
    );
  }, [router, routeId, pathname]);
  return { parents, title };
}

/** Keeps document.title in step with the page's name and the language. Use once, at the root. */
export function useDocumentTitle(): void {
  const { i18n } = useLingui();
  const title = usePageName();
  const { routeId } = useTitledMatch();
  const router = useRouter();
  const routeTitle = routeId
    ? routesOf(router).byId[routeId]?.options.staticData?.title
    : undefined;
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const override = useSyncExternalStore(subscribe, () => overrides[overrides.length - 1]);
  useEffect(() => {
    document.title = documentTitle(
      title === undefined || typeof title === 'string' ? title : i18n._(title),
    );
  }, [i18n, title]);
  // The frame of the next visit shows the route's own title (never an override, which may name data).
  useEffect(() => {
    if (routeTitle && !override) rememberPageTitle(pathname, i18n._(routeTitle));
  }, [i18n, pathname, routeTitle, override]);
}

import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useRouterState } from '@tanstack/react-router';
import { useEffect, useSyncExternalStore } from 'react';
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

/** Keeps document.title in step with the deepest route's `staticData.title` and the language. Use once, at the root. */
export function useDocumentTitle(): void {
  const { i18n } = useLingui();
  const routeTitle = useRouterState({
    select: (state) =>
      [...state.matches].reverse().find((match) => match.staticData.title)?.staticData.title,
  });
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const override = useSyncExternalStore(subscribe, () => overrides[overrides.length - 1]);
  const title = override ?? routeTitle;
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

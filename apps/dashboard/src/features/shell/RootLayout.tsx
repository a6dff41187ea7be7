import { useLingui } from '@lingui/react';
import { PaydeskProvider } from '@paydesk/ui';
import { Outlet, useRouter, type NavigateOptions, type ToOptions } from '@tanstack/react-router';
import { useCallback } from 'react';
import { useClientEvents } from '../../shared/api/useClientEvents';
import { defaultLocale, intlLocale, isLocale } from '../../shared/i18n/locales';
import { useDocumentTitle } from '../../shared/pageTitle/pageTitle';
import { usePreferences } from '../../shared/preferences/usePreferences';
import { AppNotices, Toasts } from '../notices';

/**
 * The providers around every page. It must not re-render on navigation: a new `navigate` or `useHref` for the
 * design system's router context re-renders every link of the page and the sidebar, memoized or not.
 */
export function RootLayout() {
  const router = useRouter();
  const { i18n } = useLingui();
  const { theme } = usePreferences();
  useClientEvents();
  const locale = isLocale(i18n.locale) ? i18n.locale : defaultLocale;
  // A link to a path with a query or hash (`/settings?section=general`) is parsed as an href.
  const navigate = useCallback(
    (to: string, options?: unknown) =>
      void router.navigate(
        /[?#]/.test(to)
          ? { href: to, ...(options as NavigateOptions) }
          : { to: to as ToOptions['to'], ...(options as NavigateOptions) },
      ),
    [router],
  );
  // Without a basepath an absolute path is its own href: table rows render a link each while scrolling.
  const useHref = useCallback(
    (to: string) =>
      to.startsWith('/') && router.basepath === '/'
        ? to
        : router.buildLocation({ to: to as ToOptions['to'] }).href,
    [router],
  );
  return (
    <PaydeskProvider
      theme={theme}
      locale={intlLocale[locale]}
      navigate={navigate}
      useHref={useHref}
    >
      <DocumentTitle />
      <AppNotices />
      <Outlet />
      <Toasts />
    </PaydeskProvider>
  );
}

/** Follows the route's title; its own component, so a navigation re-renders only this. */
function DocumentTitle() {
  useDocumentTitle();
  return null;
}

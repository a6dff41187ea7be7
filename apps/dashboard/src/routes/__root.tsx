import { PaydeskProvider } from '@paydesk/ui';
import { useClientEvents } from '../api/useClientEvents';
import { useLingui } from '@lingui/react';
import {
  createRootRoute,
  Outlet,
  useRouter,
  type NavigateOptions,
  type ToOptions,
} from '@tanstack/react-router';
import { intlLocale, isLocale, defaultLocale } from '../i18n/locales';
import { NotFound } from '../features/errors/NotFound';
import { AppNotices } from '../features/notices/AppNotices';
import { Toasts } from '../features/notices/Toasts';
import { useDocumentTitle } from '../features/pageTitle/pageTitle';
import { usePreferences } from '../preferences/usePreferences';

export const Route = createRootRoute({
  component: RootLayout,
  notFoundComponent: NotFound,
});

function RootLayout() {
  const router = useRouter();
  const { i18n } = useLingui();
  const { theme } = usePreferences();
  useClientEvents();
  useDocumentTitle();
  const locale = isLocale(i18n.locale) ? i18n.locale : defaultLocale;
  return (
    <PaydeskProvider
      theme={theme}
      locale={intlLocale[locale]}
      navigate={(to, options) =>
        void router.navigate({ to: to as ToOptions['to'], ...(options as NavigateOptions) })
      }
      // Without a basepath an absolute path is its own href: table rows render a link each while scrolling.
      useHref={(to) =>
        to.startsWith('/') && router.basepath === '/'
          ? to
          : router.buildLocation({ to: to as ToOptions['to'] }).href
      }
    >
      <AppNotices />
      <Outlet />
      <Toasts />
    </PaydeskProvider>
  );
}

import { PaydeskProvider, ToastRegion } from '@paydesk/ui';
import { useClientEvents } from '../api/useClientEvents';
import { useLingui } from '@lingui/react';
import {
  createRootRouteWithContext,
  Outlet,
  useRouter,
  type NavigateOptions,
  type ToOptions,
} from '@tanstack/react-router';
import { intlLocale, isLocale, defaultLocale } from '../i18n/locales';
import { NotFound } from '../features/errors/NotFound';
import type { RouterContext } from '../router';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFound,
});

function RootLayout() {
  const router = useRouter();
  const { i18n } = useLingui();
  useClientEvents();
  const locale = isLocale(i18n.locale) ? i18n.locale : defaultLocale;
  return (
    <PaydeskProvider
      theme="auto"
      locale={intlLocale[locale]}
      navigate={(to, options) =>
        void router.navigate({ to: to as ToOptions['to'], ...(options as NavigateOptions) })
      }
      useHref={(to) => router.buildLocation({ to: to as ToOptions['to'] }).href}
    >
      <Outlet />
      <ToastRegion />
    </PaydeskProvider>
  );
}

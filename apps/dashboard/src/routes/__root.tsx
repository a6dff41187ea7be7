import { createRootRoute, lazyRouteComponent } from '@tanstack/react-router';
import { RootLayout } from '../features/shell/RootLayout';
import { loadWholeCatalog, showsBootMessagesOnly } from '../shared/i18n/i18n';

export const Route = createRootRoute({
  // Every page but sign-in renders with the whole catalog (the sign-in page has the boot part only).
  beforeLoad: ({ location }) =>
    showsBootMessagesOnly(location.pathname) ? undefined : loadWholeCatalog(),
  component: RootLayout,
  // Loaded when first needed: the sign-in page's entry chunk stays within its budget.
  notFoundComponent: lazyRouteComponent(() =>
    import('../features/notices/NotFound').then((module) => ({ default: module.NotFound })),
  ),
});

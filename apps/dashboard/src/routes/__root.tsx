import { createRootRoute, lazyRouteComponent } from '@tanstack/react-router';
import { RootLayout } from '../features/shell/RootLayout';

export const Route = createRootRoute({
  component: RootLayout,
  // Loaded when first needed: the sign-in page's entry chunk stays within its budget.
  notFoundComponent: lazyRouteComponent(() =>
    import('../features/notices/NotFound').then((module) => ({ default: module.NotFound })),
  ),
});

import { createRootRoute } from '@tanstack/react-router';
import { NotFound } from '../features/notices/NotFound';
import { RootLayout } from '../features/shell/RootLayout';

export const Route = createRootRoute({
  component: RootLayout,
  notFoundComponent: NotFound,
});

/** For the shell's tests: a route tree rendered at a path in a memory router, with the i18n provider. */
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render } from '@testing-library/react';
import {
  createMemoryHistory,
  createRouter,
  RouterProvider,
  type AnyRoute,
} from '@tanstack/react-router';
import type { ReactNode } from 'react';

export function renderRoutes(
  routeTree: AnyRoute,
  path: string,
  wrap: (app: ReactNode) => ReactNode = (app) => app,
) {
  const router = createRouter({
    routeTree,
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  render(
    <I18nProvider i18n={i18n}>{wrap(<RouterProvider router={router as never} />)}</I18nProvider>,
  );
  return router;
}

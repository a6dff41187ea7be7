import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '../../features/home/HomePage';
import { homeSearchSchema } from '../../features/home/search';
import { readPreferences } from '../../shared/preferences';

export const Route = createFileRoute('/_dashboard/')({
  staticData: { title: msg`Dashboard` },
  validateSearch: homeSearchSchema,
  loaderDeps: ({ search }) => search,
  // The key figures' requests start with the route, not after the page has rendered; the page shows their states.
  // Imported, not bundled here: the period's arithmetic (temporal-polyfill) would join the entry chunk.
  loader: ({ context, deps }) =>
    void import('../../features/home/prefetch').then(({ prefetchHomeFigures }) =>
      prefetchHomeFigures(
        context.queryClient,
        context.organization,
        deps,
        readPreferences().timeZone,
      ),
    ),
  component: HomePage,
});

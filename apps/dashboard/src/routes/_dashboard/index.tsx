import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '../../features/home/HomePage';
import { prefetchHomeFigures } from '../../features/home/prefetch';
import { homeSearchSchema } from '../../features/home/search';
import { readPreferences } from '../../shared/preferences';

export const Route = createFileRoute('/_dashboard/')({
  staticData: { title: msg`Dashboard` },
  validateSearch: homeSearchSchema,
  loaderDeps: ({ search }) => search,
  // The key figures' requests start with the route, not after the page has rendered; the page shows their states.
  // The loader is split into the signed-in shell's chunks (vite.config.ts), which hold the period's arithmetic
  // already: imported statically, the requests start without another round trip for a chunk.
  loader: ({ context, deps }) =>
    prefetchHomeFigures(
      context.queryClient,
      context.organization,
      deps,
      readPreferences().timeZone,
    ),
  component: HomePage,
});

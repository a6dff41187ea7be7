import { msg } from '@lingui/core/macro';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { RollingReservesPage } from '../../../features/rollingReserves/RollingReservesPage';
import { readRollingReserves } from '../../../features/rollingReserves/permissions';
import { rollingReserveQueries } from '../../../features/rollingReserves/queries';
import { rollingReserveSearchSchema } from '../../../features/rollingReserves/search';
import { readPreferences } from '../../../shared/preferences';

export const Route = createFileRoute('/_dashboard/rollings/')({
  staticData: { title: msg`Rolling reserves` },
  validateSearch: rollingReserveSearchSchema,
  beforeLoad: ({ context }) => {
    const { selected, permissions } = context.organization;
    if (!selected || !permissions.allows(readRollingReserves)) throw notFound();
    return { organizationId: selected.id };
  },
  loaderDeps: ({ search }) => search,
  // The first page is fetched before the screen shows; a failure is left to the table, which offers a retry.
  loader: async ({ context, deps }) => {
    const attributes = rollingReserveQueries.attributesOf(
      deps,
      context.organizationId,
      readPreferences().timeZone,
    );
    await context.queryClient
      .ensureInfiniteQueryData(rollingReserveQueries.pages(attributes))
      .catch(() => undefined);
  },
  component: RollingReservesPage,
});

import { msg } from '@lingui/core/macro';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { TransfersPage } from '../../../features/transfers/TransfersPage';
import { readTransfers } from '../../../features/transfers/permissions';
import { transferQueries } from '../../../features/transfers/queries';
import { transferSearchSchema } from '../../../features/transfers/search';
import { readPreferences } from '../../../shared/preferences';

export const Route = createFileRoute('/_dashboard/transfers/')({
  staticData: { title: msg`Transfers` },
  validateSearch: transferSearchSchema,
  beforeLoad: ({ context }) => {
    const { selected, permissions } = context.organization;
    if (!selected || !permissions.allows(readTransfers)) throw notFound();
    return { organizationId: selected.id };
  },
  loaderDeps: ({ search }) => search,
  // The first page is fetched before the screen shows; a failure is left to the table, which offers a retry.
  loader: async ({ context, deps }) => {
    const attributes = transferQueries.attributesOf(
      deps,
      context.organizationId,
      readPreferences().timeZone,
    );
    await context.queryClient
      .ensureInfiniteQueryData(transferQueries.pages(attributes))
      .catch(() => undefined);
  },
  component: TransfersPage,
});

import { msg } from '@lingui/core/macro';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { PayoutsPage } from '../../../features/payouts/PayoutsPage';
import { readPayouts } from '../../../features/payouts/permissions';
import { payoutQueries } from '../../../features/payouts/queries';
import { payoutSearchSchema } from '../../../features/payouts/search';
import { readPreferences } from '../../../shared/preferences';

export const Route = createFileRoute('/_dashboard/payouts/')({
  staticData: { title: msg`Processing payouts` },
  validateSearch: payoutSearchSchema,
  beforeLoad: ({ context }) => {
    const { selected, permissions } = context.organization;
    if (!selected || !permissions.allows(readPayouts)) throw notFound();
    return { organizationId: selected.id };
  },
  loaderDeps: ({ search }) => search,
  // The first page is fetched before the screen shows; a failure is left to the table, which offers a retry.
  loader: async ({ context, deps }) => {
    const attributes = payoutQueries.attributesOf(
      deps,
      context.organizationId,
      readPreferences().timeZone,
    );
    await context.queryClient
      .ensureInfiniteQueryData(payoutQueries.pages(attributes))
      .catch(() => undefined);
  },
  component: PayoutsPage,
});

import { msg } from '@lingui/core/macro';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { SettlementsPage } from '../../../features/settlements/SettlementsPage';
import { readSettlements } from '../../../features/settlements/permissions';
import { settlementQueries } from '../../../features/settlements/queries';
import { settlementSearchSchema } from '../../../features/settlements/search';
import { readPreferences } from '../../../shared/preferences';

export const Route = createFileRoute('/_dashboard/settlement/')({
  staticData: { title: msg`Settlement payouts` },
  validateSearch: settlementSearchSchema,
  beforeLoad: ({ context }) => {
    const { selected, permissions } = context.organization;
    if (!selected || !permissions.allows(readSettlements)) throw notFound();
    return { organizationId: selected.id };
  },
  loaderDeps: ({ search }) => search,
  // The first page is fetched before the screen shows; a failure is left to the table, which offers a retry.
  loader: async ({ context, deps }) => {
    const attributes = settlementQueries.attributesOf(
      deps,
      context.organizationId,
      readPreferences().timeZone,
    );
    await context.queryClient
      .ensureInfiniteQueryData(settlementQueries.pages(attributes))
      .catch(() => undefined);
  },
  component: SettlementsPage,
});

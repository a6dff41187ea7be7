import { msg } from '@lingui/core/macro';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { BalancesPage } from '../../features/balances/BalancesPage';
import { readBalances } from '../../features/balances/permissions';
import { balanceQueries } from '../../features/balances/queries';

// Billing › Balances: without balances-total.read on the selected organization the page does not exist.
export const Route = createFileRoute('/_dashboard/balances')({
  staticData: { title: msg`Balances` },
  beforeLoad: ({ context }) => {
    const { selected, permissions } = context.organization;
    if (!selected || !permissions.allows(readBalances)) throw notFound();
    return { organizationId: selected.id };
  },
  // Fetched before the screen shows (and on hover over a link to it); a failure is left to the page, which
  // shows it with a retry.
  loader: ({ context }) =>
    context.queryClient
      .ensureQueryData(balanceQueries.ofOrganization(context.organizationId))
      .then(() => undefined)
      .catch(() => undefined),
  component: BalancesPage,
});

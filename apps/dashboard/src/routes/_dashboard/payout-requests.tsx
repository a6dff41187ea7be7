import { msg } from '@lingui/core/macro';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { readWalletPayoutRequests } from '../../features/payoutRequests/permissions';
import { PayoutRequestsPage } from '../../features/payoutRequests/PayoutRequestsPage';
import { walletPayoutRequestQueries } from '../../features/payoutRequests/queries';
import {
  payoutRequestFilters,
  payoutRequestSearchSchema,
} from '../../features/payoutRequests/search';

export const Route = createFileRoute('/_dashboard/payout-requests')({
  staticData: { title: msg`Payout requests` },
  validateSearch: payoutRequestSearchSchema,
  beforeLoad: ({ context }) => {
    const { selected, permissions } = context.organization;
    if (!selected || !permissions.allows(readWalletPayoutRequests)) throw notFound();
    return { organizationId: selected.id };
  },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    context.queryClient.ensureInfiniteQueryData(
      walletPayoutRequestQueries.pages(context.organizationId, payoutRequestFilters(deps)),
    ),
  component: PayoutRequestsPage,
});

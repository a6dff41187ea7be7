import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { readWalletPayoutRequests } from '../../features/payoutRequests/permissions';
import { PayoutRequestsPage } from '../../features/payoutRequests/PayoutRequestsPage';
import { walletPayoutRequestQueries } from '../../features/payoutRequests/queries';
import {
  payoutRequestFilters,
  payoutRequestSearchSchema,
} from '../../features/payoutRequests/search';
import { organizationGuard } from '../../shared/routing/organizationGuard';

export const Route = createFileRoute('/_dashboard/payout-requests')({
  staticData: { title: msg`Payout requests` },
  validateSearch: payoutRequestSearchSchema,
  beforeLoad: organizationGuard({ read: readWalletPayoutRequests }),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) =>
    context.queryClient.ensureInfiniteQueryData(
      walletPayoutRequestQueries.pages(context.organizationId, payoutRequestFilters(deps)),
    ),
  component: PayoutRequestsPage,
});

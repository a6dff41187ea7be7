import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { requirePermission } from '../../../shared/routing/organizationGuard';
import { PayoutDetailPage } from '../../../features/payouts/PayoutDetailPage';
import { readPayout } from '../../../features/payouts/permissions';
import { payoutQueries } from '../../../features/payouts/queries';
import { loadRecord } from '../../../shared/api/loadRecord';

export const Route = createFileRoute('/_dashboard/payouts/$payoutId')({
  staticData: { title: msg`Payout` },
  beforeLoad: ({ context }) => requirePermission(context.organization, readPayout),
  loader: async ({ context, params }) => {
    await loadRecord(context.queryClient, payoutQueries.detail(params.payoutId));
  },
  component: PayoutDetailPage,
});

import { msg } from '@lingui/core/macro';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { PayoutDetailPage } from '../../../features/payouts/PayoutDetailPage';
import { readPayout } from '../../../features/payouts/permissions';
import { payoutQueries } from '../../../features/payouts/queries';
import { loadRecord } from '../../../shared/api/loadRecord';

export const Route = createFileRoute('/_dashboard/payouts/$payoutId')({
  staticData: { title: msg`Payout` },
  beforeLoad: ({ context }) => {
    if (!context.organization.permissions.allows(readPayout)) throw notFound();
  },
  loader: async ({ context, params }) => {
    await loadRecord(context.queryClient, payoutQueries.detail(params.payoutId));
  },
  component: PayoutDetailPage,
});

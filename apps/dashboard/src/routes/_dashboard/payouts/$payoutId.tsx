import { msg } from '@lingui/core/macro';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { PayoutDetailPage } from '../../../features/payouts/PayoutDetailPage';
import { readPayout } from '../../../features/payouts/permissions';
import { payoutQueries } from '../../../features/payouts/queries';
import { isRefused } from '../../../shared/errors/errorMessages';

export const Route = createFileRoute('/_dashboard/payouts/$payoutId')({
  staticData: { title: msg`Payout` },
  beforeLoad: ({ context }) => {
    if (!context.organization.permissions.allows(readPayout)) throw notFound();
  },
  loader: async ({ context, params }) => {
    try {
      await context.queryClient.ensureQueryData(payoutQueries.detail(params.payoutId));
    } catch (error) {
      // A payout of another organization, or none: the page does not exist for this user.
      if (isRefused(error)) throw notFound();
      throw error;
    }
  },
  component: PayoutDetailPage,
});

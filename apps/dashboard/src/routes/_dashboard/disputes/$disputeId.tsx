import { msg } from '@lingui/core/macro';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { DisputeDetailPage } from '../../../features/disputes/DisputeDetailPage';
import { readDisputes } from '../../../features/disputes/permissions';
import { disputeQueries } from '../../../features/disputes/queries';
import { isRefused } from '../../../shared/errors/errorMessages';

export const Route = createFileRoute('/_dashboard/disputes/$disputeId')({
  staticData: { title: msg`Dispute` },
  beforeLoad: ({ context }) => {
    if (!context.organization.permissions.allows(readDisputes)) throw notFound();
  },
  loader: async ({ context, params }) => {
    try {
      await context.queryClient.ensureQueryData(disputeQueries.detail(params.disputeId));
    } catch (error) {
      // Another organization's dispute, or none: the page does not exist for this user.
      if (isRefused(error)) throw notFound();
      throw error;
    }
  },
  component: DisputeDetailPage,
});

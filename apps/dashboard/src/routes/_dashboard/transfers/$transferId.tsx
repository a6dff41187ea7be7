import { msg } from '@lingui/core/macro';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { TransferDetailPage } from '../../../features/transfers/TransferDetailPage';
import { readTransfers } from '../../../features/transfers/permissions';
import { transferQueries } from '../../../features/transfers/queries';
import { isRefused } from '../../../shared/errors/errorMessages';

export const Route = createFileRoute('/_dashboard/transfers/$transferId')({
  staticData: { title: msg`Transfer` },
  beforeLoad: ({ context }) => {
    if (!context.organization.permissions.allows(readTransfers)) throw notFound();
  },
  loader: async ({ context, params }) => {
    try {
      await context.queryClient.ensureQueryData(transferQueries.detail(params.transferId));
    } catch (error) {
      // A transfer of another organization, another transaction, or none: no such page for this user.
      if (isRefused(error)) throw notFound();
      throw error;
    }
  },
  component: TransferDetailPage,
});

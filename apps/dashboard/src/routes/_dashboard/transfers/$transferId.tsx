import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { requirePermission } from '../../../shared/routing/organizationGuard';
import { TransferDetailPage } from '../../../features/transfers/TransferDetailPage';
import { readTransfers } from '../../../features/transfers/permissions';
import { transferQueries } from '../../../features/transfers/queries';
import { loadRecord } from '../../../shared/api/loadRecord';

export const Route = createFileRoute('/_dashboard/transfers/$transferId')({
  staticData: { title: msg`Transfer` },
  beforeLoad: ({ context }) => requirePermission(context.organization, readTransfers),
  loader: async ({ context, params }) => {
    await loadRecord(context.queryClient, transferQueries.detail(params.transferId));
  },
  component: TransferDetailPage,
});

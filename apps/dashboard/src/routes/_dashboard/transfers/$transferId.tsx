import { msg } from '@lingui/core/macro';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { TransferDetailPage } from '../../../features/transfers/TransferDetailPage';
import { readTransfers } from '../../../features/transfers/permissions';
import { transferQueries } from '../../../features/transfers/queries';
import { loadRecord } from '../../../shared/api/loadRecord';

export const Route = createFileRoute('/_dashboard/transfers/$transferId')({
  staticData: { title: msg`Transfer` },
  beforeLoad: ({ context }) => {
    if (!context.organization.permissions.allows(readTransfers)) throw notFound();
  },
  loader: async ({ context, params }) => {
    await loadRecord(context.queryClient, transferQueries.detail(params.transferId));
  },
  component: TransferDetailPage,
});

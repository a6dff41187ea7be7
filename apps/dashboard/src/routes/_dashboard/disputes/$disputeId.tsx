import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { requirePermission } from '../../../shared/routing/organizationGuard';
import { DisputeDetailPage } from '../../../features/disputes/DisputeDetailPage';
import { readDisputes } from '../../../features/disputes/permissions';
import { disputeQueries } from '../../../features/disputes/queries';
import { loadRecord } from '../../../shared/api/loadRecord';

export const Route = createFileRoute('/_dashboard/disputes/$disputeId')({
  staticData: { title: msg`Dispute` },
  beforeLoad: ({ context }) => requirePermission(context.organization, readDisputes),
  loader: async ({ context, params }) => {
    await loadRecord(context.queryClient, disputeQueries.detail(params.disputeId));
  },
  component: DisputeDetailPage,
});

import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { requirePermission } from '../../../shared/routing/organizationGuard';
import { SettlementDetailPage } from '../../../features/settlements/SettlementDetailPage';
import { readSettlement } from '../../../features/settlements/permissions';
import { settlementQueries } from '../../../features/settlements/queries';
import { loadRecord } from '../../../shared/api/loadRecord';

export const Route = createFileRoute('/_dashboard/settlement/$settlementId')({
  staticData: { title: msg`Settlement` },
  beforeLoad: ({ context }) => requirePermission(context.organization, readSettlement),
  loader: async ({ context, params }) => {
    await loadRecord(context.queryClient, settlementQueries.detail(params.settlementId));
  },
  component: SettlementDetailPage,
});

import { msg } from '@lingui/core/macro';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { SettlementDetailPage } from '../../../features/settlements/SettlementDetailPage';
import { readSettlement } from '../../../features/settlements/permissions';
import { settlementQueries } from '../../../features/settlements/queries';
import { loadRecord } from '../../../shared/api/loadRecord';

export const Route = createFileRoute('/_dashboard/settlement/$settlementId')({
  staticData: { title: msg`Settlement` },
  beforeLoad: ({ context }) => {
    if (!context.organization.permissions.allows(readSettlement)) throw notFound();
  },
  loader: async ({ context, params }) => {
    await loadRecord(context.queryClient, settlementQueries.detail(params.settlementId));
  },
  component: SettlementDetailPage,
});

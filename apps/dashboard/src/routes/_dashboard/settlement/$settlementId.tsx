import { msg } from '@lingui/core/macro';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { SettlementDetailPage } from '../../../features/settlements/SettlementDetailPage';
import { readSettlement } from '../../../features/settlements/permissions';
import { settlementQueries } from '../../../features/settlements/queries';
import { isRefused } from '../../../shared/errors/errorMessages';

export const Route = createFileRoute('/_dashboard/settlement/$settlementId')({
  staticData: { title: msg`Settlement` },
  beforeLoad: ({ context }) => {
    if (!context.organization.permissions.allows(readSettlement)) throw notFound();
  },
  loader: async ({ context, params }) => {
    try {
      await context.queryClient.ensureQueryData(settlementQueries.detail(params.settlementId));
    } catch (error) {
      // A settlement of another organization, or none: the page does not exist for this user.
      if (isRefused(error)) throw notFound();
      throw error;
    }
  },
  component: SettlementDetailPage,
});

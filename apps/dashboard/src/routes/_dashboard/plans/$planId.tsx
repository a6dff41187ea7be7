import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PlanDetailPage } from '../../../features/subscriptions/PlanDetailPage';
import { subscriptionQueries } from '../../../features/subscriptions/queries';
import { loadRecord } from '../../../shared/api/loadRecord';

export const Route = createFileRoute('/_dashboard/plans/$planId')({
  staticData: { title: msg`Plan` },
  loader: async ({ context, params }) => {
    await loadRecord(context.queryClient, subscriptionQueries.plan(params.planId));
  },
  component: PlanDetailPage,
});

import { msg } from '@lingui/core/macro';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { PlanDetailPage } from '../../../features/subscriptions/PlanDetailPage';
import { subscriptionQueries } from '../../../features/subscriptions/queries';
import { isRefused } from '../../../shared/errors/errorMessages';

export const Route = createFileRoute('/_dashboard/plans/$planId')({
  staticData: { title: msg`Plan` },
  loader: async ({ context, params }) => {
    try {
      await context.queryClient.ensureQueryData(subscriptionQueries.plan(params.planId));
    } catch (error) {
      // Another organization's plan, or none: the page does not exist for this user.
      if (isRefused(error)) throw notFound();
      throw error;
    }
  },
  component: PlanDetailPage,
});

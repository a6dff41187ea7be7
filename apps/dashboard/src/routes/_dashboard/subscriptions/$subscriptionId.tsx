import { msg } from '@lingui/core/macro';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { subscriptionQueries } from '../../../features/subscriptions/queries';
import { SubscriptionDetailPage } from '../../../features/subscriptions/SubscriptionDetailPage';
import { isRefused } from '../../../shared/errors/errorMessages';

export const Route = createFileRoute('/_dashboard/subscriptions/$subscriptionId')({
  staticData: { title: msg`Subscription` },
  loader: async ({ context, params }) => {
    try {
      await context.queryClient.ensureQueryData(subscriptionQueries.detail(params.subscriptionId));
    } catch (error) {
      // Another organization's subscription, or none: the page does not exist for this user.
      if (isRefused(error)) throw notFound();
      throw error;
    }
  },
  component: SubscriptionDetailPage,
});

import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { subscriptionQueries } from '../../../features/subscriptions/queries';
import { SubscriptionDetailPage } from '../../../features/subscriptions/SubscriptionDetailPage';
import { loadRecord } from '../../../shared/api/loadRecord';

export const Route = createFileRoute('/_dashboard/subscriptions/$subscriptionId')({
  staticData: { title: msg`Subscription` },
  loader: async ({ context, params }) => {
    await loadRecord(context.queryClient, subscriptionQueries.detail(params.subscriptionId));
  },
  component: SubscriptionDetailPage,
});

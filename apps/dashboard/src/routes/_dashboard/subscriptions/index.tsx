import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { readSubscriptions } from '../../../features/subscriptions/permissions';
import { subscriptionQueries } from '../../../features/subscriptions/queries';
import { subscriptionSearchSchema } from '../../../features/subscriptions/search';
import { SubscriptionsPage } from '../../../features/subscriptions/SubscriptionsPage';
import { organizationListRoute } from '../../../shared/lists/listRoute';
import { loadWholeList } from '../../../shared/lists/loadListPage';

export const Route = createFileRoute('/_dashboard/subscriptions/')({
  staticData: { title: msg`Subscriptions` },
  ...organizationListRoute(subscriptionSearchSchema, { read: readSubscriptions }),
  loader: ({ context, deps }) =>
    loadWholeList(context.queryClient, subscriptionQueries.list(context.organizationId, deps)),
  component: SubscriptionsPage,
});

import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { subscriptionQueries } from '../../../features/subscriptions/queries';
import { subscriptionSearchSchema } from '../../../features/subscriptions/search';
import { SubscriptionsPage } from '../../../features/subscriptions/SubscriptionsPage';

export const Route = createFileRoute('/_dashboard/subscriptions/')({
  staticData: { title: msg`Subscriptions` },
  validateSearch: subscriptionSearchSchema,
  beforeLoad: ({ context }) => ({ organizationId: context.organization.selected?.id ?? '' }),
  loaderDeps: ({ search }) => search,
  // A failure is left to the table, which offers a retry.
  loader: ({ context, deps }) =>
    context.queryClient
      .ensureQueryData(subscriptionQueries.list(context.organizationId, deps))
      .catch(() => undefined),
  component: SubscriptionsPage,
});

import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PlansPage } from '../../../features/subscriptions/PlansPage';
import { subscriptionQueries } from '../../../features/subscriptions/queries';
import { planSearchSchema } from '../../../features/subscriptions/search';

export const Route = createFileRoute('/_dashboard/plans/')({
  staticData: { title: msg`Plans` },
  validateSearch: planSearchSchema,
  beforeLoad: ({ context }) => ({ organizationId: context.organization.selected?.id ?? '' }),
  loaderDeps: ({ search }) => search,
  // A failure is left to the table, which offers a retry.
  loader: ({ context, deps }) =>
    context.queryClient
      .ensureQueryData(subscriptionQueries.plans(context.organizationId, deps))
      .catch(() => undefined),
  component: PlansPage,
});

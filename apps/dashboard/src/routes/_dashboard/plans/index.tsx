import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PlansPage } from '../../../features/subscriptions/PlansPage';
import { readPlans } from '../../../features/subscriptions/permissions';
import { subscriptionQueries } from '../../../features/subscriptions/queries';
import { planSearchSchema } from '../../../features/subscriptions/search';
import { organizationListRoute } from '../../../shared/lists/listRoute';
import { loadWholeList } from '../../../shared/lists/loadListPage';

export const Route = createFileRoute('/_dashboard/plans/')({
  staticData: { title: msg`Plans` },
  ...organizationListRoute(planSearchSchema, { read: readPlans }),
  loader: ({ context, deps }) =>
    loadWholeList(context.queryClient, subscriptionQueries.plans(context.organizationId, deps)),
  component: PlansPage,
});

import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { DisputesPage } from '../../../features/disputes/DisputesPage';
import { readDisputes } from '../../../features/disputes/permissions';
import { disputeQueries } from '../../../features/disputes/queries';
import {
  DEFAULT_DISPUTE_SORT,
  disputeFilters,
  disputeSearchSchema,
} from '../../../features/disputes/search';
import { organizationListRoute } from '../../../shared/lists/listRoute';

export const Route = createFileRoute('/_dashboard/disputes/')({
  staticData: { title: msg`Disputes` },
  ...organizationListRoute(disputeSearchSchema, { read: readDisputes }),
  loader: ({ context, deps }) =>
    context.queryClient.ensureInfiniteQueryData(
      disputeQueries.pages({
        resourceId: context.organizationId,
        filters: disputeFilters(deps),
        sort: deps.sort ?? DEFAULT_DISPUTE_SORT,
      }),
    ),
  component: DisputesPage,
});

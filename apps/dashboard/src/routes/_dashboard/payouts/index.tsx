import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PayoutsPage } from '../../../features/payouts/PayoutsPage';
import { readPayouts } from '../../../features/payouts/permissions';
import { payoutQueries } from '../../../features/payouts/queries';
import { payoutSearchSchema } from '../../../features/payouts/search';
import { organizationListRoute } from '../../../shared/lists/listRoute';
import { loadDatedList } from '../../../shared/lists/loadListPage';

export const Route = createFileRoute('/_dashboard/payouts/')({
  staticData: { title: msg`Processing payouts` },
  ...organizationListRoute(payoutSearchSchema, { read: readPayouts }),
  loader: ({ context, deps }) => loadDatedList(payoutQueries, context, deps),
  component: PayoutsPage,
});

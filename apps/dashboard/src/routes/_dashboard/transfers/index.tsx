import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { TransfersPage } from '../../../features/transfers/TransfersPage';
import { readTransfers } from '../../../features/transfers/permissions';
import { transferQueries } from '../../../features/transfers/queries';
import { transferSearchSchema } from '../../../features/transfers/search';
import { organizationListRoute } from '../../../shared/lists/listRoute';
import { loadDatedList } from '../../../shared/lists/loadListPage';

export const Route = createFileRoute('/_dashboard/transfers/')({
  staticData: { title: msg`Transfers` },
  ...organizationListRoute(transferSearchSchema, { read: readTransfers }),
  loader: ({ context, deps }) => loadDatedList(transferQueries, context, deps),
  component: TransfersPage,
});

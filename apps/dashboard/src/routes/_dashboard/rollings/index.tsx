import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { RollingReservesPage } from '../../../features/rollingReserves/RollingReservesPage';
import { readRollingReserves } from '../../../features/rollingReserves/permissions';
import { rollingReserveQueries } from '../../../features/rollingReserves/queries';
import { rollingReserveSearchSchema } from '../../../features/rollingReserves/search';
import { organizationListRoute } from '../../../shared/lists/listRoute';
import { loadDatedList } from '../../../shared/lists/loadListPage';

export const Route = createFileRoute('/_dashboard/rollings/')({
  staticData: { title: msg`Rolling reserves` },
  ...organizationListRoute(rollingReserveSearchSchema, { read: readRollingReserves }),
  loader: ({ context, deps }) => loadDatedList(rollingReserveQueries, context, deps),
  component: RollingReservesPage,
});

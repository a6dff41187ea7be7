import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { requirePermission } from '../../../shared/routing/organizationGuard';
import { RollingReserveDetailPage } from '../../../features/rollingReserves/RollingReserveDetailPage';
import { readRollingReserve } from '../../../features/rollingReserves/permissions';
import { rollingReserveQueries } from '../../../features/rollingReserves/queries';
import { loadRecord } from '../../../shared/api/loadRecord';

export const Route = createFileRoute('/_dashboard/rollings/$reserveId')({
  staticData: { title: msg`Rolling reserve` },
  beforeLoad: ({ context }) => requirePermission(context.organization, readRollingReserve),
  loader: async ({ context, params }) => {
    await loadRecord(context.queryClient, rollingReserveQueries.detail(params.reserveId));
  },
  component: RollingReserveDetailPage,
});

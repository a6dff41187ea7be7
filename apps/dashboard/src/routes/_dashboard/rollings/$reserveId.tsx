import { msg } from '@lingui/core/macro';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { RollingReserveDetailPage } from '../../../features/rollingReserves/RollingReserveDetailPage';
import { readRollingReserve } from '../../../features/rollingReserves/permissions';
import { rollingReserveQueries } from '../../../features/rollingReserves/queries';
import { isRefused } from '../../../shared/errors/errorMessages';

export const Route = createFileRoute('/_dashboard/rollings/$reserveId')({
  staticData: { title: msg`Rolling reserve` },
  beforeLoad: ({ context }) => {
    if (!context.organization.permissions.allows(readRollingReserve)) throw notFound();
  },
  loader: async ({ context, params }) => {
    try {
      await context.queryClient.ensureQueryData(rollingReserveQueries.detail(params.reserveId));
    } catch (error) {
      // A reserve of another organization, or none: the page does not exist for this user.
      if (isRefused(error)) throw notFound();
      throw error;
    }
  },
  component: RollingReserveDetailPage,
});

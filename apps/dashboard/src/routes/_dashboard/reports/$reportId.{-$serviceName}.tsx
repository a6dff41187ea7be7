import { msg } from '@lingui/core/macro';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { ReportDetailPage } from '../../../features/reports/ReportDetailPage';
import { reportQueries } from '../../../features/reports/queries';
import { isRefused } from '../../../shared/errors/errorMessages';

// /reports/{id}/{serviceName?} (SPEC §2): the optional service name is accepted and not needed.
export const Route = createFileRoute('/_dashboard/reports/$reportId/{-$serviceName}')({
  staticData: { title: msg`Report` },
  loader: async ({ context, params }) => {
    try {
      await context.queryClient.ensureQueryData(reportQueries.detail(params.reportId));
    } catch (error) {
      // Another organization's report, or none: the page does not exist for this user.
      if (isRefused(error)) throw notFound();
      throw error;
    }
  },
  component: ReportDetailPage,
});

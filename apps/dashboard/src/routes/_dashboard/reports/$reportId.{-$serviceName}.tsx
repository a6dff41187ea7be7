import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ReportDetailPage } from '../../../features/reports/ReportDetailPage';
import { reportQueries } from '../../../features/reports/queries';
import { loadRecord } from '../../../shared/api/loadRecord';

// /reports/{id}/{serviceName?} (SPEC §2): the optional service name is accepted and not needed.
export const Route = createFileRoute('/_dashboard/reports/$reportId/{-$serviceName}')({
  staticData: { title: msg`Report` },
  loader: async ({ context, params }) => {
    await loadRecord(context.queryClient, reportQueries.detail(params.reportId));
  },
  component: ReportDetailPage,
});

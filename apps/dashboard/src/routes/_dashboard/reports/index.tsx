import { msg } from '@lingui/core/macro';
import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { ReportsPage } from '../../../features/reports/ReportsPage';
import { reportQueries } from '../../../features/reports/queries';
import { defaultReportsSearch, reportsSearchSchema } from '../../../features/reports/views';

export const Route = createFileRoute('/_dashboard/reports/')({
  staticData: { title: msg`Reports` },
  validateSearch: reportsSearchSchema,
  // The default tab stays out of the URL: /reports is the reports tab.
  search: { middlewares: [stripSearchParams(defaultReportsSearch)] },
  beforeLoad: ({ context }) => ({ organizationId: context.organization.selected?.id ?? '' }),
  loader: ({ context }) =>
    context.queryClient.ensureInfiniteQueryData(reportQueries.pages(context.organizationId)),
  component: ReportsPage,
});

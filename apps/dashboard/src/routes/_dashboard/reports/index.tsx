import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ReportsPage } from '../../../features/reports/ReportsPage';
import { reportQueries } from '../../../features/reports/queries';
import { reportsSearchSchema } from '../../../features/reports/views';

export const Route = createFileRoute('/_dashboard/reports/')({
  staticData: { title: msg`Reports` },
  validateSearch: reportsSearchSchema,
  beforeLoad: ({ context }) => ({ organizationId: context.organization.selected?.id ?? '' }),
  loader: ({ context }) =>
    context.queryClient.ensureInfiniteQueryData(reportQueries.pages(context.organizationId)),
  component: ReportsPage,
});

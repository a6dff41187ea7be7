import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { CustomerDetailPage } from '../../../features/customers/CustomerDetailPage';
import { readCustomers } from '../../../features/customers/permissions';
import { customerQueries } from '../../../features/customers/queries';
import { loadRecord } from '../../../shared/api/loadRecord';
import { organizationGuard } from '../../../shared/routing/organizationGuard';

export const Route = createFileRoute('/_dashboard/customers/$customerId')({
  staticData: { title: msg`Customer` },
  beforeLoad: organizationGuard({ read: readCustomers }),
  loader: async ({ context, params }) => {
    await loadRecord(context.queryClient, customerQueries.detail(params.customerId));
  },
  component: CustomerDetailPage,
});

import { msg } from '@lingui/core/macro';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { CustomerDetailPage } from '../../../features/customers/CustomerDetailPage';
import { readCustomers } from '../../../features/customers/permissions';
import { customerQueries } from '../../../features/customers/queries';
import { loadRecord } from '../../../shared/api/loadRecord';

export const Route = createFileRoute('/_dashboard/customers/$customerId')({
  staticData: { title: msg`Customer` },
  beforeLoad: ({ context }) => {
    const { selected, permissions } = context.organization;
    if (!selected || !permissions.allows(readCustomers)) throw notFound();
    return { organizationId: selected.id };
  },
  loader: async ({ context, params }) => {
    await loadRecord(context.queryClient, customerQueries.detail(params.customerId));
  },
  component: CustomerDetailPage,
});

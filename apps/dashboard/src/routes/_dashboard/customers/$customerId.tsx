import { msg } from '@lingui/core/macro';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { CustomerDetailPage } from '../../../features/customers/CustomerDetailPage';
import { readCustomers } from '../../../features/customers/permissions';
import { customerQueries } from '../../../features/customers/queries';
import { isRefused } from '../../../shared/errors/errorMessages';

export const Route = createFileRoute('/_dashboard/customers/$customerId')({
  staticData: { title: msg`Customer` },
  beforeLoad: ({ context }) => {
    const { selected, permissions } = context.organization;
    if (!selected || !permissions.allows(readCustomers)) throw notFound();
    return { organizationId: selected.id };
  },
  loader: async ({ context, params }) => {
    try {
      await context.queryClient.ensureQueryData(customerQueries.detail(params.customerId));
    } catch (error) {
      // Another organization's customer, or none: the page does not exist for this user.
      if (isRefused(error)) throw notFound();
      throw error;
    }
  },
  component: CustomerDetailPage,
});

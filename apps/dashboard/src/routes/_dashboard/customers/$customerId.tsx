import { msg } from '@lingui/core/macro';
import { isApiError } from '@paydesk/api-client';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { CustomerDetailPage } from '../../../features/customers/CustomerDetailPage';
import { readCustomers } from '../../../features/customers/permissions';
import { customerQueries } from '../../../features/customers/queries';

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
      if (isApiError(error) && (error.status === 404 || error.status === 403)) throw notFound();
      throw error;
    }
  },
  component: CustomerDetailPage,
});

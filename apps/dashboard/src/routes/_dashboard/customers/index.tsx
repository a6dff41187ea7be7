import { msg } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { CustomersPage } from '../../../features/customers/CustomersPage';
import { readCustomers } from '../../../features/customers/permissions';
import { customerSearchSchema } from '../../../features/customers/search';
import { organizationGuard } from '../../../shared/routing/organizationGuard';

export const Route = createFileRoute('/_dashboard/customers/')({
  staticData: { title: msg`Customers` },
  validateSearch: customerSearchSchema,
  beforeLoad: organizationGuard({ read: readCustomers }),
  component: CustomersPage,
});

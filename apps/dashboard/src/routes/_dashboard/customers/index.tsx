import { msg } from '@lingui/core/macro';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { CustomersPage } from '../../../features/customers/CustomersPage';
import { readCustomers } from '../../../features/customers/permissions';
import { customerSearchSchema } from '../../../features/customers/search';

export const Route = createFileRoute('/_dashboard/customers/')({
  staticData: { title: msg`Customers` },
  validateSearch: customerSearchSchema,
  beforeLoad: ({ context }) => {
    const { selected, permissions } = context.organization;
    if (!selected || !permissions.allows(readCustomers)) throw notFound();
    return { organizationId: selected.id };
  },
  component: CustomersPage,
});

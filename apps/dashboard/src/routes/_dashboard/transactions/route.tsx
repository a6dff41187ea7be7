import { createFileRoute, notFound, Outlet } from '@tanstack/react-router';
import { requirePermission } from '../../../features/organization/requirePermission';

// Transactions need transactions.read (with its version suffix) on the selected organization; without it the
// screens do not exist for the user (SPEC §6 "Permissions gating routes").
export const Route = createFileRoute('/_dashboard/transactions')({
  beforeLoad: ({ context }) => {
    if (!context.organization.selected) throw notFound();
    requirePermission(context.organization, {
      type: 'single',
      permission: 'transactions.read.1',
    });
  },
  component: Outlet,
});

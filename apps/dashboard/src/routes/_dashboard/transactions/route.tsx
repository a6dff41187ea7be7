import { createFileRoute, Outlet } from '@tanstack/react-router';
import { organizationGuard } from '../../../shared/routing/organizationGuard';

// Transactions need transactions.read (with its version suffix) on the selected organization; without it the
// screens do not exist for the user (SPEC §6 "Permissions gating routes").
export const Route = createFileRoute('/_dashboard/transactions')({
  beforeLoad: organizationGuard({ read: { type: 'single', permission: 'transactions.read.1' } }),
  component: Outlet,
});

import { createFileRoute, notFound, Outlet } from '@tanstack/react-router';
import { readAccounts } from '../../../features/accounts/permissions';

// Accounts › Balances: without accounts.read on the selected organization the screens do not exist for the user
// (SPEC §6 "Permissions gating routes").
export const Route = createFileRoute('/_dashboard/accounts')({
  beforeLoad: ({ context }) => {
    const { selected, permissions } = context.organization;
    if (!selected || !permissions.allows(readAccounts)) throw notFound();
    return { organizationId: selected.id };
  },
  component: Outlet,
});

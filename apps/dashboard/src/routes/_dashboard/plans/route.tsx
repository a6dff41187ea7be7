import { createFileRoute, notFound, Outlet } from '@tanstack/react-router';
import { requirePermission } from '../../../features/organization/requirePermission';
import { readPlans } from '../../../features/subscriptions/permissions';

// Plans need plans.read on the selected organization (the emulator checks the same).
export const Route = createFileRoute('/_dashboard/plans')({
  beforeLoad: ({ context }) => {
    if (!context.organization.selected) throw notFound();
    requirePermission(context.organization, readPlans);
  },
  component: Outlet,
});

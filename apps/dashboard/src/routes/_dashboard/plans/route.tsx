import { createFileRoute, Outlet } from '@tanstack/react-router';
import { organizationGuard } from '../../../shared/routing/organizationGuard';
import { readPlans } from '../../../features/subscriptions/permissions';

// Plans need plans.read on the selected organization (the emulator checks the same).
export const Route = createFileRoute('/_dashboard/plans')({
  beforeLoad: organizationGuard({ read: readPlans }),
  component: Outlet,
});

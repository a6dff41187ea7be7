import { createFileRoute, Outlet } from '@tanstack/react-router';
import { organizationGuard } from '../../../shared/routing/organizationGuard';
import { readSubscriptions } from '../../../features/subscriptions/permissions';

// Subscriptions need subscriptions.read on the selected organization (the emulator checks the same).
export const Route = createFileRoute('/_dashboard/subscriptions')({
  beforeLoad: organizationGuard({ read: readSubscriptions }),
  component: Outlet,
});

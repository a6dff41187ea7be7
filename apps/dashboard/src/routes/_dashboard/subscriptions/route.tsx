import { createFileRoute, notFound, Outlet } from '@tanstack/react-router';
import { requirePermission } from '../../../features/organization/requirePermission';
import { readSubscriptions } from '../../../features/subscriptions/permissions';

// Subscriptions need subscriptions.read on the selected organization (the emulator checks the same).
export const Route = createFileRoute('/_dashboard/subscriptions')({
  beforeLoad: ({ context }) => {
    if (!context.organization.selected) throw notFound();
    requirePermission(context.organization, readSubscriptions);
  },
  component: Outlet,
});

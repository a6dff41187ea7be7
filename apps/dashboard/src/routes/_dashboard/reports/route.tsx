import { createFileRoute, notFound, Outlet } from '@tanstack/react-router';
import { requirePermission } from '../../../features/organization/requirePermission';
import { readReports } from '../../../features/reports/permissions';

// Reports need either reports read permission on the selected organization (SPEC §6 "either suffices").
export const Route = createFileRoute('/_dashboard/reports')({
  beforeLoad: ({ context }) => {
    if (!context.organization.selected) throw notFound();
    requirePermission(context.organization, readReports);
  },
  component: Outlet,
});

import { createFileRoute, Outlet } from '@tanstack/react-router';
import { organizationGuard } from '../../../shared/routing/organizationGuard';
import { readReports } from '../../../features/reports/permissions';

// Reports need either reports read permission on the selected organization (SPEC §6 "either suffices").
export const Route = createFileRoute('/_dashboard/reports')({
  beforeLoad: organizationGuard({ read: readReports }),
  component: Outlet,
});

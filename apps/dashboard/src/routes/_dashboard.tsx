import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { SessionWatch } from '../features/session/SessionWatch';
import { DashboardShell } from '../features/shell/DashboardShell';
import { ShellLoading } from '../features/shell/ShellLoading';
import { loadOrganizationScope } from '../organization/scope';
import { loadSession } from '../session/session';

export const Route = createFileRoute('/_dashboard')({
  // The guard runs before anything renders (SPEC §4 "Route access"): no session → login with the wanted
  // path; otherwise the session (subscription, self-user, permissions) is ready for every child route,
  // and so is the selected organization with the permissions on it (`context.organization`).
  beforeLoad: async ({ location, context }) => {
    const session = await loadSession();
    if (!session) throw redirect({ to: '/login', search: { redirect: location.href } });
    const organization = await loadOrganizationScope(context.queryClient, session);
    return { session, organization };
  },
  pendingComponent: ShellLoading,
  component: DashboardLayout,
});

function DashboardLayout() {
  const { session } = Route.useRouteContext();
  return (
    <>
      <DashboardShell>
        <Outlet />
      </DashboardShell>
      <SessionWatch channel={session.channel} />
    </>
  );
}

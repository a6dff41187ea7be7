import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { DashboardShell } from '../features/shell/DashboardShell';
import { loadSession } from '../session/session';

export const Route = createFileRoute('/_dashboard')({
  // The guard runs before anything renders (SPEC §4 "Route access"): no session → login with the wanted
  // path; otherwise the session (subscription, self-user, permissions) is ready for every child route.
  beforeLoad: async ({ location }) => {
    const session = await loadSession();
    if (!session) throw redirect({ to: '/login', search: { redirect: location.href } });
    return { session };
  },
  component: DashboardLayout,
});

function DashboardLayout() {
  const { session } = Route.useRouteContext();
  return (
    <DashboardShell session={session}>
      <Outlet />
    </DashboardShell>
  );
}

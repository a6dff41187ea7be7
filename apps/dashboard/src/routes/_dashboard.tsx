import { QueryClientProvider } from '@tanstack/react-query';
import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { SessionWatch } from '../features/session/SessionWatch';
import { DashboardShell } from '../features/shell/DashboardShell';
import { ShellLoading } from '../features/shell/ShellLoading';

export const Route = createFileRoute('/_dashboard')({
  // The guard runs before anything renders (SPEC §4 "Route access"): no session → login with the wanted
  // path; otherwise the session (subscription, self-user, permissions) is ready for every child route,
  // and so is the selected organization with the permissions on it (`context.organization`).
  // Session, scope and the query cache come in chunks of their own (with the API client): the login page does
  // not need them. The query client joins the context of every signed-in route (`context.queryClient`).
  beforeLoad: async ({ location }) => {
    const [{ loadSession }, { loadOrganizationScope }, { queryClient }] = await Promise.all([
      import('../session/session'),
      import('../organization/scope'),
      import('../api/queryClient'),
    ]);
    const session = await loadSession();
    if (!session) throw redirect({ to: '/login', search: { redirect: location.href } });
    const organization = await loadOrganizationScope(queryClient, session);
    return { session, organization, queryClient };
  },
  pendingComponent: ShellLoading,
  component: DashboardLayout,
});

function DashboardLayout() {
  const { session, queryClient } = Route.useRouteContext();
  return (
    <QueryClientProvider client={queryClient}>
      <DashboardShell>
        <Outlet />
      </DashboardShell>
      <SessionWatch channel={session.channel} />
    </QueryClientProvider>
  );
}

import { QueryClientProvider } from '@tanstack/react-query';
import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { SavedViewsControl } from '../features/savedViews';
import { SessionWatch } from '../features/session/SessionWatch';
import { DashboardShell } from '../features/shell/DashboardShell';
import { ShellLoading } from '../features/shell/ShellLoading';
import { ListViewsProvider } from '../shared/lists/ListViews';
import { loadDashboardContext } from './-dashboardContext';

export const Route = createFileRoute('/_dashboard')({
  // The guard runs before anything renders (SPEC §4 "Route access"): no session → login with the wanted
  // path; otherwise the session (subscription, self-user, permissions) is ready for every child route,
  // and so is the selected organization with the permissions on it (`context.organization`).
  // The query client joins the context of every signed-in route (`context.queryClient`).
  beforeLoad: async ({ location }) => {
    const context = await loadDashboardContext();
    if (!context) throw redirect({ to: '/login', search: { redirect: location.href } });
    return context;
  },
  pendingComponent: ShellLoading,
  component: DashboardLayout,
});

function DashboardLayout() {
  // Selected one by one: the guard builds a new context object on every navigation.
  const channel = Route.useRouteContext({ select: (context) => context.session.channel });
  const queryClient = Route.useRouteContext({ select: (context) => context.queryClient });
  return (
    <QueryClientProvider client={queryClient}>
      {/* Every list screen shows its saved views (shared/lists cannot import the area itself). */}
      <ListViewsProvider value={SavedViewsControl}>
        <DashboardShell>
          <Outlet />
        </DashboardShell>
      </ListViewsProvider>
      <SessionWatch channel={channel} />
    </QueryClientProvider>
  );
}

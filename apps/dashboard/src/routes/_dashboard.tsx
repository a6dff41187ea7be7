import { QueryClientProvider } from '@tanstack/react-query';
import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { SessionWatch } from '../features/session/SessionWatch';
import { DashboardShell } from '../features/shell/DashboardShell';
import { ShellLoading } from '../features/shell/ShellLoading';

let importing: ReturnType<typeof importGuardModules> | undefined;
const importGuardModules = () =>
  Promise.all([
    import('../shared/session/session'),
    import('../features/organization/scope'),
    import('../shared/api/queryClient'),
  ]);

/**
 * The guard's modules, imported once and then reused. The guard runs on every navigation, and even an import() of
 * a module that is loaded already resolves a task later in Chromium, after the browser renders a frame: every page
 * would start rendering a frame late. A failed import is tried again next time.
 */
function guardModules() {
  importing ??= importGuardModules().catch((error: unknown) => {
    importing = undefined;
    throw error;
  });
  return importing;
}

export const Route = createFileRoute('/_dashboard')({
  // The guard runs before anything renders (SPEC §4 "Route access"): no session → login with the wanted
  // path; otherwise the session (subscription, self-user, permissions) is ready for every child route,
  // and so is the selected organization with the permissions on it (`context.organization`).
  // Session, scope and the query cache come in chunks of their own (with the API client): the login page does
  // not need them. The query client joins the context of every signed-in route (`context.queryClient`).
  beforeLoad: async ({ location }) => {
    const [{ loadSession }, { loadOrganizationScope }, { queryClient }] = await guardModules();
    const session = await loadSession();
    if (!session) throw redirect({ to: '/login', search: { redirect: location.href } });
    const organization = await loadOrganizationScope(queryClient, session);
    return { session, organization, queryClient };
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
      <DashboardShell>
        <Outlet />
      </DashboardShell>
      <SessionWatch channel={channel} />
    </QueryClientProvider>
  );
}

import { readChannelCookie } from '../shared/session/cookies';

let importing: ReturnType<typeof importModules> | undefined;
const importModules = () => import('./-guardModules');

/**
 * The guard's modules, imported once and then reused. The guard runs on every navigation, and even an import() of
 * a module that is loaded already resolves a task later in Chromium, after the browser renders a frame: every page
 * would start rendering a frame late. A failed import is tried again next time.
 */
function guardModules() {
  importing ??= importModules().catch((error: unknown) => {
    importing = undefined;
    throw error;
  });
  return importing;
}

/**
 * What every signed-in route knows (the `_dashboard` guard's context): the session (push subscription, self-user,
 * permissions), the selected organization with the permissions on it, and the query cache; null without a session.
 * Session, scope and the query cache come in chunks of their own (with the API client): the login page does not
 * need them. Each step is cached (per channel, in the query cache), so calling it again joins the running load.
 */
export async function loadDashboardContext() {
  const { loadSession, loadOrganizationScope, prefetchOrganizationScope, queryClient } =
    await guardModules();
  const loadingSession = loadSession();
  if (readChannelCookie()) prefetchOrganizationScope(queryClient);
  const session = await loadingSession;
  if (!session) return null;
  const organization = await loadOrganizationScope(queryClient, session);
  return { session, organization, queryClient };
}

/**
 * A returning user opening a page outside the public tree (a signed-in page, or one the whole tree does not know):
 * the session and organization requests start now, before the route tree is evaluated and alongside the page's
 * code, instead of after them (the guard then finds them answered or on their way). Nothing is shown from them
 * before the guard has run: permissions are always the fresh answer of this load.
 */
export function startDashboardContext(): void {
  if (!readChannelCookie()) return;
  loadDashboardContext().catch(() => undefined);
}

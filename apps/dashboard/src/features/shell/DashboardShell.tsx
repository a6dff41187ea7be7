import { useLingui } from '@lingui/react/macro';
import {
  AppShell,
  IconLogout,
  Sidebar,
  SidebarGroup,
  SidebarItem,
  SidebarSection,
} from '@paydesk/ui';
import { getRouteApi, useLocation, useNavigate } from '@tanstack/react-router';
import { memo, useCallback, useMemo, useState, type ReactNode } from 'react';
import { usePreferences } from '../../shared/preferences/usePreferences';
import { ProjectModeContext } from '../projects';
import {
  CreateOrganizationModal,
  useSelectedOrganization,
  type OrganizationScope,
} from '../organization';
import { useLegacyPayoutRequests } from '../payoutRequests';
import { GlobalSearch, type SearchPage } from '../search';
import { ReleaseNotesModal } from '../releaseNotes';
import { ConnectionIndicator } from './ConnectionIndicator';
import { navIcons } from './icons';
import { isGroup, visibleNavigation, type NavEntry, type NavItem } from './navigation';
import { OrganizationMenu } from './OrganizationMenu';
import { PageTrail } from './PageTrail';
import { AccountNotConfigured, NoAccessYet } from './ShellStates';
import { useMailboxBadge } from './useMailboxBadge';
import { useDisputeReminders } from '../disputes';
import { usePagePreloader } from './usePagePreloader';
import { usePrefetchPageCode } from './usePrefetchPageCode';
import { useAfterFirstPaint } from '../../shared/render/useAfterFirstPaint';
import { useSidebarExpanded } from './useSidebarExpanded';
import { UserMenu } from './UserMenu';

const dashboard = getRouteApi('/_dashboard');

const isCurrent = (item: NavItem, pathname: string) =>
  item.href === '/'
    ? pathname === '/'
    : pathname === item.href || pathname.startsWith(`${item.href}/`);

const navItems = (entries: readonly NavEntry[]) =>
  entries.flatMap((entry) => (isGroup(entry) ? entry.items : [entry]));

/** The sidebar's visible pages, for search ("go to settings"): each with its group's name. */
const searchPages = (entries: readonly NavEntry[]): SearchPage[] =>
  entries.flatMap((entry) =>
    isGroup(entry)
      ? entry.items.map((item) => ({ ...item, group: entry.label }))
      : [{ id: entry.id, label: entry.label, href: entry.href }],
  );

/** Settings stay reachable whatever the organization state (SPEC §2 "Settings (always)"). */
const worksWithoutOrganization = (pathname: string) =>
  pathname === '/settings' || pathname.startsWith('/settings/');

// The header's parts read the location and the preferences themselves (each memoized), so the shell does not.
const pageTrail = <PageTrail />;
const headerActions = (
  <>
    <ProjectModeContext />
    <UserMenu />
  </>
);

/**
 * The signed-in layout: the organization switcher and the permission-gated sidebar around the page, and a header
 * with where the user is, search (Cmd+K), the project's mode and the user menu. It reads no
 * location: a navigation re-renders only the page, the sidebar items whose current state changed, the header's
 * trail and mode, and the gate.
 */
export function DashboardShell({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const { layout } = usePreferences();
  const session = dashboard.useRouteContext({ select: (context) => context.session });
  const organization = dashboard.useRouteContext({ select: (context) => context.organization });
  const { setOrganization } = useSelectedOrganization();
  const mailboxCount = useMailboxBadge();
  useDisputeReminders();
  const hasLegacyPayoutRequests = useLegacyPayoutRequests();
  const entries = useMemo(
    () => visibleNavigation(organization.permissions, { hasLegacyPayoutRequests }),
    [organization.permissions, hasLegacyPayoutRequests],
  );
  usePrefetchPageCode(navItems(entries).map((item) => item.href));
  const pages = useMemo(() => searchPages(entries), [entries]);
  const [isCreating, setCreating] = useState(false);
  const canCreate = session.permissions.has('organizations.write');
  const startCreating = useCallback(() => setCreating(true), []);
  const openCreate = canCreate ? startCreating : undefined;
  const logOut = useCallback(() => void navigate({ to: '/logout' }), [navigate]);

  return (
    <AppShell
      sidebar={
        <ShellSidebar
          entries={entries}
          mailboxCount={mailboxCount}
          canListOrganizations={organization.canListOrganizations}
          onCreate={openCreate}
          onLogOut={logOut}
        />
      }
      title={pageTrail}
      search={<GlobalSearch organizationId={organization.selected?.id} pages={pages} />}
      indicators={<ConnectionIndicator />}
      actions={headerActions}
      width={layout}
    >
      <PageOrOrganizationState organization={organization} onCreate={openCreate}>
        {children}
      </PageOrOrganizationState>
      {isCreating && (
        <CreateOrganizationModal
          onOpenChange={setCreating}
          merchantId={organization.organizations[0]?.merchantId ?? null}
          onCreated={setOrganization}
        />
      )}
      <ReleaseNotesModal />
    </AppShell>
  );
}

const logOutIcon = <IconLogout />;

interface ShellSidebarProps {
  entries: readonly NavEntry[];
  mailboxCount: number | undefined;
  canListOrganizations: boolean;
  onCreate: (() => void) | undefined;
  onLogOut: () => void;
}

/** The sidebar; it follows the location only to know which item is current. */
const ShellSidebar = memo(function ShellSidebar({
  entries,
  mailboxCount,
  canListOrganizations,
  onCreate,
  onLogOut,
}: ShellSidebarProps) {
  const { t, i18n } = useLingui();
  const preloaderOf = usePagePreloader();
  const [expanded, setExpanded] = useSidebarExpanded();
  // The page first, the entries after its first paint. On a page opened cold they are about half of the first
  // commit (371 of 879 React nodes on /transactions). Shown from an effect's update instead, they were rendered in
  // the page's own commit task: the commit's own updates (react-aria's Select, the portals) render at once, and
  // React renders every pending update with them. Not a transition either: that gives way to each of the page's
  // answers and kept the sidebar empty for ~250 ms at 4× CPU. Mounted once with the shell, so navigations show
  // their entries at once.
  const entriesShown = useAfterFirstPaint();
  const currentHref = useLocation({
    select: (location) =>
      navItems(entries).find((item) => isCurrent(item, location.pathname))?.href,
  });

  const item = (entry: NavItem, icon?: ReactNode) => (
    <SidebarItem
      key={entry.id}
      href={entry.href}
      icon={icon}
      isCurrent={entry.href === currentHref}
      badge={entry.id === 'mailbox' ? mailboxCount : undefined}
      onPreload={preloaderOf(entry.href)}
    >
      {i18n._(entry.label)}
    </SidebarItem>
  );

  return (
    <Sidebar
      aria-label={t`Main navigation`}
      defaultExpanded={expanded}
      onExpandedChange={setExpanded}
      header={canListOrganizations && <OrganizationMenu onCreate={onCreate} />}
    >
      {entriesShown && (
        <SidebarSection>
          {entries.map((entry) =>
            isGroup(entry) ? (
              <SidebarGroup key={entry.id} label={i18n._(entry.label)} icon={navIcons[entry.id]}>
                {entry.items.map((child) => item(child))}
              </SidebarGroup>
            ) : (
              item(entry, navIcons[entry.id])
            ),
          )}
          <SidebarItem icon={logOutIcon} onPress={onLogOut}>
            {t`Log out`}
          </SidebarItem>
        </SidebarSection>
      )}
    </Sidebar>
  );
});

/** The page, or the organization state standing in for it; Settings work without an organization. */
function PageOrOrganizationState({
  organization,
  onCreate,
  children,
}: {
  organization: OrganizationScope;
  onCreate: (() => void) | undefined;
  children: ReactNode;
}) {
  const needsOrganization = useLocation({
    select: (location) => !worksWithoutOrganization(location.pathname),
  });
  if (needsOrganization && !organization.canListOrganizations) return <NoAccessYet />;
  if (needsOrganization && !organization.selected)
    return <AccountNotConfigured onCreate={onCreate} />;
  return children;
}

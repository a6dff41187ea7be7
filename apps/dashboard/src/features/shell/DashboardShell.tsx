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
import { useState, type ReactNode } from 'react';
import { CreateOrganizationModal } from '../../organization/CreateOrganizationModal';
import { useSelectedOrganization } from '../../organization/useSelectedOrganization';
import { usePreferences } from '../../preferences/usePreferences';
import { ReleaseNotesModal } from '../releaseNotes/ReleaseNotesModal';
import { ConnectionIndicator } from './ConnectionIndicator';
import { navIcons } from './icons';
import { isGroup, visibleNavigation, type NavItem } from './navigation';
import { OrganizationMenu } from './OrganizationMenu';
import { AccountNotConfigured, NoAccessYet } from './ShellStates';
import { useLegacyPayoutRequests } from './useLegacyPayoutRequests';
import { useMailboxBadge } from './useMailboxBadge';
import { usePagePreloader } from './usePagePreloader';
import { usePrefetchPageCode } from './usePrefetchPageCode';
import { useSidebarExpanded } from './useSidebarExpanded';

const dashboard = getRouteApi('/_dashboard');

const isCurrent = (item: NavItem, pathname: string) =>
  item.href === '/'
    ? pathname === '/'
    : pathname === item.href || pathname.startsWith(`${item.href}/`);

/** Settings stay reachable whatever the organization state (SPEC §2 "Settings (always)"). */
const worksWithoutOrganization = (pathname: string) =>
  pathname === '/settings' || pathname.startsWith('/settings/');

/** The signed-in layout: the organization switcher and the permission-gated sidebar around the page. */
export function DashboardShell({ children }: { children: ReactNode }) {
  const { t, i18n } = useLingui();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const preloaderOf = usePagePreloader();
  const [expanded, setExpanded] = useSidebarExpanded();
  const { layout } = usePreferences();
  const { session, organization } = dashboard.useRouteContext();
  const { permissions, setOrganization } = useSelectedOrganization();
  const mailboxCount = useMailboxBadge();
  const hasLegacyPayoutRequests = useLegacyPayoutRequests();
  const entries = visibleNavigation(permissions, { hasLegacyPayoutRequests });
  usePrefetchPageCode(
    entries.flatMap((entry) => (isGroup(entry) ? entry.items : [entry])).map((item) => item.href),
  );
  const [isCreating, setCreating] = useState(false);
  const openCreate = session.permissions.has('organizations.write')
    ? () => setCreating(true)
    : undefined;

  const item = (entry: NavItem, icon?: ReactNode) => (
    <SidebarItem
      key={entry.id}
      href={entry.href}
      icon={icon}
      isCurrent={isCurrent(entry, pathname)}
      badge={entry.id === 'mailbox' ? mailboxCount : undefined}
      onPreload={preloaderOf(entry.href)}
    >
      {i18n._(entry.label)}
    </SidebarItem>
  );

  const sidebar = (
    <Sidebar
      aria-label={t`Main navigation`}
      defaultExpanded={expanded}
      onExpandedChange={setExpanded}
      header={organization.canListOrganizations && <OrganizationMenu onCreate={openCreate} />}
    >
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
        <SidebarItem icon={<IconLogout />} onPress={() => void navigate({ to: '/logout' })}>
          {t`Log out`}
        </SidebarItem>
      </SidebarSection>
    </Sidebar>
  );

  let content = children;
  if (!worksWithoutOrganization(pathname)) {
    if (!organization.canListOrganizations) content = <NoAccessYet />;
    else if (!organization.selected) content = <AccountNotConfigured onCreate={openCreate} />;
  }

  return (
    <AppShell sidebar={sidebar} indicators={<ConnectionIndicator />} width={layout}>
      {content}
      <CreateOrganizationModal
        isOpen={isCreating}
        onOpenChange={setCreating}
        merchantId={organization.organizations[0]?.merchantId ?? null}
        onCreated={setOrganization}
      />
      <ReleaseNotesModal />
    </AppShell>
  );
}

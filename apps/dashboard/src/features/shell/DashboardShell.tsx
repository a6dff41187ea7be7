import { useLingui } from '@lingui/react/macro';
import {
  AppShell,
  IconLogout,
  Sidebar,
  SidebarGroup,
  SidebarItem,
  SidebarSection,
} from '@paydesk/ui';
import { useLocation, useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { Session } from '../../session/session';
import { ConnectionIndicator } from './ConnectionIndicator';
import { navIcons } from './icons';
import { isGroup, visibleNavigation, type NavItem } from './navigation';
import { useSidebarExpanded } from './useSidebarExpanded';

const isCurrent = (item: NavItem, pathname: string) =>
  item.href === '/'
    ? pathname === '/'
    : pathname === item.href || pathname.startsWith(`${item.href}/`);

/** The signed-in layout: the permission-gated sidebar around the page. */
export function DashboardShell({ session, children }: { session: Session; children: ReactNode }) {
  const { t, i18n } = useLingui();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const [expanded, setExpanded] = useSidebarExpanded();
  const entries = visibleNavigation(session.permissions, { hasLegacyPayoutRequests: false });

  const item = (entry: NavItem, icon?: ReactNode) => (
    <SidebarItem
      key={entry.id}
      href={entry.href}
      icon={icon}
      isCurrent={isCurrent(entry, pathname)}
    >
      {i18n._(entry.label)}
    </SidebarItem>
  );

  const sidebar = (
    <Sidebar
      aria-label={t`Main navigation`}
      defaultExpanded={expanded}
      onExpandedChange={setExpanded}
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

  return (
    <AppShell sidebar={sidebar} indicators={<ConnectionIndicator />}>
      {children}
    </AppShell>
  );
}

import {
  ArrowLeftRight,
  Code,
  FileBarChart,
  FolderKanban,
  Inbox,
  LayoutDashboard,
  Link2,
  LogOut,
  Scale,
  Settings,
  ShieldAlert,
  Users,
  Wallet,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { SidebarGroup } from './SidebarGroup';
import { SidebarItem } from './SidebarItem';
import { SidebarSection } from './SidebarSection';

export interface PaydeskNavigationProps {
  /** The path of the page being shown. */
  current?: string;
  mailboxCount?: number;
  onLogout?: () => void;
}

/** The SPEC §2 sidebar entries, for stories and tests. */
export function PaydeskNavigation({
  current = '/transactions',
  mailboxCount = 3,
  onLogout,
}: PaydeskNavigationProps) {
  const item = (href: string, label: string, icon?: ReactNode) => (
    <SidebarItem href={href} icon={icon} isCurrent={current === href}>
      {label}
    </SidebarItem>
  );
  return (
    <>
      <SidebarSection>
        {item('/', 'Dashboard', <LayoutDashboard />)}
        {item('/projects', 'Projects', <FolderKanban />)}
        {item('/transactions', 'Transactions', <ArrowLeftRight />)}
        {item('/reports', 'Reports', <FileBarChart />)}
      </SidebarSection>
      <SidebarSection title="Money">
        <SidebarGroup label="Billing" icon={<Wallet />}>
          {item('/balances', 'Balances')}
          {item('/rollings', 'Rollings')}
          {item('/payouts', 'Processing payouts')}
          {item('/payout-requests', 'Payout requests')}
        </SidebarGroup>
        <SidebarGroup label="Accounts" icon={<Scale />}>
          {item('/accounts', 'Balances')}
          {item('/requisites', 'Payout methods')}
          {item('/settlement', 'Settlement payouts')}
        </SidebarGroup>
        <SidebarGroup label="Disputes" icon={<ShieldAlert />}>
          {item('/disputes', 'Disputes')}
          {item('/aggregated-disputes', 'Aggregated disputes')}
        </SidebarGroup>
        {item('/payment-links', 'Payment links', <Link2 />)}
      </SidebarSection>
      <SidebarSection title="Workspace">
        {item('/team', 'Team', <Users />)}
        <SidebarGroup label="Developers" icon={<Code />}>
          {item('/api-keys', 'API keys')}
          {item('/webhook-endpoints', 'Webhook endpoints')}
        </SidebarGroup>
        <SidebarItem
          href="/mailbox"
          icon={<Inbox />}
          badge={mailboxCount}
          isCurrent={current === '/mailbox'}
        >
          Mailbox
        </SidebarItem>
        {item('/settings', 'Settings', <Settings />)}
        <SidebarItem icon={<LogOut />} onPress={onLogout}>
          Log out
        </SidebarItem>
      </SidebarSection>
    </>
  );
}

import {
  IconAccounts,
  IconBilling,
  IconBlocked,
  IconCalendar,
  IconCard,
  IconClock,
  IconDashboard,
  IconDevelopers,
  IconDisputes,
  IconLanguage,
  IconMailbox,
  IconPaymentLinks,
  IconProjects,
  IconRefresh,
  IconReports,
  IconSettings,
  IconTeam,
  IconTransactions,
} from '@paydesk/ui';
import type { ReactNode } from 'react';

/** The icon of each top-level sidebar entry. */
export const navIcons: Record<string, ReactNode> = {
  dashboard: <IconDashboard />,
  projects: <IconProjects />,
  transactions: <IconTransactions />,
  transfers: <IconCard />,
  reports: <IconReports />,
  billing: <IconBilling />,
  accounts: <IconAccounts />,
  disputes: <IconDisputes />,
  'payment-links': <IconPaymentLinks />,
  // Plans are billing calendars; subscriptions recur.
  plans: <IconCalendar />,
  subscriptions: <IconRefresh />,
  team: <IconTeam />,
  // The audit trail is a timeline of who did what.
  audit: <IconClock />,
  developers: <IconDevelopers />,
  antifraud: <IconBlocked />,
  translations: <IconLanguage />,
  mailbox: <IconMailbox />,
  settings: <IconSettings />,
};

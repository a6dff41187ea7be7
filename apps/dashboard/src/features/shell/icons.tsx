import {
  IconAccounts,
  IconBilling,
  IconCard,
  IconDashboard,
  IconDevelopers,
  IconDisputes,
  IconMailbox,
  IconPaymentLinks,
  IconProjects,
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
  team: <IconTeam />,
  developers: <IconDevelopers />,
  mailbox: <IconMailbox />,
  settings: <IconSettings />,
};

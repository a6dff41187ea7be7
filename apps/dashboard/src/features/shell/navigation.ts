import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { PermissionMeta, PermissionName, Permissions } from '@paydesk/permissions';
import { LEGACY_PAYOUT_REQUESTS_ANCHOR } from '../payoutRequests';

const any = (...permissions: PermissionName[]): PermissionMeta => ({ type: 'any', permissions });
const all = (...permissions: PermissionName[]): PermissionMeta => ({ type: 'all', permissions });

export interface NavItem {
  id: string;
  label: MessageDescriptor;
  href: string;
  /** Shown only when this passes; no meta means always (SPEC §2). */
  permission?: PermissionMeta;
}

export interface NavGroup {
  id: string;
  label: MessageDescriptor;
  items: NavItem[];
}

export type NavEntry = NavItem | NavGroup;

export const isGroup = (entry: NavEntry): entry is NavGroup => 'items' in entry;

/** The sidebar of SPEC §2, in order, each entry with the permission of SPEC §6 that shows it. */
export const navigation: NavEntry[] = [
  { id: 'dashboard', label: msg`Dashboard`, href: '/', permission: any('transaction-statistics') },
  { id: 'projects', label: msg`Projects`, href: '/projects' },
  {
    id: 'transactions',
    label: msg`Transactions`,
    href: '/transactions',
    permission: any('transactions.read.1'),
  },
  // Transfers to cards are transactions: whoever reads transactions sees them; sending one needs transfer.write.
  {
    id: 'transfers',
    label: msg`Transfers`,
    href: '/transfers',
    permission: any('transactions.read.1'),
  },
  {
    id: 'reports',
    label: msg`Reports`,
    href: '/reports',
    permission: any('reports.processing-transactions.read', 'reports.settled-transactions.read'),
  },
  {
    id: 'billing',
    label: msg`Billing`,
    items: [
      {
        id: 'billing-balances',
        label: msg`Balances`,
        href: '/balances',
        permission: any('balances-total.read'),
      },
      {
        id: 'rollings',
        label: msg`Rollings`,
        href: '/rollings',
        permission: any('rolling-reserve-payouts.requests.read'),
      },
      {
        id: 'payouts',
        label: msg`Processing payouts`,
        href: '/payouts',
        permission: any('payouts.requests.read'),
      },
      {
        id: 'payout-requests',
        label: msg`Payout requests`,
        href: '/payout-requests',
        permission: any('wallet-payout-requests.read'),
      },
      {
        // The old requests are listed on the payout requests page, below the new ones.
        id: 'legacy-payout-requests',
        label: msg`Earlier payout requests`,
        href: `/payout-requests#${LEGACY_PAYOUT_REQUESTS_ANCHOR}`,
        permission: all('wallet-payout-requests.read', 'payouts.requests.read'),
      },
    ],
  },
  {
    id: 'accounts',
    label: msg`Accounts`,
    items: [
      {
        id: 'accounts-balances',
        label: msg`Balances`,
        href: '/accounts',
        permission: any('accounts.read'),
      },
      {
        id: 'requisites',
        label: msg`Payout methods`,
        href: '/requisites',
        permission: any('settlement-payment-attributes.read'),
      },
      {
        id: 'settlement',
        label: msg`Settlement payouts`,
        href: '/settlement',
        permission: any('accounts.settlement.read'),
      },
    ],
  },
  {
    id: 'disputes',
    label: msg`Disputes`,
    items: [
      {
        id: 'disputes-list',
        label: msg`Disputes`,
        href: '/disputes',
        permission: any('disputes.read', 'read-only'),
      },
      {
        id: 'aggregated-disputes',
        label: msg`Aggregated`,
        href: '/aggregated-disputes',
        permission: any('disputes.read', 'read-only'),
      },
    ],
  },
  {
    id: 'payment-links',
    label: msg`Payment links`,
    href: '/payment-links',
    permission: all('payments', 'charge.write', 'projects.read', 'transactions.read.1'),
  },
  { id: 'plans', label: msg`Plans`, href: '/plans', permission: any('plans.read') },
  {
    id: 'subscriptions',
    label: msg`Subscriptions`,
    href: '/subscriptions',
    permission: any('subscriptions.read'),
  },
  { id: 'team', label: msg`Team`, href: '/team', permission: any('users.read') },
  // Admins find who did what beside the team (audit.read is in the admin preset only).
  { id: 'audit', label: msg`Audit trail`, href: '/audit', permission: any('audit.read') },
  {
    id: 'developers',
    label: msg`Developers`,
    items: [
      { id: 'api-keys', label: msg`API keys`, href: '/api-keys', permission: any('api-keys.read') },
      {
        id: 'webhook-endpoints',
        label: msg`Webhook endpoints`,
        href: '/webhook-endpoints',
        permission: any('webhook-endpoints.read'),
      },
      {
        id: 'allowed-ip-lists',
        label: msg`Allowed IP lists`,
        href: '/allowed-ip-lists',
        permission: any('allowed-ips.read'),
      },
    ],
  },
  {
    id: 'antifraud',
    label: msg`Antifraud`,
    // Rules and lists both live under /antifraud: the entry stays current on either.
    href: '/antifraud',
    permission: any('antifraud.read'),
  },
  {
    id: 'translations',
    label: msg`Translations`,
    href: '/translations',
    permission: any('translations.read'),
  },
  { id: 'mailbox', label: msg`Mailbox`, href: '/mailbox', permission: any('topics.read') },
  { id: 'settings', label: msg`Settings`, href: '/settings' },
];

export interface NavOptions {
  /** The legacy payout requests entry appears only when the organization has old payout requests. */
  hasLegacyPayoutRequests: boolean;
}

/** The entries this user may see; groups with no visible item disappear. */
export function visibleNavigation(permissions: Permissions, options: NavOptions): NavEntry[] {
  const allowed = (item: NavItem) =>
    (!item.permission || permissions.allows(item.permission)) &&
    (item.id !== 'legacy-payout-requests' || options.hasLegacyPayoutRequests);
  return navigation.flatMap((entry): NavEntry[] => {
    if (!isGroup(entry)) return allowed(entry) ? [entry] : [];
    const items = entry.items.filter(allowed);
    return items.length ? [{ ...entry, items }] : [];
  });
}

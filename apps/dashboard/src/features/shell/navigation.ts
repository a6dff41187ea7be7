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

/** An entry that opens `href`, shown where `permission` passes (always without one). */
const page = (
  id: string,
  label: MessageDescriptor,
  href: string,
  permission?: PermissionMeta,
): NavItem => ({ id, label, href, permission });

/** A heading over `items`, shown while one of them is. */
const group = (id: string, label: MessageDescriptor, items: NavItem[]): NavGroup => ({
  id,
  label,
  items,
});

export const isGroup = (entry: NavEntry): entry is NavGroup => 'items' in entry;

/** The sidebar of SPEC §2, in order, each entry with the permission of SPEC §6 that shows it. */
export const navigation: NavEntry[] = [
  page('dashboard', msg`Dashboard`, '/', any('transaction-statistics')),
  page('projects', msg`Projects`, '/projects'),
  page('transactions', msg`Transactions`, '/transactions', any('transactions.read.1')),
  // Transfers to cards are transactions: whoever reads transactions sees them; sending one needs transfer.write.
  page('transfers', msg`Transfers`, '/transfers', any('transactions.read.1')),
  page(
    'reports',
    msg`Reports`,
    '/reports',
    any('reports.processing-transactions.read', 'reports.settled-transactions.read'),
  ),
  group('billing', msg`Billing`, [
    page('billing-balances', msg`Balances`, '/balances', any('balances-total.read')),
    page('rollings', msg`Rollings`, '/rollings', any('rolling-reserve-payouts.requests.read')),
    page('payouts', msg`Processing payouts`, '/payouts', any('payouts.requests.read')),
    page(
      'payout-requests',
      msg`Payout requests`,
      '/payout-requests',
      any('wallet-payout-requests.read'),
    ),
    // The old requests are listed on the payout requests page, below the new ones.
    page(
      'legacy-payout-requests',
      msg`Earlier payout requests`,
      `/payout-requests#${LEGACY_PAYOUT_REQUESTS_ANCHOR}`,
      all('wallet-payout-requests.read', 'payouts.requests.read'),
    ),
  ]),
  group('accounts', msg`Accounts`, [
    page('accounts-balances', msg`Balances`, '/accounts', any('accounts.read')),
    page(
      'requisites',
      msg`Payout methods`,
      '/requisites',
      any('settlement-payment-attributes.read'),
    ),
    page('settlement', msg`Settlement payouts`, '/settlement', any('accounts.settlement.read')),
  ]),
  group('disputes', msg`Disputes`, [
    page('disputes-list', msg`Disputes`, '/disputes', any('disputes.read', 'read-only')),
    page(
      'aggregated-disputes',
      msg`Aggregated`,
      '/aggregated-disputes',
      any('disputes.read', 'read-only'),
    ),
  ]),
  page(
    'payment-links',
    msg`Payment links`,
    '/payment-links',
    all('payments', 'charge.write', 'projects.read', 'transactions.read.1'),
  ),
  page('plans', msg`Plans`, '/plans', any('plans.read')),
  page('subscriptions', msg`Subscriptions`, '/subscriptions', any('subscriptions.read')),
  page('team', msg`Team`, '/team', any('users.read')),
  // Admins find who did what beside the team (audit.read is in the admin preset only).
  page('audit', msg`Audit trail`, '/audit', any('audit.read')),
  group('developers', msg`Developers`, [
    page('api-keys', msg`API keys`, '/api-keys', any('api-keys.read')),
    page(
      'webhook-endpoints',
      msg`Webhook endpoints`,
      '/webhook-endpoints',
      any('webhook-endpoints.read'),
    ),
    page('allowed-ip-lists', msg`Allowed IP lists`, '/allowed-ip-lists', any('allowed-ips.read')),
  ]),
  // Rules and lists both live under /antifraud: the entry stays current on either.
  page('antifraud', msg`Antifraud`, '/antifraud', any('antifraud.read')),
  page('translations', msg`Translations`, '/translations', any('translations.read')),
  page('mailbox', msg`Mailbox`, '/mailbox', any('topics.read')),
  page('settings', msg`Settings`, '/settings'),
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

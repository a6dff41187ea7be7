import type { PermissionName } from './catalog.js';

/**
 * The catalog's permissions by area, as a permission picker groups them (the team's custom role). Every named
 * permission is in exactly one area (a unit test checks it).
 */
export const permissionAreas = {
  transactions: [
    'transactions.read.1',
    'transaction-statistics',
    'refund.write',
    'charge.write',
    'capture.write',
    'cancel.write',
    'reversal.write',
    'transfer.write',
    'chargebacks.read',
    'payments',
  ],
  developers: [
    'api-keys.read',
    'api-keys.write',
    'webhook-endpoints.read',
    'webhook-endpoints.write',
    'allowed-ips.read',
    'allowed-ips.write',
  ],
  reports: [
    'reports.processing-transactions.read',
    'reports.settled-transactions.read',
    'reports.write',
    'statements.read',
    'fees.read',
  ],
  team: [
    'projects.read',
    'projects.write',
    'organizations.write',
    'users.read',
    'users.write',
    'identities.read',
    'identities.write',
    'identities.groups.read',
    'identities.groups.write',
    'identities.resource-tree.read',
  ],
  mailbox: [
    'topics.read',
    'topics.write',
    'topics.all',
    'topics.supervisor',
    'messages.read.1',
    'messages.write',
  ],
  payouts: [
    'payouts.read',
    'payouts.write',
    'payouts.requests.read',
    'rolling-reserve-payouts.requests.read',
    'wallet-payout-requests.read',
    'accounts.read',
    'accounts.settlement.read',
    'balances.read',
    'balances-total.read',
    'settlement-payment-attributes.read',
  ],
  disputes: ['disputes.read', 'disputes.write', 'read-only'],
  commerce: [
    'customers.read',
    'customers.write',
    'plans.read',
    'plans.write',
    'subscriptions.read',
    'subscriptions.write',
    'payment-links.read',
    'payment-links.write',
  ],
  settings: [
    'antifraud.read',
    'antifraud.write',
    'translations.read',
    'translations.write',
    'audit.read',
  ],
} as const satisfies Record<string, readonly PermissionName[]>;

export type PermissionAreaName = keyof typeof permissionAreas;
export const permissionAreaNames = Object.keys(permissionAreas) as readonly PermissionAreaName[];

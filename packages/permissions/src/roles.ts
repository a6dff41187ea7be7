import { permissionNames, type PermissionName } from './catalog.js';

/** Team roles (SPEC §6). */
export const roleNames = [
  'admin',
  'custom',
  'developer',
  'disputes',
  'finance',
  'support',
] as const;
export type RoleName = (typeof roleNames)[number];

export function isRoleName(value: string): value is RoleName {
  return (roleNames as readonly string[]).includes(value);
}

/** What every preset member may do: see the organizations and projects they belong to, and the mailbox. */
const member: readonly PermissionName[] = [
  'identities.resource-tree.read',
  'identities.read',
  'projects.read',
  'topics.read',
  'topics.write',
  'messages.read.1',
  'messages.write',
];

const transactionData: readonly PermissionName[] = [
  'transactions.read.1',
  'transaction-statistics',
  'chargebacks.read',
  'customers.read',
  'plans.read',
  'subscriptions.read',
  'payment-links.read',
];

/**
 * Role presets as permission sets. `custom` starts empty: its permissions are chosen by hand.
 * - admin: sees and manages everything.
 * - developer: integration setup and API key access (and can therefore escalate through API keys).
 * - disputes: views disputes and submits evidence.
 * - finance: sees transactions, refunds payments, views disputes.
 * - support: read-only on transaction-related data.
 */
export const rolePermissions: Readonly<Record<RoleName, readonly PermissionName[]>> = {
  admin: permissionNames.filter((name) => name !== 'read-only'),
  custom: [],
  developer: [
    ...member,
    'projects.write',
    'api-keys.read',
    'api-keys.write',
    'webhook-endpoints.read',
    'webhook-endpoints.write',
    'allowed-ips.read',
    'allowed-ips.write',
    'transactions.read.1',
  ],
  disputes: [
    ...member,
    'transactions.read.1',
    'disputes.read',
    'disputes.write',
    'chargebacks.read',
  ],
  finance: [
    ...member,
    ...transactionData,
    'refund.write',
    'payments',
    'disputes.read',
    'read-only',
    'reports.processing-transactions.read',
    'reports.settled-transactions.read',
    'reports.write',
    'statements.read',
    'fees.read',
    'payouts.read',
    'payouts.requests.read',
    'rolling-reserve-payouts.requests.read',
    'wallet-payout-requests.read',
    'accounts.read',
    'accounts.settlement.read',
    'balances.read',
    'balances-total.read',
    'settlement-payment-attributes.read',
  ],
  support: [...member, ...transactionData, 'disputes.read', 'read-only'],
};

/** The permission names of a role preset. */
export function permissionsOfRole(role: RoleName): readonly PermissionName[] {
  return rolePermissions[role];
}

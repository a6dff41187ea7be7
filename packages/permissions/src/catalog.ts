/**
 * The catalog of named permissions (SPEC §6) and their opaque identifiers.
 *
 * The provider never sends names: a user's permission list holds opaque ids. Each id is the first 12 hex digits of
 * SHA-256("paydesk/permission/v1/" + name), prefixed with "p", written out here so it never changes when code
 * moves (a unit test recomputes them). App and emulator both read this table, so they always agree.
 *
 * Names with a numeric suffix (`transactions.read.1`, `messages.read.1`) are versioned permissions: the provider
 * issues a new suffix when the meaning of the permission widens, and the dashboard asks for the version it knows.
 */
export const permissionIds = {
  // Transactions and money movement
  'transactions.read.1': 'p50f63e0e7c34',
  'transaction-statistics': 'p5139f45d5f2f',
  'refund.write': 'pb5e73640c095',
  'charge.write': 'p64792351c77b',
  'capture.write': 'p97e869fd4abc',
  'cancel.write': 'p2616db944ac5',
  'reversal.write': 'p73a83fc4eb21',
  'transfer.write': 'pfc397731cc72',
  'chargebacks.read': 'paef0486956d8',
  payments: 'p6e3a28bc8f9b',
  // Developers
  'api-keys.read': 'p7199c5b2ca50',
  'api-keys.write': 'pa0b56682d5a6',
  'webhook-endpoints.read': 'pf3f5f9be21fd',
  'webhook-endpoints.write': 'pe2e90625d2b9',
  'allowed-ips.read': 'p035fe00566ae',
  'allowed-ips.write': 'p39e602198cd2',
  // Reports
  'reports.processing-transactions.read': 'pb2be10c7bfc8',
  'reports.settled-transactions.read': 'p94228b8896af',
  'reports.write': 'pff2348a3ba55',
  'statements.read': 'pa1f4162e7b79',
  'fees.read': 'p6ada4c0c1ebd',
  // Organizations, projects, team and identities
  'projects.read': 'pc771a84b22a3',
  'projects.write': 'p4c2dc3f2a30c',
  'organizations.write': 'p4d1ca8d1d2c6',
  'users.read': 'pf60981fc03e4',
  'users.write': 'p2e8f8cbda72e',
  'identities.read': 'pb5da454f17b8',
  'identities.write': 'pe5fc8f38364b',
  'identities.groups.read': 'p1c8b333b9fe8',
  'identities.groups.write': 'p2fd900e1fac4',
  'identities.resource-tree.read': 'p108920fc7f9a',
  // Mailbox
  'topics.read': 'p1d1526d3c757',
  'topics.write': 'pceb6e86ea861',
  'topics.all': 'p93ca1d069aa3',
  'topics.supervisor': 'p98037f8c0d8b',
  'messages.read.1': 'pe2ea7e396158',
  'messages.write': 'p683cd13886d1',
  // Payouts, accounts and balances
  'payouts.read': 'p28dc0db8cbf8',
  'payouts.write': 'pca2a40763d83',
  'payouts.requests.read': 'p26d8ad8acee8',
  'rolling-reserve-payouts.requests.read': 'pd7705cd2a5e0',
  'wallet-payout-requests.read': 'p68e8a021a25f',
  'accounts.read': 'pf36e63bcee22',
  'accounts.settlement.read': 'p1eeadfea47f1',
  'balances.read': 'p8f56b73e086e',
  'balances-total.read': 'pc46b0ba534d0',
  'settlement-payment-attributes.read': 'peb09132cbb49',
  // Disputes
  'disputes.read': 'pdf9f4495acde',
  'disputes.write': 'p320ef4222d91',
  'read-only': 'pe4d5260e0249',
  // Customers, plans, subscriptions, payment links
  'customers.read': 'p17156223f038',
  'customers.write': 'pf49a325038de',
  'plans.read': 'p8c6e10c385c4',
  'plans.write': 'pdb9bf8e42675',
  'subscriptions.read': 'pb87d9e2bd0a0',
  'subscriptions.write': 'pff019b916c1c',
  'payment-links.read': 'paad8c9c176ae',
  'payment-links.write': 'pe8ca00326437',
  // Risk and settings
  'antifraud.read': 'pb2f306367853',
  'antifraud.write': 'pb9ed8f7273d8',
  'translations.read': 'p92b17b1308fe',
  'translations.write': 'p5c546bb77203',
  // Audit trail: who did what, when and from where (admins only)
  'audit.read': 'p850577cd7013',
} as const satisfies Record<string, `p${string}`>;

/** A named permission, e.g. `'transactions.read.1'`. */
export type PermissionName = keyof typeof permissionIds;

/** The opaque identifier of a permission, as it appears in the user's permission list. */
export type PermissionId = (typeof permissionIds)[PermissionName];

/** Every named permission, in catalog order. */
export const permissionNames = Object.keys(permissionIds) as readonly PermissionName[];

const namesById: ReadonlyMap<string, PermissionName> = new Map(
  permissionNames.map((name) => [permissionIds[name], name]),
);

/** Whether `name` is a permission of the catalog (narrows an untyped string, e.g. from route meta). */
export function isPermissionName(name: string): name is PermissionName {
  return Object.prototype.hasOwnProperty.call(permissionIds, name);
}

/** The opaque id of a named permission. */
export function permissionId(name: PermissionName): PermissionId {
  return permissionIds[name];
}

/** The name behind an opaque id, or `undefined` for an id the catalog does not know. */
export function permissionNameOf(id: string): PermissionName | undefined {
  return namesById.get(id);
}

/** Opaque ids of the given names, in the given order. */
export function toPermissionIds(names: Iterable<PermissionName>): PermissionId[] {
  return Array.from(names, (name) => permissionIds[name]);
}

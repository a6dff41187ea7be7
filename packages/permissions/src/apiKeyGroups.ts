import type { PermissionName } from './catalog.js';

/** The API key permission groups (SPEC §6), in the order the API key form lists them. */
export const apiKeyGroupNames = [
  'api-keys',
  'balances',
  'chargebacks',
  'charges',
  'customer-details',
  'disputes',
  'fees',
  'groups',
  'mailbox',
  'payments',
  'payouts',
  'projects',
  'refunds',
  'reports',
  'reversals',
  'statements',
  'subscriptions',
  'team',
  'team-management',
  'transfers',
  'webhooks',
] as const;
export type ApiKeyGroupName = (typeof apiKeyGroupNames)[number];

/** Each group is granted at one level: View (read) or Full (read and write). */
export const apiKeyLevels = ['view', 'full'] as const;
export type ApiKeyLevel = (typeof apiKeyLevels)[number];

export interface ApiKeyGroup {
  readonly view: readonly PermissionName[];
  /** Always a superset of `view`. Equal to it for groups that have nothing to write (fees, statements). */
  readonly full: readonly PermissionName[];
}

const group = (view: PermissionName[], write: PermissionName[] = []): ApiKeyGroup => ({
  view,
  full: [...view, ...write],
});

/** The permissions each group grants at each level. */
export const apiKeyGroups: Readonly<Record<ApiKeyGroupName, ApiKeyGroup>> = {
  'api-keys': group(['api-keys.read', 'allowed-ips.read'], ['api-keys.write', 'allowed-ips.write']),
  balances: group([
    'balances.read',
    'balances-total.read',
    'accounts.read',
    'accounts.settlement.read',
  ]),
  chargebacks: group(['chargebacks.read']),
  charges: group(['transactions.read.1'], ['charge.write', 'capture.write', 'cancel.write']),
  'customer-details': group(['customers.read'], ['customers.write']),
  disputes: group(['disputes.read'], ['disputes.write']),
  fees: group(['fees.read']),
  groups: group(['identities.groups.read'], ['identities.groups.write']),
  mailbox: group(['topics.read', 'messages.read.1'], ['topics.write', 'messages.write']),
  payments: group(
    ['transactions.read.1', 'payment-links.read'],
    ['payments', 'charge.write', 'payment-links.write'],
  ),
  payouts: group(
    [
      'payouts.read',
      'payouts.requests.read',
      'rolling-reserve-payouts.requests.read',
      'wallet-payout-requests.read',
      'settlement-payment-attributes.read',
    ],
    ['payouts.write'],
  ),
  projects: group(['projects.read'], ['projects.write']),
  refunds: group(['transactions.read.1'], ['refund.write']),
  reports: group(
    ['reports.processing-transactions.read', 'reports.settled-transactions.read'],
    ['reports.write'],
  ),
  reversals: group(['transactions.read.1'], ['reversal.write']),
  statements: group(['statements.read']),
  subscriptions: group(
    ['plans.read', 'subscriptions.read'],
    ['plans.write', 'subscriptions.write'],
  ),
  team: group(['users.read', 'identities.read']),
  'team-management': group(
    ['users.read', 'identities.read', 'identities.groups.read'],
    ['users.write', 'identities.write', 'identities.groups.write'],
  ),
  transfers: group(['transactions.read.1'], ['transfer.write']),
  webhooks: group(['webhook-endpoints.read'], ['webhook-endpoints.write']),
};

/** A selection on the API key form: some groups, each at a level. */
export type ApiKeySelection = Partial<Record<ApiKeyGroupName, ApiKeyLevel>>;

/** The distinct permissions a selection grants, in catalog-independent first-seen order. */
export function permissionsOfApiKeySelection(selection: ApiKeySelection): PermissionName[] {
  const granted = new Set<PermissionName>();
  for (const name of apiKeyGroupNames) {
    const level = selection[name];
    if (level) for (const permission of apiKeyGroups[name][level]) granted.add(permission);
  }
  return [...granted];
}

/**
 * The level a permission set reaches for a group: `full` when it holds every Full permission (and Full differs
 * from View), `view` when it holds every View permission, otherwise `undefined`. Used to show an existing key's permissions on the form.
 */
export function apiKeyLevelOf(
  groupName: ApiKeyGroupName,
  granted: ReadonlySet<PermissionName>,
): ApiKeyLevel | undefined {
  const { view, full } = apiKeyGroups[groupName];
  const holds = (names: readonly PermissionName[]) => names.every((name) => granted.has(name));
  if (full.length > view.length && holds(full)) return 'full';
  if (holds(view)) return 'view';
  return undefined;
}

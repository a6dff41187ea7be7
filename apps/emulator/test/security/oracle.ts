/**
 * The security suite's oracle: what each call requires, written from SPEC §6/§7, the role presets of
 * @paydesk/permissions and the README's demo dataset — never read from the emulator's handlers, so a handler that
 * forgets a check disagrees with it. Callers and targets are described by resource names, not ids.
 */
import type { PermissionName } from '@paydesk/permissions';

/** The demo resource tree (README "Demo accounts"): each merchant, organization and project → its parent. */
export const parentOf: Readonly<Record<string, string | null>> = {
  'Acme Commerce': null,
  'Acme Retail': 'Acme Commerce',
  'Acme Travel': 'Acme Commerce',
  'Retail Web Shop': 'Acme Retail',
  'Retail Web Shop Sandbox': 'Acme Retail',
  'Retail Point of Sale': 'Acme Retail',
  'Travel Bookings': 'Acme Travel',
  'Travel Bookings Sandbox': 'Acme Travel',
  'Globex Payments': null,
  ...Object.fromEntries(
    [
      'Globex Europe',
      'Globex Americas',
      'Globex Asia Pacific',
      'Globex Nordics',
      'Globex Iberia',
      'Globex Benelux',
      'Globex Marketplace',
    ].flatMap((organization) => [
      [organization, 'Globex Payments'],
      [`${organization} Checkout`, organization],
      [`${organization} Sandbox`, organization],
    ]),
  ),
  'Newcomer Ventures': null,
};

export type NodeName = keyof typeof parentOf & string;

/** A node and its ancestors, itself first. */
export function lineage(node: string): string[] {
  const chain: string[] = [];
  for (let at: string | null | undefined = node; at; at = parentOf[at]) chain.push(at);
  return chain;
}

/** A role on a resource (and everything below it); temporary access past its expiry grants nothing. */
export interface Grant {
  on: string;
  permissions: ReadonlySet<PermissionName>;
  expired?: boolean;
}

/** A caller as the oracle sees it. */
export interface OracleCaller {
  /** `session`: signed in with an identity; `setup`: the set-2fa page's emailed token; `none`: not signed in. */
  auth: 'session' | 'setup' | 'none';
  /** A foreign page: the browser sends its Origin (or Sec-Fetch-Site: cross-site) with state-changing calls. */
  crossSite?: boolean;
  grants: readonly Grant[];
}

/** What a call touches, resolved at run time. */
export interface Target {
  /** The resource (by name) the call reads or changes. */
  node?: string;
  /** For owned things (topic, upload, login session, answer, channel): the caller's own, or someone else's. */
  owner?: 'self' | 'other';
  /** For team calls about an identity: the resources it holds roles on (empty for oneself). */
  identityGroupsOn?: readonly string[];
}

/** One permission, or any one of several. */
export type Need = PermissionName | readonly PermissionName[];

export type Rule =
  /** No sign-in needed (sign-in steps, password reset, sign-out, push config). */
  | { kind: 'public' }
  /** Any signed-in session; `setupPage` also admits the set-2fa page's token. */
  | { kind: 'signedIn'; setupPage?: boolean }
  /** A signed-in session whose roles reach the target node (navigation: no named permission). */
  | { kind: 'visible' }
  /** Like visible, or a role on one of the target's children (search of an organization by a project's role). */
  | { kind: 'visibleBelow' }
  /** Each need held on the target node (through a role on it or above it), or anywhere. */
  | { kind: 'permissions'; needs: readonly Need[]; on: 'target' | 'anywhere' }
  /** Only the owner (of the upload, login session, answer or channel). */
  | { kind: 'owner' }
  /** The caller's own thing (a saved view), changed while holding each need on the target node. */
  | { kind: 'ownWith'; needs: readonly Need[] }
  /** Team management of another identity: the need on every resource that identity holds a role on. */
  | { kind: 'team'; need: PermissionName }
  /** A mailbox topic: the needs on its organization; someone else's also needs topics.all or .supervisor. */
  | { kind: 'topic'; needs: readonly Need[] }
  /** Nobody (demoting oneself, deleting sent evidence, reading another's export…). */
  | { kind: 'never' };

/** Seeing other people's topics is what topics.all / topics.supervisor are for (SPEC §6 mailbox permissions). */
const OTHERS_TOPICS: Need = ['topics.all', 'topics.supervisor'];

const live = (caller: OracleCaller) => caller.grants.filter((grant) => !grant.expired);

/** Whether the caller holds `need` on `node` through a live role on it or one of its ancestors. */
export function holds(caller: OracleCaller, need: Need, node: string): boolean {
  const names: readonly PermissionName[] = typeof need === 'string' ? [need] : need;
  const above = lineage(node);
  return live(caller).some(
    (grant) => above.includes(grant.on) && names.some((name) => grant.permissions.has(name)),
  );
}

export function sees(caller: OracleCaller, node: string): boolean {
  const above = lineage(node);
  return live(caller).some((grant) => above.includes(grant.on));
}

/**
 * Tree nodes a caller must never see in an answer: not under one of its roles, not above one (ancestors shape the
 * tree), and not its own merchant. Expired roles still name their resource in the caller's own group list.
 */
export function outsideNodes(caller: OracleCaller, ownMerchant: string): string[] {
  const above = new Set(caller.grants.flatMap((grant) => lineage(grant.on)));
  return Object.keys(parentOf).filter(
    (node) => node !== ownMerchant && !above.has(node) && !sees(caller, node),
  );
}

const holdsAnywhere = (caller: OracleCaller, need: Need) =>
  live(caller).some((grant) =>
    (typeof need === 'string' ? [need] : need).some((name) => grant.permissions.has(name)),
  );

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Whether `caller` may make this call: the single source of "must be allowed" for the suites. */
export function mayCall(caller: OracleCaller, rule: Rule, target: Target, method: string): boolean {
  // Cross-site pages may not change anything (SPEC §7 cookies are sent; the origin check is the CSRF guard).
  if (caller.crossSite && STATE_CHANGING.has(method)) return false;
  if (rule.kind === 'public') return true;
  if (rule.kind === 'never') return false;
  if (caller.auth === 'none') return false;
  if (caller.auth === 'setup') return rule.kind === 'signedIn' && rule.setupPage === true;
  const node = target.node;
  switch (rule.kind) {
    case 'signedIn':
      return true;
    case 'owner':
      return target.owner === 'self';
    case 'visible':
      return node !== undefined && sees(caller, node);
    case 'visibleBelow':
      return (
        node !== undefined &&
        (sees(caller, node) ||
          Object.keys(parentOf).some((child) => parentOf[child] === node && sees(caller, child)))
      );
    case 'permissions':
      return rule.needs.every((need) =>
        rule.on === 'anywhere'
          ? holdsAnywhere(caller, need)
          : node !== undefined && holds(caller, need, node),
      );
    case 'ownWith':
      return (
        target.owner === 'self' &&
        node !== undefined &&
        rule.needs.every((need) => holds(caller, need, node))
      );
    case 'team': {
      const groups = target.identityGroupsOn ?? [];
      return groups.length > 0 && groups.every((on) => holds(caller, rule.need, on));
    }
    case 'topic': {
      if (node === undefined) return false;
      const needs = target.owner === 'self' ? rule.needs : [...rule.needs, OTHERS_TOPICS];
      return needs.every((need) => holds(caller, need, node));
    }
  }
}

const can = (...needs: Need[]): Rule => ({ kind: 'permissions', needs, on: 'target' });
const canAnywhere = (...needs: Need[]): Rule => ({ kind: 'permissions', needs, on: 'anywhere' });
const signedIn: Rule = { kind: 'signedIn' };
const setupPage: Rule = { kind: 'signedIn', setupPage: true };
const owner: Rule = { kind: 'owner' };
const never: Rule = { kind: 'never' };
const visible: Rule = { kind: 'visible' };
const visibleBelow: Rule = { kind: 'visibleBelow' };
const publicCall: Rule = { kind: 'public' };
const ownWith = (...needs: Need[]): Rule => ({ kind: 'ownWith', needs });
const team = (need: PermissionName): Rule => ({ kind: 'team', need });
const topic = (...needs: Need[]): Rule => ({ kind: 'topic', needs });
/** SPEC §6: payment links need all of these. */
const PAYMENT_LINKS = [
  'payments',
  'charge.write',
  'projects.read',
  'transactions.read.1',
] as const satisfies readonly PermissionName[];

/** Reading disputes: disputes.read, or the read-only permission of the finance and support presets. */
const READ_DISPUTES: Need = ['disputes.read', 'read-only'];

/**
 * Every call of the matrix → its rule. Keys are `area:action` (with `#variant`) for async actions and
 * `http:METHOD path` for plain routes. A case without a rule, or a rule without a case, fails the suite.
 */
export const rules: Readonly<Record<string, Rule>> = {
  // main — the signed-in user's own account and sessions (Settings; the set-2fa page sets up 2FA only).
  'main:users/me': setupPage,
  'main:users/createTwoFaSecret': setupPage,
  'main:users/confirmTwoFaSecret': setupPage,
  'main:users/disableTwoFa': signedIn,
  'main:identities/listActiveTokens': signedIn,
  'main:identities/deleteAccessToken#own': owner,
  'main:identities/getMyPermissions': signedIn,
  'main:identities/getMyPermissions#onResource': visible,
  // The organization switcher and list (SPEC §6: identities.resource-tree.read).
  'main:identities/getResourceTree': can('identities.resource-tree.read'),
  'main:identities/getResourceTree#whole': canAnywhere('identities.resource-tree.read'),
  'main:identities/listMyResources': canAnywhere('identities.resource-tree.read'),
  // Team (SPEC §6 identities.read/.write, identities.groups.read/.write): on every resource the member has a role on.
  'main:identities/getIdentityGroups#self': signedIn,
  'main:identities/getIdentityGroups#teammate': team('identities.groups.read'),
  'main:identities/getIdentityGroups#merchantAdmin': team('identities.groups.read'),
  'main:identities/replaceIdentityGroups#teammate': team('identities.groups.write'),
  'main:identities/replaceIdentityGroups#merchantAdmin': team('identities.groups.write'),
  'main:identities/replaceIdentityGroups#self': never,
  'main:identities/patch#selfRename': signedIn,
  'main:identities/patch#selfDisable': never,
  'main:identities/patch#teammate': team('identities.write'),
  'main:identities/patch#merchantAdmin': team('identities.write'),
  // Navigation between resources the caller's roles reach.
  'main:resources/get': visible,
  'main:resources/getChildrenTree': visible,
  'main:resources/getParentTree': visible,
  'main:projects/create': can('projects.write'),
  'main:projects/get': can('projects.read'),
  'main:organizations/create': can('organizations.write'),

  // mailbox — topics.read/.write, messages.read.1/.write; other people's topics need topics.all or .supervisor.
  'mailbox:topics/list': can('topics.read'),
  'mailbox:topics/create': can('topics.write'),
  'mailbox:topics/setStatus#own': topic('topics.read', 'topics.supervisor'),
  'mailbox:topics/setStatus#other': topic('topics.read', 'topics.supervisor'),
  'mailbox:messages/create#own': topic('topics.read', 'messages.write'),
  'mailbox:messages/create#other': topic('topics.read', 'messages.write'),
  'mailbox:messages/create#evidenceAsAttachment': never,
  'mailbox:messages/list#own': topic('topics.read', 'messages.read.1'),
  'mailbox:messages/list#other': topic('topics.read', 'messages.read.1'),
  'mailbox:messages/allocateAttachment': canAnywhere('messages.write'),
  'mailbox:messages/deleteAttachment#own': owner,
  'mailbox:messages/deleteAttachment#other': never,
  'mailbox:messages/deleteAttachment#submittedEvidence': never,
  'mailbox:messages/getFileId#own': owner,
  'mailbox:messages/getFileId#otherSent': topic('topics.read', 'messages.read.1'),
  'mailbox:messages/getFileId#otherUnsent': never,
  'mailbox:messages/getFileId#otherExport': never,
  'mailbox:messages/getFileId#evidence': can(READ_DISPUTES),

  // payout-requests — SPEC §6 payouts.requests.read.
  'payout-requests:payout-requests/externalList': can('payouts.requests.read'),

  // payments — transactions.read.1, refund/capture/cancel.write, transaction-statistics, disputes, customers.read.
  'payments:transactions/list#organization': can('transactions.read.1'),
  'payments:transactions/list#project': can('transactions.read.1'),
  'payments:transactions/get': can('transactions.read.1'),
  'payments:transactions/refund': can('transactions.read.1', 'refund.write'),
  'payments:transactions/capture': can('transactions.read.1', 'capture.write'),
  'payments:transactions/cancel': can('transactions.read.1', 'cancel.write'),
  'payments:transactions/export': can('transactions.read.1'),
  // Bulk refunds: each item needs what a single refund needs on its transaction; a job, on its organization.
  'payments:bulk-refunds/preview': can('transactions.read.1', 'refund.write'),
  'payments:bulk-refunds/create': can('transactions.read.1', 'refund.write'),
  'payments:bulk-refunds/get': can('transactions.read.1', 'refund.write'),
  'payments:transactions/statistics#organization': can('transaction-statistics'),
  'payments:transactions/statistics#project': can('transaction-statistics'),
  'payments:transactions/statistics#otherProject': can('transaction-statistics'),
  'payments:disputes/list#organization': can(READ_DISPUTES),
  'payments:disputes/list#project': can(READ_DISPUTES),
  'payments:disputes/get': can(READ_DISPUTES),
  'payments:disputes/accept': can(READ_DISPUTES, 'disputes.write'),
  'payments:disputes/submitEvidence': can(READ_DISPUTES, 'disputes.write'),
  'payments:disputes/submitEvidence#messageUploadAsEvidence': never,
  'payments:disputes/allocateAttachment': canAnywhere('disputes.write'),
  'payments:disputes/deleteAttachment#own': owner,
  'payments:disputes/deleteAttachment#other': never,
  'payments:disputes/aggregate#organization': can(READ_DISPUTES),
  'payments:disputes/aggregate#project': can(READ_DISPUTES),
  'payments:disputes/aggregate#otherProject': can(READ_DISPUTES),
  // Customers belong to the organization (README): a project scope still needs customers.read on it.
  'payments:customers/list#organization': can('customers.read'),
  'payments:customers/list#project': can('customers.read'),
  'payments:customers/get': can('customers.read'),

  // money — SPEC §6: balances-total.read, accounts.read, payouts.requests.read (processing payouts),
  // wallet-payout-requests.read (+ payouts.write to request one), rolling-reserve-payouts.requests.read,
  // accounts.settlement.read (+ settlement-payment-attributes.read for one settlement's figures).
  'money:balances/get': can('balances-total.read'),
  'money:accounts/list': can('accounts.read'),
  'money:accounts/get': can('accounts.read'),
  'money:accounts/listEntries': can('accounts.read'),
  'money:payouts/list': can('payouts.requests.read'),
  'money:payouts/get': can('payouts.requests.read'),
  'money:payout-requests/list': can('wallet-payout-requests.read'),
  'money:payout-requests/create': can('wallet-payout-requests.read', 'payouts.write'),
  'money:rolling-reserves/list': can('rolling-reserve-payouts.requests.read'),
  'money:rolling-reserves/get': can('rolling-reserve-payouts.requests.read'),
  'money:settlements/list': can('accounts.settlement.read'),
  'money:settlements/get': can('accounts.settlement.read', 'settlement-payment-attributes.read'),
  // Payout methods (requisites): read with settlement-payment-attributes.read, changed with payouts.write too.
  'money:payout-methods/list': can('settlement-payment-attributes.read'),
  'money:payout-methods/create': can('settlement-payment-attributes.read', 'payouts.write'),
  'money:payout-methods/update': can('settlement-payment-attributes.read', 'payouts.write'),
  'money:payout-methods/setDefault': can('settlement-payment-attributes.read', 'payouts.write'),
  'money:payout-methods/remove': can('settlement-payment-attributes.read', 'payouts.write'),
  // reports — SPEC §6: either reports read permission shows the area; a type needs its own to be read, and
  // creating one needs reports.write too; statements need statements.read and accounts.read.
  'reports:reports/create': can('reports.processing-transactions.read', 'reports.write'),
  'reports:reports/list': can([
    'reports.processing-transactions.read',
    'reports.settled-transactions.read',
  ]),
  'reports:reports/get': can('reports.processing-transactions.read'),
  'reports:statements/list': can('statements.read', 'accounts.read'),
  // Report schedules: listed with either reports read permission; made, changed and removed with what creating
  // a report of the type needs (the matrix's schedules are processing-transactions reports).
  'reports:report-schedules/list': can([
    'reports.processing-transactions.read',
    'reports.settled-transactions.read',
  ]),
  'reports:report-schedules/create': can('reports.processing-transactions.read', 'reports.write'),
  'reports:report-schedules/update': can('reports.processing-transactions.read', 'reports.write'),
  'reports:report-schedules/remove': can('reports.processing-transactions.read', 'reports.write'),
  // payment links — SPEC §6: all of payments, charge.write, projects.read and transactions.read (suffixed).
  'payment-links:payment-links/list': can(...PAYMENT_LINKS),
  'payment-links:payment-links/get': can(...PAYMENT_LINKS),
  'payment-links:payment-links/create': can(...PAYMENT_LINKS),
  'payment-links:payment-links/update': can(...PAYMENT_LINKS),
  'payment-links:payment-links/disable': can(...PAYMENT_LINKS),
  // subscriptions — the api-key group "subscriptions" (SPEC §6): plans.read / subscriptions.read to see them,
  // the .write permission as well to change them.
  'subscriptions:plans/list': can('plans.read'),
  'subscriptions:plans/get': can('plans.read'),
  'subscriptions:plans/create': can('plans.read', 'plans.write'),
  'subscriptions:plans/update': can('plans.read', 'plans.write'),
  'subscriptions:plans/archive': can('plans.read', 'plans.write'),
  'subscriptions:plans/delete': can('plans.read', 'plans.write'),
  'subscriptions:subscriptions/list': can('subscriptions.read'),
  'subscriptions:subscriptions/get': can('subscriptions.read'),
  'subscriptions:subscriptions/create': can('subscriptions.read', 'subscriptions.write'),
  'subscriptions:subscriptions/pause': can('subscriptions.read', 'subscriptions.write'),
  'subscriptions:subscriptions/resume': can('subscriptions.read', 'subscriptions.write'),
  'subscriptions:subscriptions/cancel': can('subscriptions.read', 'subscriptions.write'),
  // transfers — a transfer to a card needs transfer.write on its project; reading them, transactions.read.1.
  'transfers:transfers/create': can('transfer.write'),
  'transfers:transfers/list#organization': can('transactions.read.1'),
  'transfers:transfers/list#project': can('transactions.read.1'),
  'transfers:transfers/get': can('transactions.read.1'),
  // allowed IP lists — the api-key group "api-keys" (SPEC §6) holds allowed-ips.read / .write: read to see an
  // organization's lists, write as well to change them.
  'allowed-ip-lists:allowed-ip-lists/list': can('allowed-ips.read'),
  'allowed-ip-lists:allowed-ip-lists/get': can('allowed-ips.read'),
  'allowed-ip-lists:allowed-ip-lists/create': can('allowed-ips.read', 'allowed-ips.write'),
  'allowed-ip-lists:allowed-ip-lists/update': can('allowed-ips.read', 'allowed-ips.write'),
  'allowed-ip-lists:allowed-ip-lists/remove': can('allowed-ips.read', 'allowed-ips.write'),
  // API keys — SPEC §6: api-keys.read to see keys, api-keys.write to create, change, roll and revoke them.
  'api-keys:api-keys/list#organization': can('api-keys.read'),
  'api-keys:api-keys/list#project': can('api-keys.read'),
  'api-keys:api-keys/get': can('api-keys.read'),
  'api-keys:api-keys/create': can('api-keys.write'),
  'api-keys:api-keys/update': can('api-keys.write'),
  'api-keys:api-keys/roll': can('api-keys.write'),
  'api-keys:api-keys/revoke': can('api-keys.write'),
  // webhook endpoints — SPEC §6: webhook-endpoints.read to see endpoints and deliveries, .write for the rest
  // (the signing secret included: whoever reads it can forge the provider's webhooks).
  'webhook-endpoints:webhook-endpoints/list#organization': can('webhook-endpoints.read'),
  'webhook-endpoints:webhook-endpoints/list#project': can('webhook-endpoints.read'),
  'webhook-endpoints:webhook-endpoints/get': can('webhook-endpoints.read'),
  'webhook-endpoints:webhook-endpoints/create': can('webhook-endpoints.write'),
  'webhook-endpoints:webhook-endpoints/update': can('webhook-endpoints.write'),
  'webhook-endpoints:webhook-endpoints/enable': can('webhook-endpoints.write'),
  'webhook-endpoints:webhook-endpoints/disable': can('webhook-endpoints.write'),
  'webhook-endpoints:webhook-endpoints/remove': can('webhook-endpoints.write'),
  'webhook-endpoints:webhook-endpoints/revealSecret': can('webhook-endpoints.write'),
  'webhook-endpoints:webhook-endpoints/rotateSecret': can('webhook-endpoints.write'),
  'webhook-endpoints:webhook-endpoints/listDeliveries': can('webhook-endpoints.read'),
  'webhook-endpoints:webhook-endpoints/getDelivery': can('webhook-endpoints.read'),
  'webhook-endpoints:webhook-endpoints/resend': can('webhook-endpoints.write'),
  'webhook-endpoints:webhook-endpoints/sendTest': can('webhook-endpoints.write'),
  // team — SPEC §6: users.read to see an organization's members, their sessions and its 2FA rule; users.write for
  // every change (invites, roles, removal, sessions, enforcement).
  'team:team/list': can('users.read'),
  'team:team/get': can('users.read'),
  'team:team/invite': can('users.write'),
  'team:team/resendInvite': can('users.write'),
  'team:team/cancelInvite': can('users.write'),
  'team:team/changeRole': can('users.write'),
  'team:team/remove': can('users.write'),
  'team:team/settings': can('users.read'),
  'team:team/setTwoFaEnforcement': can('users.write'),
  'team:team/listSessions': can('users.read'),
  'team:team/revokeSession': can('users.write'),
  // translations — SPEC §6: translations.read to see an organization's languages, keys and files;
  // translations.write (with read) for adding, removing, editing and importing.
  'translations:translations/listLanguages': can('translations.read'),
  'translations:translations/addLanguage': can('translations.read', 'translations.write'),
  'translations:translations/removeLanguage': can('translations.read', 'translations.write'),
  'translations:translations/getKeys': can('translations.read'),
  'translations:translations/patchKeys': can('translations.read', 'translations.write'),
  'translations:translations/import': can('translations.read', 'translations.write'),
  'translations:translations/export': can('translations.read'),
  // audit — issue 20: the audit trail is for admins (audit.read, in the admin preset only), list and export alike.
  'audit:audit/list': can('audit.read'),
  'audit:audit/export': can('audit.read'),
  // search — issue 20: anyone who sees the organization or one of its projects may search it; each kind of hit needs the read permission
  // its list needs where the record lives.
  'search:search/query': visibleBelow,
  'search:search/query#transaction': can('transactions.read.1'),
  'search:search/query#customer': can('customers.read'),
  'search:search/query#payout': can('payouts.requests.read'),
  // saved views — listing answers what the caller may see (nothing without the list's read permission); only the
  // owner changes a view, and only while they may read its list.
  'saved-views:saved-views/list': visible,
  'saved-views:saved-views/create': can('transactions.read.1'),
  'saved-views:saved-views/update#own': ownWith('transactions.read.1'),
  'saved-views:saved-views/update#other': never,
  'saved-views:saved-views/remove#own': ownWith('transactions.read.1'),
  'saved-views:saved-views/remove#other': never,
  // antifraud — issue 19: antifraud.read to see an organization's rules and lists, dry-run a rule and export a
  // list; antifraud.write for every change.
  'antifraud:antifraud-rules/list': can('antifraud.read'),
  'antifraud:antifraud-rules/get': can('antifraud.read'),
  'antifraud:antifraud-rules/create': can('antifraud.write'),
  'antifraud:antifraud-rules/update': can('antifraud.write'),
  'antifraud:antifraud-rules/setEnabled': can('antifraud.write'),
  'antifraud:antifraud-rules/delete': can('antifraud.write'),
  'antifraud:antifraud-rules/dryRun': can('antifraud.read'),
  'antifraud:antifraud-lists/entries': can('antifraud.read'),
  'antifraud:antifraud-lists/add': can('antifraud.write'),
  'antifraud:antifraud-lists/remove': can('antifraud.write'),
  'antifraud:antifraud-lists/import': can('antifraud.write'),
  'antifraud:antifraud-lists/export': can('antifraud.read'),

  // Plain HTTP routes (SPEC §7 "Main service", README "HTTP endpoints").
  'http:GET /api/users/me': setupPage,
  'http:GET /api/push-config': publicCall,
  'http:POST /api/users/reset-password': publicCall,
  'http:POST /api/users/reset-2fa': publicCall,
  'http:POST /api/users/sign-up': publicCall,
  'http:POST /api/users/check-link#junkToken': never,
  'http:POST /api/users/set-password#junkToken': never,
  'http:POST /api/users/change-password': signedIn,
  'http:DELETE /api/signout': publicCall,
  'http:GET /api/projects/{id}/details': can('projects.read'),
  'http:POST /api/identities/{id}/groups#teammate': can('identities.groups.write'),
  'http:POST /api/identities/{id}/groups#self': never,
  'http:DELETE /api/identities/{id}/groups/{groupId}#teammate': can('identities.groups.write'),
  // Payment link downloads: payment-links.write, or every payment link permission (each need: its own or the write).
  'http:POST /api/uploads': can(
    ...PAYMENT_LINKS.map((name): Need => [name, 'payment-links.write']),
  ),
  'http:PUT /api/files/{id}#own': owner,
  'http:PUT /api/files/{id}#other': never,
  'http:GET /api/files/{id}#own': owner,
  'http:GET /api/files/{id}#otherSent': topic('topics.read', 'messages.read.1'),
  'http:GET /api/files/{id}#otherUnsent': never,
  'http:GET /api/files/{id}#otherExport': never,
  'http:GET /api/files/{id}#evidence': can(READ_DISPUTES),
  'http:GET /api/answers/{ref}#own': setupPage,
  'http:GET /api/answers/{ref}#other': never,
  'http:POST /api/answers#own': setupPage,
  'http:POST /api/answers#other': never,
  'http:POST /api/broadcasting/auth#own': setupPage,
  'http:POST /api/broadcasting/auth#other': never,
  // Someone else's requestReference reused: the caller gets its own answer, never the other session's.
  'http:POST /api/main#otherReference': setupPage,
};

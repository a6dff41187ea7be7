/**
 * The callers the suites attack with: every demo role, fixture users the seed lacks (a project-scoped custom role,
 * expired temporary access, a Retail teammate to manage), other merchants, and forged or half-finished sign-ins.
 * Grants come from the role presets of @paydesk/permissions and the README's account table.
 */
import { rolePermissions, type PermissionName, type RoleName } from '@paydesk/permissions';
import type { Grant, OracleCaller } from './oracle.js';

export type MerchantName = 'Acme Commerce' | 'Globex Payments' | 'Newcomer Ventures';

/** How the suite obtains a caller's browser. */
export type Login =
  /** Email and password; `identity` picks the identity whose name contains it at identity select. */
  | { kind: 'password'; email: string; identity?: string }
  | { kind: 'anonymous' }
  /** A made-up session cookie next to a real channel cookie. */
  | { kind: 'forgedCookie' }
  /** admin@'s real cookies sent with extra headers (a foreign Origin, Sec-Fetch-Site). */
  | { kind: 'hijack'; headers: Record<string, string> }
  /** The set-2fa page's header with a token no email ever carried, and no cookies. */
  | { kind: 'junkToken'; token: string }
  /** The set-2fa page: the Access-Token header carrying an emailed token. */
  | { kind: 'setupToken'; email: string }
  /** Password accepted, the next sign-in step (2FA code, password change) not done. */
  | { kind: 'pendingStep'; email: string };

export interface CallerSpec {
  name: string;
  login: Login;
  oracle: OracleCaller;
  /** Whose uploads, topics and sessions count as the caller's own, and that user's merchant. */
  owner: { email: string; merchant: MerchantName };
}

const grant = (on: string, permissions: readonly PermissionName[], expired = false): Grant => ({
  on,
  permissions: new Set(permissions),
  expired,
});
const preset = (role: RoleName) => rolePermissions[role];

/** noaccess@: admin permissions on Acme Retail except the resource tree (README). */
const NOACCESS_PERMISSIONS = preset('admin').filter(
  (name) => name !== 'identities.resource-tree.read',
);

/** A hand-picked role on one project: refunds and captures, no cancel, reads only what a clerk needs. */
export const CUSTOM_PERMISSIONS: readonly PermissionName[] = [
  'identities.resource-tree.read',
  'projects.read',
  'transactions.read.1',
  'transaction-statistics',
  'refund.write',
  'capture.write',
  'customers.read',
  'disputes.read',
  'topics.read',
  'messages.read.1',
  'payouts.requests.read',
];

/** Users the seed does not have, inserted after each reset (same password as the demo accounts). */
export const fixtureUsers = {
  /** A Retail support member: the teammate team calls are aimed at; never a caller. */
  bystander: {
    email: 'bystander@paydesk.test',
    role: 'support',
    on: 'Acme Retail',
    permissions: [] as PermissionName[],
    expiredMs: 0,
  },
  custom: {
    email: 'custom@paydesk.test',
    role: 'custom',
    on: 'Retail Web Shop',
    permissions: [...CUSTOM_PERMISSIONS],
    expiredMs: 0,
  },
  /** Finance on Acme Retail until an hour ago (temporary access, SPEC §6). */
  temporary: {
    email: 'temporary@paydesk.test',
    role: 'finance',
    on: 'Acme Retail',
    permissions: [] as PermissionName[],
    expiredMs: 60 * 60 * 1000,
  },
} as const;

const ADMIN_OWNER = { email: 'admin@paydesk.test', merchant: 'Acme Commerce' } as const;
const acmeOwner = (email: string) => ({ email, merchant: 'Acme Commerce' as const });
const adminGrants = [grant('Acme Commerce', preset('admin'))];
const nobody: OracleCaller = { auth: 'none', grants: [] };

const retailRole = (role: Exclude<RoleName, 'admin' | 'custom'>): CallerSpec => ({
  name: role,
  login: { kind: 'password', email: `${role}@paydesk.test` },
  oracle: { auth: 'session', grants: [grant('Acme Retail', preset(role))] },
  owner: acmeOwner(`${role}@paydesk.test`),
});

/** Signed-in callers with an identity: the matrix and the foreign-id sweep use these. */
export const sessionCallers: readonly CallerSpec[] = [
  {
    name: 'admin',
    login: { kind: 'password', email: 'admin@paydesk.test' },
    oracle: { auth: 'session', grants: adminGrants },
    owner: ADMIN_OWNER,
  },
  retailRole('developer'),
  retailRole('finance'),
  retailRole('disputes'),
  retailRole('support'),
  {
    name: 'noaccess (custom, no resource tree)',
    login: { kind: 'password', email: 'noaccess@paydesk.test' },
    oracle: { auth: 'session', grants: [grant('Acme Retail', NOACCESS_PERMISSIONS)] },
    owner: acmeOwner('noaccess@paydesk.test'),
  },
  {
    name: 'custom (Retail Web Shop only)',
    login: { kind: 'password', email: fixtureUsers.custom.email },
    oracle: { auth: 'session', grants: [grant('Retail Web Shop', CUSTOM_PERMISSIONS)] },
    owner: acmeOwner(fixtureUsers.custom.email),
  },
  {
    name: 'temporary access, expired',
    login: { kind: 'password', email: fixtureUsers.temporary.email },
    oracle: { auth: 'session', grants: [grant('Acme Retail', preset('finance'), true)] },
    owner: acmeOwner(fixtureUsers.temporary.email),
  },
  {
    name: 'multi@ as Globex Payments',
    login: { kind: 'password', email: 'multi@paydesk.test', identity: 'Globex' },
    oracle: { auth: 'session', grants: [grant('Globex Payments', preset('admin'))] },
    owner: { email: 'multi@paydesk.test', merchant: 'Globex Payments' },
  },
  {
    name: 'newcomer (another merchant)',
    login: { kind: 'password', email: 'newcomer@paydesk.test' },
    oracle: { auth: 'session', grants: [grant('Newcomer Ventures', preset('admin'))] },
    owner: { email: 'newcomer@paydesk.test', merchant: 'Newcomer Ventures' },
  },
];

const FOREIGN_ORIGIN = 'https://evil.example';

/** Callers without a usable session, or whose requests are forged: everything but public calls is refused. */
export const forgedCallers: readonly CallerSpec[] = [
  { name: 'signed out', login: { kind: 'anonymous' }, oracle: nobody, owner: ADMIN_OWNER },
  {
    name: 'forged session cookie',
    login: { kind: 'forgedCookie' },
    oracle: nobody,
    owner: ADMIN_OWNER,
  },
  {
    name: 'junk Access-Token header',
    login: { kind: 'junkToken', token: 'junk-token-not-from-any-email' },
    oracle: nobody,
    owner: ADMIN_OWNER,
  },
  {
    name: 'foreign Origin (with admin cookies)',
    login: { kind: 'hijack', headers: { origin: FOREIGN_ORIGIN } },
    oracle: { auth: 'session', crossSite: true, grants: adminGrants },
    owner: ADMIN_OWNER,
  },
  {
    name: 'cross-site fetch without Origin (with admin cookies)',
    login: { kind: 'hijack', headers: { 'sec-fetch-site': 'cross-site' } },
    oracle: { auth: 'session', crossSite: true, grants: adminGrants },
    owner: ADMIN_OWNER,
  },
  {
    name: '2FA code not yet given (totp@)',
    login: { kind: 'pendingStep', email: 'totp@paydesk.test' },
    oracle: nobody,
    owner: ADMIN_OWNER,
  },
  {
    name: 'password change pending (expired@)',
    login: { kind: 'pendingStep', email: 'expired@paydesk.test' },
    oracle: nobody,
    owner: ADMIN_OWNER,
  },
  {
    name: 'set-2fa page token (admin@)',
    login: { kind: 'setupToken', email: 'admin@paydesk.test' },
    oracle: { auth: 'setup', grants: [] },
    owner: ADMIN_OWNER,
  },
];

export const allCallers: readonly CallerSpec[] = [...sessionCallers, ...forgedCallers];

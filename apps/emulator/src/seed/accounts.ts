/** The demo accounts of the README: users, their identities and roles, and the blocked address. */
import { DAY } from '../infra/time.js';
import { presetPermissionNames, type RoleName } from '../domain/access/access.js';
import { SEED_EPOCH, type SeedBatch } from './batch.js';
import type { DemoTree } from './resources.js';

export const DEMO_PASSWORD = 'Paydesk-demo-1';
export const DEMO_TOTP_SECRET = 'JBSWY3DPEHPK3PXP';
/** blocked@ stays blocked "after too many failed attempts" for as long as the demo runs. */
const BLOCKED_FOR_DAYS = 3650;

/** Writes the accounts; answers admin@'s identity (the mailbox's author). */
export function seedAccounts(
  batch: SeedBatch,
  tree: DemoTree,
  options: { passwordHash: string; now: number },
): { adminIdentity: string } {
  const { acme, retail, globex, newcomerMerchant } = tree;
  const user = (
    local: string,
    name: string,
    extra: { status?: string; totp?: string; changePassword?: boolean } = {},
  ) => {
    const userId = batch.id('usr');
    batch.add(
      `INSERT INTO users (id, email, name, password_hash, password_change_required, status, totp_secret, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      [
        userId,
        `${local}@paydesk.test`,
        name,
        options.passwordHash,
        extra.changePassword ? 1 : 0,
        extra.status ?? 'active',
        extra.totp ?? null,
        SEED_EPOCH - 200 * DAY,
      ],
    );
    return userId;
  };
  const identity = (
    userId: string,
    merchantId: string,
    name: string,
    groups: [RoleName, string, string[]?][],
  ) => {
    const identityId = batch.id('idt');
    batch.add(
      'INSERT INTO identities (id, user_id, merchant_id, name, status, attributes, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
      [identityId, userId, merchantId, name, 'active', '{}', SEED_EPOCH - 200 * DAY],
    );
    for (const [role, resourceId, permissions] of groups) {
      batch.add(
        'INSERT INTO identity_groups (id, identity_id, role, permissions, resource_id, created_at) VALUES (?, ?, ?, ?, ?, ?)',
        [
          batch.id('grp'),
          identityId,
          role,
          JSON.stringify(permissions ?? []),
          resourceId,
          SEED_EPOCH - 200 * DAY,
        ],
      );
    }
    return identityId;
  };

  const admin = user('admin', 'Ada Admin');
  const adminIdentity = identity(admin, acme, 'Ada Admin · Acme Commerce', [['admin', acme]]);
  identity(user('totp', 'Tom Totp', { totp: DEMO_TOTP_SECRET }), acme, 'Tom Totp · Acme Commerce', [
    ['admin', acme],
  ]);
  const multi = user('multi', 'Mia Multi');
  identity(multi, acme, 'Mia Multi · Acme Commerce', [['admin', acme]]);
  identity(multi, globex, 'Mia Multi · Globex Payments', [['admin', globex]]);
  for (const role of ['developer', 'finance', 'disputes', 'support'] as const) {
    const name = `${role[0]!.toUpperCase()}${role.slice(1)} Demo`;
    identity(user(role, name), acme, `${name} · Acme Retail`, [[role, retail]]);
  }
  identity(
    user('newcomer', 'Nina Newcomer'),
    newcomerMerchant,
    'Nina Newcomer · Newcomer Ventures',
    [['admin', newcomerMerchant]],
  );
  const withoutTree = presetPermissionNames('admin').filter(
    (name) => name !== 'identities.resource-tree.read',
  );
  identity(user('noaccess', 'Noah Noaccess'), acme, 'Noah Noaccess · Acme Retail', [
    ['custom', retail, withoutTree],
  ]);
  identity(
    user('expired', 'Eve Expired', { changePassword: true }),
    acme,
    'Eve Expired · Acme Commerce',
    [['admin', acme]],
  );
  identity(user('blocked', 'Bob Blocked'), acme, 'Bob Blocked · Acme Retail', [
    ['support', retail],
  ]);
  batch.add(
    'INSERT INTO login_guard (email, failed_logins, failed_codes, blocked_until) VALUES (?, ?, ?, ?)',
    ['blocked@paydesk.test', 5, 0, options.now + BLOCKED_FOR_DAYS * DAY],
  );
  identity(
    user('suspended', 'Sam Suspended', { status: 'suspended' }),
    acme,
    'Sam Suspended · Acme Retail',
    [['support', retail]],
  );
  return { adminIdentity };
}

/**
 * Sign-ins in the audit trail. A sign-in opens a merchant (an identity), not one organization, so its entry is
 * written to each organization of that merchant: every organization's admins see who signed in to it. A wrong
 * password for a known account is recorded the same way for each merchant the account belongs to.
 */
import type { DomainContext } from '../context.js';
import type { UserRow } from '../auth/users.js';
import type { Statement } from '../../infra/db/attached.js';
import { auditInsert } from './entries.js';

export interface Device {
  ip: string;
  userAgent: string;
}

async function organizationsOf(ctx: DomainContext, merchantIds: string[]): Promise<string[]> {
  if (merchantIds.length === 0) return [];
  const rows = await ctx.db.all<{ id: string }>(
    `SELECT id FROM resources WHERE type = 'organization' AND parent_id IN (${merchantIds.map(() => '?').join(', ')})`,
    merchantIds,
  );
  return rows.map((row) => row.id);
}

const actorOf = (user: Pick<UserRow, 'id' | 'name' | 'email'>) => ({
  id: user.id,
  name: user.name,
  email: user.email,
});

/** The entries of a completed sign-in with `identityId`, and the identity's last sign-in, in one transaction. */
export async function recordSignIn(
  ctx: DomainContext,
  user: UserRow,
  identityId: string,
  device: Device,
): Promise<void> {
  const identity = await ctx.db.get<{ merchant_id: string }>(
    'SELECT merchant_id FROM identities WHERE id = ?',
    [identityId],
  );
  const now = ctx.clock.now();
  const entries: Statement[] = (
    await organizationsOf(ctx, identity ? [identity.merchant_id] : [])
  ).map((organizationId) =>
    auditInsert(
      {
        organizationId,
        kind: 'sign-in',
        targetType: 'user',
        targetId: user.id,
        summary: user.email,
      },
      device,
      actorOf(user),
      now,
    ),
  );
  await ctx.db.batch([
    { sql: 'UPDATE identities SET last_login_at = ? WHERE id = ?', args: [now, identityId] },
    ...entries,
  ]);
}

/** A refused password of a known account (an unknown address belongs to no organization: nothing to record). */
export async function recordFailedSignIn(
  ctx: DomainContext,
  email: string,
  device: Device,
): Promise<void> {
  const user = await ctx.db.get<UserRow>('SELECT * FROM users WHERE email = ?', [
    email.trim().toLowerCase(),
  ]);
  if (!user) return;
  const merchants = await ctx.db.all<{ merchant_id: string }>(
    "SELECT DISTINCT merchant_id FROM identities WHERE user_id = ? AND status = 'active'",
    [user.id],
  );
  const now = ctx.clock.now();
  const organizations = await organizationsOf(
    ctx,
    merchants.map((row) => row.merchant_id),
  );
  await ctx.db.batch(
    organizations.map((organizationId) =>
      auditInsert(
        {
          organizationId,
          kind: 'sign-in-failed',
          targetType: 'user',
          targetId: user.id,
          summary: user.email,
        },
        device,
        actorOf(user),
        now,
      ),
    ),
  );
}

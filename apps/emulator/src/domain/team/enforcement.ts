/**
 * Team-wide two-step authentication: an organization's admin may require 2FA of every member. The flag lives on
 * the organization (table `team_settings`); a user is bound by it when any of their active identities holds an
 * unexpired role on that organization, on something inside it, or on its merchant (a merchant-wide member belongs
 * to every organization).
 */
import type { DomainContext } from '../context.js';
import { lineageOf } from '../resources/lineage.js';

/** Whether an organization requires two-step authentication of its members. */
export async function twoFaEnforcedOn(
  ctx: DomainContext,
  organizationId: string,
): Promise<boolean> {
  const row = await ctx.db.get<{ two_fa_enforced: number }>(
    'SELECT two_fa_enforced FROM team_settings WHERE organization_id = ?',
    [organizationId],
  );
  return row?.two_fa_enforced === 1;
}

/** Stores an organization's enforcement flag. */
export async function storeTwoFaEnforcement(
  ctx: DomainContext,
  organizationId: string,
  enforced: boolean,
  byIdentityId: string,
): Promise<void> {
  await ctx.db.run(
    `INSERT INTO team_settings (organization_id, two_fa_enforced, updated_at, updated_by) VALUES (?, ?, ?, ?)
     ON CONFLICT (organization_id) DO UPDATE SET two_fa_enforced = excluded.two_fa_enforced,
       updated_at = excluded.updated_at, updated_by = excluded.updated_by`,
    [organizationId, enforced ? 1 : 0, ctx.clock.now(), byIdentityId],
  );
}

/**
 * Whether any organization the user belongs to requires two-step authentication. The sign-in flow asks this to
 * send a user without 2FA through /set-2fa before the dashboard.
 */
export async function twoFaEnforcedFor(ctx: DomainContext, userId: string): Promise<boolean> {
  const enforcing = await ctx.db.all<{ organization_id: string }>(
    'SELECT organization_id FROM team_settings WHERE two_fa_enforced = 1',
  );
  if (enforcing.length === 0) return false;
  const groups = await ctx.db.all<{ resource_id: string }>(
    `SELECT DISTINCT identity_groups.resource_id FROM identity_groups
     JOIN identities ON identities.id = identity_groups.identity_id AND identities.status = 'active'
     WHERE identities.user_id = ? AND (identity_groups.expires_at IS NULL OR identity_groups.expires_at > ?)`,
    [userId, ctx.clock.now()],
  );
  if (groups.length === 0) return false;
  const organizations = new Set(enforcing.map((row) => row.organization_id));
  for (const group of groups) {
    // A role on the organization or below it: the organization is in the role's lineage.
    const lineage = await lineageOf(ctx.db, group.resource_id);
    if (lineage.some((row) => organizations.has(row.id))) return true;
    // A role on the merchant: every organization of that merchant binds it.
    if (lineage[0]?.type === 'merchant') {
      for (const organizationId of organizations) {
        const up = await lineageOf(ctx.db, organizationId);
        if (up.some((row) => row.id === group.resource_id)) return true;
      }
    }
  }
  return false;
}

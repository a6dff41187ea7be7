/**
 * Team-wide two-step authentication. Stand-in until the team screens land (H-team owns this file): a merchant
 * enforces 2FA with `twoFaEnforced: true` in its resource attributes.
 */
import type { DomainContext } from '../context.js';

/** Whether any merchant the user is an active member of enforces 2FA. */
export async function twoFaEnforcedFor(ctx: DomainContext, userId: string): Promise<boolean> {
  const row = await ctx.db.get<{ enforced: number }>(
    `SELECT 1 AS enforced FROM identities JOIN resources ON resources.id = identities.merchant_id
     WHERE identities.user_id = ? AND identities.status = 'active'
       AND json_extract(resources.attributes, '$.twoFaEnforced') = 1
     LIMIT 1`,
    [userId],
  );
  return row !== undefined;
}

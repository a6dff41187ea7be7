/**
 * Temporary access ends at its expiry on the emulator's clock. Requests stop counting an expired group the moment
 * it expires (Access.load filters by the clock); this clock job tells the open sessions: each group that expired
 * since the last run is marked once (`expiry_announced_at`), its identity's sessions get `accessChanged`, and an
 * identity left with no access at all is signed out everywhere. Idempotent, and it catches up after a long advance.
 */
import { forgetGroups } from '../access/access.js';
import type { DomainContext } from '../context.js';
import { accessChangedOrEnded } from './liveAccess.js';

/** Handles the groups expired by `now`; answers the identities it told (signed out or notified). */
export async function handleExpiredGroups(ctx: DomainContext, now: number): Promise<string[]> {
  const due = await ctx.db.all<{ id: string; identity_id: string }>(
    `SELECT id, identity_id FROM identity_groups
     WHERE expires_at IS NOT NULL AND expires_at <= ? AND expiry_announced_at IS NULL
     ORDER BY expires_at, id`,
    [now],
  );
  const identities = new Set<string>();
  for (const group of due) {
    // Claimed first: two runs at once announce each expiry once.
    const claimed = await ctx.db.run(
      'UPDATE identity_groups SET expiry_announced_at = ? WHERE id = ? AND expiry_announced_at IS NULL',
      [now, group.id],
    );
    if (claimed > 0) identities.add(group.identity_id);
  }
  for (const identityId of identities) {
    forgetGroups(ctx.db, identityId);
    await accessChangedOrEnded(ctx, identityId);
  }
  return [...identities];
}

/** The clock job (listed in actions/timeJobs.ts). */
export const accessExpiryJob = {
  name: 'temporary access expiry',
  run: async (ctx: DomainContext, now: number): Promise<void> => {
    await handleExpiredGroups(ctx, now);
  },
};

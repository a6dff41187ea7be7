/** Who hears that a report moved: the active sessions whose roles reach its organization. */
import type { DomainContext } from '../context.js';
import { lineageOf } from '../resources/lineage.js';

export async function sessionChannelsSeeing(
  ctx: DomainContext,
  organizationId: string,
): Promise<string[]> {
  const lineage = (await lineageOf(ctx.db, organizationId)).map((row) => row.id);
  if (lineage.length === 0) return [];
  const rows = await ctx.db.all<{ channel: string }>(
    `SELECT DISTINCT s.channel FROM sessions s JOIN identity_groups g ON g.identity_id = s.identity_id
     WHERE s.stage = 'active' AND (g.expires_at IS NULL OR g.expires_at > ?)
       AND g.resource_id IN (${lineage.map(() => '?').join(', ')})`,
    // Temporary access past its expiry hears nothing, like it sees nothing.
    [ctx.clock.now(), ...lineage],
  );
  return rows.map((row) => row.channel);
}

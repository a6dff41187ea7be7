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
     WHERE s.stage = 'active' AND g.resource_id IN (${lineage.map(() => '?').join(', ')})`,
    lineage,
  );
  return rows.map((row) => row.channel);
}

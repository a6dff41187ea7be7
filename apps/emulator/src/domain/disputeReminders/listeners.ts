/** Who hears a dispute reminder: the active sessions whose roles on the organization (or above) read disputes. */
import type { PermissionName } from '@paydesk/permissions';
import { groupPermissions } from '../access/access.js';
import type { DomainContext } from '../context.js';
import { lineageOf } from '../resources/lineage.js';

/** Reading disputes: disputes.read or the read-only role, as for `disputes/list`. */
const READS_DISPUTES: readonly PermissionName[] = ['disputes.read', 'read-only'];

export async function disputeReaderChannels(
  ctx: DomainContext,
  organizationId: string,
): Promise<string[]> {
  const lineage = (await lineageOf(ctx.db, organizationId)).map((row) => row.id);
  if (lineage.length === 0) return [];
  const rows = await ctx.db.all<{ channel: string; role: string; permissions: string }>(
    `SELECT s.channel, g.role, g.permissions FROM sessions s JOIN identity_groups g ON g.identity_id = s.identity_id
     WHERE s.stage = 'active' AND (g.expires_at IS NULL OR g.expires_at > ?)
       AND g.resource_id IN (${lineage.map(() => '?').join(', ')})`,
    [ctx.clock.now(), ...lineage],
  );
  const channels = rows
    .filter((row) =>
      groupPermissions(row.role, row.permissions).some((name) => READS_DISPUTES.includes(name)),
    )
    .map((row) => row.channel);
  return [...new Set(channels)];
}

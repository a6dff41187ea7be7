/** Who hears that an organization's ledger moved: the active sessions whose roles reach the organization. */
import type { DomainContext } from '../context.js';
import { lineageOf } from '../resources/lineage.js';
import type { Entry } from './posting.js';

/** The session channels to tell, and what to tell them (organization and currencies; no amounts). */
export async function ledgerWatchers(
  ctx: DomainContext,
  entries: readonly Entry[],
): Promise<{ channels: string[]; organizationId: string; currencies: string[] }[]> {
  const byOrganization = new Map<string, Set<string>>();
  for (const entry of entries) {
    const currencies = byOrganization.get(entry.organizationId) ?? new Set<string>();
    currencies.add(entry.currency);
    byOrganization.set(entry.organizationId, currencies);
  }
  const out = [];
  for (const [organizationId, currencies] of byOrganization) {
    const lineage = (await lineageOf(ctx.db, organizationId)).map((row) => row.id);
    if (lineage.length === 0) continue;
    const rows = await ctx.db.all<{ channel: string }>(
      `SELECT DISTINCT s.channel FROM sessions s JOIN identity_groups g ON g.identity_id = s.identity_id
       WHERE s.stage = 'active' AND (g.expires_at IS NULL OR g.expires_at > ?)
         AND g.resource_id IN (${lineage.map(() => '?').join(', ')})`,
      // Temporary access past its expiry hears nothing, like it sees nothing.
      [ctx.clock.now(), ...lineage],
    );
    out.push({
      channels: rows.map((row) => row.channel),
      organizationId,
      currencies: [...currencies].sort(),
    });
  }
  return out;
}

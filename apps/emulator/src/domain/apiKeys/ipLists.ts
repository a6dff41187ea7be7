/**
 * The organization's allowed IP lists an API key may name (built in the allowed-ip-lists area, migration 12:
 * `allowed_ip_lists (id, organization_id, name, entries JSON string[])`). Until that table exists a key can name
 * none: every id is unknown.
 */
import type { DomainContext } from '../context.js';

async function hasListTable(ctx: DomainContext): Promise<boolean> {
  const row = await ctx.db.get(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'allowed_ip_lists'",
  );
  return row !== undefined;
}

/** The ids among `ids` that are no allowed IP list of the organization. */
export async function unknownAllowedIpLists(
  ctx: DomainContext,
  organizationId: string,
  ids: readonly string[],
): Promise<string[]> {
  if (ids.length === 0) return [];
  if (!(await hasListTable(ctx))) return [...ids];
  const rows = await ctx.db.all<{ id: string }>(
    `SELECT id FROM allowed_ip_lists WHERE organization_id = ? AND id IN (${ids.map(() => '?').join(', ')})`,
    [organizationId, ...ids],
  );
  const known = new Set(rows.map((row) => row.id));
  return ids.filter((id) => !known.has(id));
}

/** Every entry of the named lists (a list deleted since the key was made contributes nothing). */
export async function rangesOfAllowedIpLists(
  ctx: DomainContext,
  organizationId: string,
  ids: readonly string[],
): Promise<string[]> {
  if (ids.length === 0 || !(await hasListTable(ctx))) return [];
  const rows = await ctx.db.all<{ entries: string }>(
    `SELECT entries FROM allowed_ip_lists WHERE organization_id = ? AND id IN (${ids.map(() => '?').join(', ')})`,
    [organizationId, ...ids],
  );
  return rows.flatMap((row) => JSON.parse(row.entries) as string[]);
}

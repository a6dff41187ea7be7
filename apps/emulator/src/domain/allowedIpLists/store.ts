/** Allowed IP lists: rows as stored (migration 12), their resource, and the checked writes. */
import type { AllowedIpList } from '@paydesk/api-client';
import type { Database } from '../../infra/db/database.js';
import { secureId } from '../../infra/random.js';
import { iso } from '../../infra/time.js';
import type { DomainContext } from '../context.js';
import { checkedList, nameTaken } from './fields.js';
import { refuseIfInUse } from './usage.js';

export interface AllowedIpListRow {
  id: string;
  organization_id: string;
  name: string;
  /** JSON array of strings. */
  entries: string;
  created_at: number;
  updated_at: number;
}

const columns = [
  'id',
  'organization_id',
  'name',
  'entries',
  'created_at',
  'updated_at',
] as const satisfies readonly (keyof AllowedIpListRow)[];

export const insertAllowedIpList = (row: AllowedIpListRow) => ({
  sql: `INSERT INTO allowed_ip_lists (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`,
  args: columns.map((column) => row[column]),
});

export const allowedIpListById = (db: Database, id: string | undefined) =>
  id
    ? db.get<AllowedIpListRow>('SELECT * FROM allowed_ip_lists WHERE id = ?', [id])
    : Promise.resolve(undefined);

export const allowedIpListsOf = (db: Database, organizationId: string) =>
  db.all<AllowedIpListRow>(
    'SELECT * FROM allowed_ip_lists WHERE organization_id = ? ORDER BY name COLLATE NOCASE, id',
    [organizationId],
  );

export const entriesOf = (row: AllowedIpListRow): string[] => JSON.parse(row.entries) as string[];

export function allowedIpListResource(row: AllowedIpListRow): AllowedIpList {
  return {
    type: 'allowed-ip-lists',
    id: row.id,
    attributes: {
      organizationId: row.organization_id,
      name: row.name,
      entries: entriesOf(row),
      createdAt: iso(Number(row.created_at)),
      updatedAt: iso(Number(row.updated_at)),
    },
  };
}

/** The unique index caught a name another write took between our check and our write. */
const isNameClash = (error: unknown) =>
  error instanceof Error && /UNIQUE constraint failed: allowed_ip_lists/.test(error.message);

async function written<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isNameClash(error)) throw nameTaken();
    throw error;
  }
}

export async function createAllowedIpList(
  ctx: DomainContext,
  organizationId: string,
  attributes: Record<string, unknown>,
): Promise<AllowedIpListRow> {
  const { name, entries } = await checkedList(ctx.db, organizationId, attributes);
  const now = ctx.clock.now();
  const row: AllowedIpListRow = {
    id: secureId('ipl'),
    organization_id: organizationId,
    name,
    entries: JSON.stringify(entries),
    created_at: now,
    updated_at: now,
  };
  const statement = insertAllowedIpList(row);
  await written(() => ctx.db.run(statement.sql, statement.args));
  return row;
}

export async function updateAllowedIpList(
  ctx: DomainContext,
  row: AllowedIpListRow,
  attributes: Record<string, unknown>,
): Promise<AllowedIpListRow> {
  const { name, entries } = await checkedList(ctx.db, row.organization_id, attributes, row.id);
  const next: AllowedIpListRow = {
    ...row,
    name,
    entries: JSON.stringify(entries),
    updated_at: ctx.clock.now(),
  };
  await written(() =>
    ctx.db.run('UPDATE allowed_ip_lists SET name = ?, entries = ?, updated_at = ? WHERE id = ?', [
      next.name,
      next.entries,
      next.updated_at,
      row.id,
    ]),
  );
  return next;
}

/** Removes a list no API key names (one in use is refused). */
export async function removeAllowedIpList(
  ctx: DomainContext,
  row: AllowedIpListRow,
): Promise<void> {
  await refuseIfInUse(ctx.db, row.id);
  await ctx.db.run('DELETE FROM allowed_ip_lists WHERE id = ?', [row.id]);
}

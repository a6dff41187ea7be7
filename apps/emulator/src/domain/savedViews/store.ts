/**
 * Saved views: their rows, who sees one (its owner; a shared one every member who may read its list) and the
 * resource. A view is the owner's alone to change: the rule is here once, for update and remove.
 */
import {
  savedViewLists,
  type SavedView,
  type SavedViewList,
  type SavedViewVisibility,
} from '@paydesk/api-client';
import type { PermissionMeta } from '@paydesk/permissions';
import type { SessionCaller } from '../access/caller.js';
import type { DomainContext } from '../context.js';
import { forbidden, invalid, notFound } from '../errors.js';
import { lineageOf } from '../resources/lineage.js';

export interface SavedViewRow {
  id: string;
  organization_id: string;
  list: SavedViewList;
  owner_id: string;
  owner_name: string;
  name: string;
  visibility: SavedViewVisibility;
  search: string;
  columns: string;
  created_at: number;
  updated_at: number;
}

/** Whether the caller holds what `meta` asks for on the resource of `lineage` (route meta, on the server). */
function allows(caller: SessionCaller, meta: PermissionMeta, lineage: string[]): boolean {
  if (meta.type === 'single') return caller.access.can(meta.permission, lineage);
  const held = meta.permissions.map((name) => caller.access.can(name, lineage));
  return meta.type === 'any' ? held.some(Boolean) : held.every(Boolean);
}

/** Whether the caller may read `list` in the organization of `lineage`. */
export const mayReadList = (caller: SessionCaller, list: SavedViewList, lineage: string[]) =>
  allows(caller, savedViewLists[list], lineage);

/** Whether the caller sees the view: their own, or shared; and only while they may read its list. */
export const seesView = (caller: SessionCaller, row: SavedViewRow, lineage: string[]) =>
  (row.owner_id === caller.user.id || row.visibility === 'shared') &&
  mayReadList(caller, row.list, lineage);

/**
 * A view the caller may change: one they do not see is not found; one they see but do not own is forbidden
 * (a shared view is read by all, changed by its owner only).
 */
export async function ownedView(
  ctx: DomainContext,
  caller: SessionCaller,
  id: string | undefined,
): Promise<SavedViewRow> {
  const row = id
    ? await ctx.db.get<SavedViewRow>('SELECT * FROM saved_views WHERE id = ?', [id])
    : undefined;
  if (!row) throw notFound();
  const lineage = (await lineageOf(ctx.db, row.organization_id)).map((resource) => resource.id);
  if (lineage.length === 0 || !caller.access.sees(lineage) || !seesView(caller, row, lineage))
    throw notFound();
  if (row.owner_id !== caller.user.id) throw forbidden();
  return row;
}

/** A name is unique among one owner's views of a list; the error is the name field's. */
export async function checkNameFree(
  ctx: DomainContext,
  key: { organizationId: string; list: SavedViewList; ownerId: string; name: string },
  exceptId?: string,
): Promise<void> {
  const taken = await ctx.db.get<{ id: string }>(
    'SELECT id FROM saved_views WHERE organization_id = ? AND list = ? AND owner_id = ? AND name = ? AND id != ?',
    [key.organizationId, key.list, key.ownerId, key.name, exceptId ?? ''],
  );
  if (taken)
    throw invalid('You already have a view of this list with this name', '/data/attributes/name');
}

export const savedViewResource = (row: SavedViewRow): SavedView => ({
  type: 'saved-view',
  id: row.id,
  attributes: {
    organizationId: row.organization_id,
    list: row.list,
    name: row.name,
    visibility: row.visibility,
    search: JSON.parse(row.search) as Record<string, string>,
    columns: JSON.parse(row.columns) as Record<string, boolean>,
    ownerId: row.owner_id,
    ownerName: row.owner_name,
    updatedAt: new Date(Number(row.updated_at)).toISOString(),
  },
});

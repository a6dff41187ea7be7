/**
 * Which resources a caller sees: the subtrees of its groups (the organization boundary). An invisible resource
 * answers "not found", the same as a missing one, so other organizations' ids reveal nothing.
 */
import type { PermissionName } from '@paydesk/permissions';
import type { DomainContext } from '../context.js';
import { ApiError, forbidden, notFound } from '../errors.js';
import type { AccessCaller, SessionCaller } from '../access/caller.js';
import type { Filter } from '../lists.js';
import { lineageOf, type ResourceRow } from './lineage.js';

/** Loads a resource the caller may see, optionally requiring a permission on it and a type. */
export async function visibleResource(
  ctx: DomainContext,
  caller: AccessCaller,
  id: unknown,
  permission?: PermissionName,
  type?: ResourceRow['type'],
): Promise<{ row: ResourceRow; lineage: string[] }> {
  if (typeof id !== 'string' || id.length === 0) {
    throw new ApiError(422, [
      {
        title: 'resourceId is required',
        code: 'invalid',
        source: { pointer: '/data/attributes/resourceId' },
      },
    ]);
  }
  const rows = await lineageOf(ctx.db, id);
  const row = rows[0];
  const lineage = rows.map((r) => r.id);
  if (!row || !caller.access.sees(lineage) || (type && row.type !== type)) throw notFound();
  if (permission && !caller.access.can(permission, lineage)) throw forbidden();
  return { row, lineage };
}

/** Every resource the caller may see: the subtrees of its groups plus their ancestors (for the tree's shape). */
export async function visibleResources(
  ctx: DomainContext,
  caller: SessionCaller,
): Promise<ResourceRow[]> {
  const roots = caller.access.roots;
  if (roots.length === 0) return [];
  const marks = roots.map(() => '?').join(', ');
  return ctx.db.all<ResourceRow>(
    `WITH RECURSIVE
       down(id) AS (SELECT id FROM resources WHERE id IN (${marks})
                    UNION SELECT r.id FROM resources r JOIN down ON r.parent_id = down.id),
       up(id) AS (SELECT parent_id FROM resources WHERE id IN (${marks}) AND parent_id IS NOT NULL
                  UNION SELECT r.parent_id FROM resources r JOIN up ON r.id = up.id WHERE r.parent_id IS NOT NULL)
     SELECT * FROM resources WHERE id IN (SELECT id FROM down UNION SELECT id FROM up) ORDER BY position`,
    [...roots, ...roots],
  );
}

export function descendantsOf(rows: ResourceRow[], rootId: string): ResourceRow[] {
  const ids = new Set([rootId]);
  const out: ResourceRow[] = [];
  for (const row of rows) {
    // Rows come in creation order, so parents precede their children.
    if (row.parent_id && ids.has(row.parent_id)) {
      ids.add(row.id);
      out.push(row);
    }
  }
  return out;
}

/**
 * The resources inside the caller's groups, narrowed by `resourceType` filters (`=` or a list); filters on other
 * fields are ignored.
 */
export async function myResources(
  ctx: DomainContext,
  caller: SessionCaller,
  filters: readonly Filter[],
): Promise<ResourceRow[]> {
  const all = await visibleResources(ctx, caller);
  const byId = new Map(all.map((row) => [row.id, row]));
  const lineage = (row: ResourceRow) => {
    const ids = [row.id];
    let parent = row.parent_id ? byId.get(row.parent_id) : undefined;
    while (parent) {
      ids.push(parent.id);
      parent = parent.parent_id ? byId.get(parent.parent_id) : undefined;
    }
    return ids;
  };
  // Ancestors of a group's resource shape the tree but are not "my" resources.
  return all.filter(
    (row) =>
      caller.access.sees(lineage(row)) &&
      filters.every(
        ([field, operator, value]) =>
          field !== 'resourceType' ||
          (operator === '='
            ? row.type === value
            : Array.isArray(value) && value.includes(row.type)),
      ),
  );
}

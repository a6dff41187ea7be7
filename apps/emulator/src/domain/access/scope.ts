/**
 * The one access check of resources owned by an organization or a project: what the caller cannot see is "not
 * found" (like a missing record), what it sees without every permission the action names is "forbidden".
 */
import type { PermissionName } from '@paydesk/permissions';
import type { DomainContext } from '../context.js';
import { forbidden, notFound } from '../errors.js';
import { lineageOf, type ResourceRow } from '../resources/lineage.js';
import { visibleResource } from '../resources/visibility.js';
import type { SessionCaller } from './caller.js';

/** Whether the caller holds every one of `permissions` on the resource of `lineage`. */
export const holdsAll = (
  caller: SessionCaller,
  permissions: readonly PermissionName[],
  lineage: string[],
) => permissions.every((name) => caller.access.can(name, lineage));

/** The organization (resourceId) an action is about: visible (else not found), with all of `permissions` there. */
export async function organizationScope(
  ctx: DomainContext,
  caller: SessionCaller,
  resourceId: unknown,
  permissions: readonly PermissionName[],
): Promise<ResourceRow> {
  const { row, lineage } = await visibleResource(
    ctx,
    caller,
    resourceId,
    undefined,
    'organization',
  );
  if (!holdsAll(caller, permissions, lineage)) throw forbidden();
  return row;
}

/**
 * A record owned by the resource `ownerId` (an organization or a project), for an action that needs all of
 * `permissions` there. A missing or unseen record is not found, with `notFoundTitle` when the spec names one.
 */
export async function ownedRecord<T>(
  ctx: DomainContext,
  caller: SessionCaller,
  record: T | undefined,
  ownerOf: (record: T) => string,
  permissions: readonly PermissionName[],
  notFoundTitle?: string,
): Promise<{ row: T; lineage: string[] }> {
  if (!record) throw notFound(notFoundTitle);
  const lineage = (await lineageOf(ctx.db, ownerOf(record))).map((resource) => resource.id);
  if (lineage.length === 0 || !caller.access.sees(lineage)) throw notFound(notFoundTitle);
  if (!holdsAll(caller, permissions, lineage)) throw forbidden();
  return { row: record, lineage };
}

/**
 * Who reads and changes allowed IP lists (enforced whatever the UI shows): every action names its permissions in
 * the contract (`allowedIpListPermissions`, all of them on the organization). Another organization's list is "not
 * found", like a missing one.
 */
import {
  ALLOWED_IP_LIST_ERRORS,
  allowedIpListPermissions,
  type AllowedIpListsActionName,
} from '@paydesk/api-client';
import type { SessionCaller } from '../access/caller.js';
import type { DomainContext } from '../context.js';
import { forbidden, notFound } from '../errors.js';
import { lineageOf } from '../resources/lineage.js';
import { visibleResource } from '../resources/visibility.js';
import { allowedIpListById, type AllowedIpListRow } from './store.js';

const allowed = (caller: SessionCaller, action: AllowedIpListsActionName, lineage: string[]) =>
  allowedIpListPermissions[action].every((name) => caller.access.can(name, lineage));

/** The organization (resourceId) an action is about: visible (else not found), with the action's permissions. */
export async function allowedIpListScope(
  ctx: DomainContext,
  caller: SessionCaller,
  resourceId: unknown,
  action: AllowedIpListsActionName,
): Promise<string> {
  const { row, lineage } = await visibleResource(
    ctx,
    caller,
    resourceId,
    undefined,
    'organization',
  );
  if (!allowed(caller, action, lineage)) throw forbidden();
  return row.id;
}

/** The list `id`, if the caller sees its organization and may do `action` there. */
export async function allowedIpListFor(
  ctx: DomainContext,
  caller: SessionCaller,
  id: string | undefined,
  action: AllowedIpListsActionName,
): Promise<AllowedIpListRow> {
  const row = await allowedIpListById(ctx.db, id);
  if (!row) throw notFound(ALLOWED_IP_LIST_ERRORS.notFound);
  const lineage = (await lineageOf(ctx.db, row.organization_id)).map((resource) => resource.id);
  if (lineage.length === 0 || !caller.access.sees(lineage))
    throw notFound(ALLOWED_IP_LIST_ERRORS.notFound);
  if (!allowed(caller, action, lineage)) throw forbidden();
  return row;
}

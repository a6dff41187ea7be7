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
import { organizationScope, ownedRecord } from '../access/scope.js';
import type { DomainContext } from '../context.js';
import { allowedIpListById, type AllowedIpListRow } from './store.js';

/** The organization (resourceId) an action is about: visible (else not found), with the action's permissions. */
export async function allowedIpListScope(
  ctx: DomainContext,
  caller: SessionCaller,
  resourceId: unknown,
  action: AllowedIpListsActionName,
): Promise<string> {
  return (await organizationScope(ctx, caller, resourceId, allowedIpListPermissions[action])).id;
}

/** The list `id`, if the caller sees its organization and may do `action` there. */
export async function allowedIpListFor(
  ctx: DomainContext,
  caller: SessionCaller,
  id: string | undefined,
  action: AllowedIpListsActionName,
): Promise<AllowedIpListRow> {
  const record = await allowedIpListById(ctx.db, id);
  const { row } = await ownedRecord(
    ctx,
    caller,
    record,
    (list) => list.organization_id,
    allowedIpListPermissions[action],
    ALLOWED_IP_LIST_ERRORS.notFound,
  );
  return row;
}

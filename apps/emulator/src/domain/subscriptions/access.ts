/**
 * Who reads and changes plans and subscriptions (enforced whatever the UI shows): every action names its
 * permissions in the contract (`subscriptionPermissions`, all of them on the organization). Another
 * organization's plan or subscription is "not found", like a missing one.
 */
import { subscriptionPermissions, type SubscriptionsActionName } from '@paydesk/api-client';
import type { DomainContext } from '../context.js';
import { forbidden, notFound } from '../errors.js';
import type { SessionCaller } from '../access/caller.js';
import { lineageOf } from '../resources/lineage.js';
import { visibleResource } from '../resources/visibility.js';

const allowed = (caller: SessionCaller, action: SubscriptionsActionName, lineage: string[]) =>
  subscriptionPermissions[action].every((name) => caller.access.can(name, lineage));

/** The organization (resourceId) an action is about: visible (else not found), with the action's permissions. */
export async function subscriptionScope(
  ctx: DomainContext,
  caller: SessionCaller,
  resourceId: unknown,
  action: SubscriptionsActionName,
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

/** A plan or subscription row, read for `action`. */
export async function subscriptionRow<T extends { organization_id: string }>(
  ctx: DomainContext,
  caller: SessionCaller,
  row: T | undefined,
  action: SubscriptionsActionName,
): Promise<T> {
  if (!row) throw notFound();
  const lineage = (await lineageOf(ctx.db, row.organization_id)).map((resource) => resource.id);
  if (lineage.length === 0 || !caller.access.sees(lineage)) throw notFound();
  if (!allowed(caller, action, lineage)) throw forbidden();
  return row;
}

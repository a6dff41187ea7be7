/**
 * Who reads and changes plans and subscriptions (enforced whatever the UI shows): every action names its
 * permissions in the contract (`subscriptionPermissions`, all of them on the organization). Another
 * organization's plan or subscription is "not found", like a missing one.
 */
import { subscriptionPermissions, type SubscriptionsActionName } from '@paydesk/api-client';
import type { DomainContext } from '../context.js';
import type { SessionCaller } from '../access/caller.js';
import { organizationScope, ownedRecord } from '../access/scope.js';

/** The organization (resourceId) an action is about: visible (else not found), with the action's permissions. */
export async function subscriptionScope(
  ctx: DomainContext,
  caller: SessionCaller,
  resourceId: unknown,
  action: SubscriptionsActionName,
): Promise<string> {
  return (await organizationScope(ctx, caller, resourceId, subscriptionPermissions[action])).id;
}

/** A plan or subscription row, read for `action`. */
export async function subscriptionRow<T extends { organization_id: string }>(
  ctx: DomainContext,
  caller: SessionCaller,
  row: T | undefined,
  action: SubscriptionsActionName,
): Promise<T> {
  const owner = (record: T) => record.organization_id;
  return (await ownedRecord(ctx, caller, row, owner, subscriptionPermissions[action])).row;
}

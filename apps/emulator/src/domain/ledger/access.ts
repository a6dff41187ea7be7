/**
 * Who reads an organization's money (SPEC §6): every money action names its permissions in the contract
 * (`moneyPermissions`, all of them on the organization). Another organization's organization, account, payout,
 * payout request or settlement is "not found", like a missing one.
 */
import { moneyPermissions, type MoneyActionName } from '@paydesk/api-client';
import type { DomainContext } from '../context.js';
import type { SessionCaller } from '../access/caller.js';
import { organizationScope, ownedRecord } from '../access/scope.js';

/** The organization (resourceId) an action is about: visible (else not found), with the action's permissions. */
export async function moneyScope(
  ctx: DomainContext,
  caller: SessionCaller,
  resourceId: unknown,
  action: MoneyActionName,
): Promise<string> {
  return (await organizationScope(ctx, caller, resourceId, moneyPermissions[action])).id;
}

/** A row owned by an organization (`organization_id`), read for `action`. */
export async function moneyRow<T extends { organization_id: string }>(
  ctx: DomainContext,
  caller: SessionCaller,
  row: T | undefined,
  action: MoneyActionName,
): Promise<T> {
  const owner = (record: T) => record.organization_id;
  return (await ownedRecord(ctx, caller, row, owner, moneyPermissions[action])).row;
}

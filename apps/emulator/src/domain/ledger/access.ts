/**
 * Who reads an organization's money (SPEC §6): every money action names its permissions in the contract
 * (`moneyPermissions`, all of them on the organization). Another organization's organization, account, payout,
 * payout request or settlement is "not found", like a missing one.
 */
import { moneyPermissions, type MoneyActionName } from '@paydesk/api-client';
import type { DomainContext } from '../context.js';
import { forbidden, notFound } from '../errors.js';
import type { SessionCaller } from '../access/caller.js';
import { lineageOf } from '../resources/lineage.js';
import { visibleResource } from '../resources/visibility.js';

const allowed = (caller: SessionCaller, action: MoneyActionName, lineage: string[]) =>
  moneyPermissions[action].every((name) => caller.access.can(name, lineage));

/** The organization (resourceId) an action is about: visible (else not found), with the action's permissions. */
export async function moneyScope(
  ctx: DomainContext,
  caller: SessionCaller,
  resourceId: unknown,
  action: MoneyActionName,
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

/** A row owned by an organization (`organization_id`), read for `action`. */
export async function moneyRow<T extends { organization_id: string }>(
  ctx: DomainContext,
  caller: SessionCaller,
  row: T | undefined,
  action: MoneyActionName,
): Promise<T> {
  if (!row) throw notFound();
  const lineage = (await lineageOf(ctx.db, row.organization_id)).map((resource) => resource.id);
  if (lineage.length === 0 || !caller.access.sees(lineage)) throw notFound();
  if (!allowed(caller, action, lineage)) throw forbidden();
  return row;
}

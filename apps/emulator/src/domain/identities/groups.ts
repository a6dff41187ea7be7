/**
 * Identity groups: a role on a resource, optionally until an expiry (temporary access). Granting a role on a
 * resource needs identities.groups.write there; nobody changes their own roles. Every change reaches the identity's
 * open sessions at once (see {@link groupsChanged}).
 */
import type { PermissionName } from '@paydesk/permissions';
import { secureId } from '../../infra/random.js';
import type { DomainContext } from '../context.js';
import { ApiError, forbidden, notFound } from '../errors.js';
import { forgetGroups, type GroupRow } from '../access/access.js';
import type { SessionCaller } from '../access/caller.js';
import type { IdentityRow } from '../auth/users.js';
import { visibleResource } from '../resources/visibility.js';
import { identityOfMerchant } from './identities.js';
import { accessChangedOrEnded } from './liveAccess.js';

/** A group as a request asks for it. */
export interface GroupInput {
  role: string;
  permissions: PermissionName[];
  resourceId: string;
  expiresAt: number | null;
}

const INSERT_GROUP =
  'INSERT INTO identity_groups (id, identity_id, role, permissions, resource_id, expires_at, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)';

/**
 * After any write to an identity's groups: the cached access is dropped (the next request sees the change) and the
 * identity's open sessions are told (`accessChanged`), so their pages reload permissions without a reload, or are
 * signed out when no role is left. Every domain function that writes identity_groups ends with this (test
 * control's /revoke only forgets: it stands for a change between two visits).
 */
export async function groupsChanged(ctx: DomainContext, identityId: string): Promise<void> {
  forgetGroups(ctx.db, identityId);
  await accessChangedOrEnded(ctx, identityId);
}

export async function groupsOf(ctx: DomainContext, identityId: string): Promise<GroupRow[]> {
  return ctx.db.all<GroupRow>(
    'SELECT id, role, permissions, resource_id, expires_at FROM identity_groups WHERE identity_id = ? ORDER BY created_at, id',
    [identityId],
  );
}

/** Only someone holding identities.groups.write on a resource may grant roles on it. */
export async function checkGroupGrant(
  ctx: DomainContext,
  caller: SessionCaller,
  group: GroupInput,
): Promise<void> {
  const { row } = await visibleResource(ctx, caller, group.resourceId, 'identities.groups.write');
  if (row.type === 'channel') {
    throw new ApiError(422, [
      { title: 'Roles are granted on merchants, organizations or projects', code: 'invalid' },
    ]);
  }
}

/** Another identity of the caller's merchant, whose roles the caller is about to change. */
export async function groupTarget(
  ctx: DomainContext,
  caller: SessionCaller,
  identityId: string,
): Promise<IdentityRow> {
  const identity = await identityOfMerchant(ctx, caller, identityId);
  if (identity.id === caller.identity.id) throw forbidden();
  return identity;
}

/** Grants one more role; answers the new group's id. */
export async function addGroup(
  ctx: DomainContext,
  caller: SessionCaller,
  identity: IdentityRow,
  group: GroupInput,
): Promise<string> {
  await checkGroupGrant(ctx, caller, group);
  const id = secureId('grp');
  await ctx.db.run(INSERT_GROUP, [
    id,
    identity.id,
    group.role,
    JSON.stringify(group.permissions),
    group.resourceId,
    group.expiresAt,
    ctx.clock.now(),
  ]);
  await groupsChanged(ctx, identity.id);
  return id;
}

/** Takes one role away: the caller needs identities.groups.write on its resource. */
export async function removeGroup(
  ctx: DomainContext,
  caller: SessionCaller,
  identityId: string,
  groupId: string,
): Promise<void> {
  const group = await ctx.db.get<{
    id: string;
    identity_id: string;
    resource_id: string;
    merchant_id: string;
  }>(
    `SELECT identity_groups.id, identity_id, resource_id, identities.merchant_id FROM identity_groups
     JOIN identities ON identities.id = identity_groups.identity_id WHERE identity_groups.id = ? AND identity_id = ?`,
    [groupId, identityId],
  );
  if (!group || group.merchant_id !== caller.identity.merchant_id) throw notFound();
  if (group.identity_id === caller.identity.id) throw forbidden();
  await visibleResource(ctx, caller, group.resource_id, 'identities.groups.write');
  await ctx.db.run('DELETE FROM identity_groups WHERE id = ?', [group.id]);
  await groupsChanged(ctx, group.identity_id);
}

/**
 * Replaces every role of an identity: the caller must be able to grant each new one and take away each current
 * one.
 */
export async function replaceGroups(
  ctx: DomainContext,
  caller: SessionCaller,
  identity: IdentityRow,
  groups: readonly GroupInput[],
): Promise<void> {
  for (const group of groups) await checkGroupGrant(ctx, caller, group);
  const current = await ctx.db.all<{ resource_id: string }>(
    'SELECT resource_id FROM identity_groups WHERE identity_id = ?',
    [identity.id],
  );
  for (const group of current)
    await visibleResource(ctx, caller, group.resource_id, 'identities.groups.write');
  if (identity.id === caller.identity.id) throw forbidden();
  const now = ctx.clock.now();
  await ctx.db.batch([
    { sql: 'DELETE FROM identity_groups WHERE identity_id = ?', args: [identity.id] },
    ...groups.map((group) => ({
      sql: INSERT_GROUP,
      args: [
        secureId('grp'),
        identity.id,
        group.role,
        JSON.stringify(group.permissions),
        group.resourceId,
        group.expiresAt,
        now,
      ],
    })),
  ]);
  await groupsChanged(ctx, identity.id);
}

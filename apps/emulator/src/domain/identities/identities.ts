/** The identities of a merchant: who may manage another one, renaming and disabling. */
import type { PermissionName } from '@paydesk/permissions';
import type { DomainContext } from '../context.js';
import { ApiError, forbidden, notFound } from '../errors.js';
import { requireAnywhere, type SessionCaller } from '../access/caller.js';
import type { IdentityRow } from '../auth/users.js';
import { visibleResource } from '../resources/visibility.js';
import { endIdentitySessions } from './liveAccess.js';

/** An identity of the caller's merchant; those of other merchants are invisible. */
export async function identityOfMerchant(
  ctx: DomainContext,
  caller: SessionCaller,
  identityId: unknown,
): Promise<IdentityRow> {
  if (typeof identityId !== 'string')
    throw new ApiError(422, [{ title: 'identity id is required', code: 'invalid' }]);
  const identity = await ctx.db.get<IdentityRow>('SELECT * FROM identities WHERE id = ?', [
    identityId,
  ]);
  if (!identity || identity.merchant_id !== caller.identity.merchant_id) throw notFound();
  return identity;
}

/**
 * Managing another identity (reading its roles, renaming or disabling it) needs `permission` on every resource it
 * holds a role on — or on its merchant when it holds none — so a manager scoped to one organization cannot reach
 * a merchant-wide admin.
 */
export async function requireOverIdentity(
  ctx: DomainContext,
  caller: SessionCaller,
  identity: IdentityRow,
  permission: PermissionName,
): Promise<void> {
  const groups = await ctx.db.all<{ resource_id: string }>(
    'SELECT resource_id FROM identity_groups WHERE identity_id = ?',
    [identity.id],
  );
  const resources = groups.length
    ? groups.map((group) => group.resource_id)
    : [identity.merchant_id];
  for (const resourceId of new Set(resources))
    await visibleResource(ctx, caller, resourceId, permission);
}

/**
 * Renames an identity and, with `status`, enables or disables it. Disabling is team management: never on oneself,
 * and only with identities.write; a disabled identity's sessions end at once and their push sockets close. Answers
 * the push channels of the sessions it ended.
 */
export async function updateIdentity(
  ctx: DomainContext,
  caller: SessionCaller,
  identity: IdentityRow,
  change: { name: string | undefined; status: unknown },
): Promise<string[]> {
  let status = identity.status;
  if (change.status !== undefined) {
    if (identity.id === caller.identity.id) throw forbidden();
    requireAnywhere(caller, 'identities.write');
    status = change.status === 'disabled' ? 'disabled' : 'active';
  }
  await ctx.db.run('UPDATE identities SET name = ?, status = ? WHERE id = ?', [
    change.name ?? identity.name,
    status,
    identity.id,
  ]);
  if (status !== 'disabled') return [];
  return endIdentitySessions(ctx, identity.id);
}

/** An identity with its user's email and 2FA state, as identity answers show it. */
export async function identityWithUser(
  ctx: DomainContext,
  identityId: string,
): Promise<IdentityRow & { email: string; totp_secret: string | null }> {
  const identity = (await ctx.db.get<IdentityRow>('SELECT * FROM identities WHERE id = ?', [
    identityId,
  ]))!;
  const user = await ctx.db.get<{ email: string; totp_secret: string | null }>(
    'SELECT email, totp_secret FROM users WHERE id = ?',
    [identity.user_id],
  );
  return { ...identity, email: user?.email ?? '', totp_secret: user?.totp_secret ?? null };
}

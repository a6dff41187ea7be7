/**
 * Who is on an organization's team: the active identities of its merchant holding an unexpired role on the
 * organization, on something inside it, or on the whole merchant. A member's role there is the one held on the
 * organization itself, else the merchant's, else a project's.
 */
import { TEAM_ERRORS, type TeamRoleScope, type TeamStatus } from '@paydesk/api-client';
import type { PermissionName } from '@paydesk/permissions';
import type { DomainContext } from '../context.js';
import { ApiError, notFound } from '../errors.js';
import type { GroupRow } from '../access/access.js';
import type { SessionCaller } from '../access/caller.js';
import type { IdentityRow, UserRow } from '../auth/users.js';
import type { ResourceRow } from '../resources/lineage.js';
import { visibleResource } from '../resources/visibility.js';

/** The organization a team action is about, checked for the caller's permission on it. */
export interface TeamScope {
  organization: ResourceRow;
  merchantId: string;
  /** The organization and everything inside it. */
  inside: Set<string>;
}

export interface TeamIdentityRow extends IdentityRow {
  invited_at: number | null;
  invited_by: string | null;
}

export interface Member {
  identity: TeamIdentityRow;
  user: Pick<UserRow, 'id' | 'email' | 'name' | 'status' | 'totp_secret'>;
  /** The role that makes them a member, as shown. */
  group: GroupRow;
  scope: TeamRoleScope;
  /** Every unexpired group reaching the organization (its own, its projects', the merchant's). */
  groups: GroupRow[];
  status: TeamStatus;
  /** An active admin of the whole organization (on it or on its merchant): the last one must stay. */
  adminHere: boolean;
}

/** Loads the organization `resourceId` after checking `permission` on it. */
export async function teamScope(
  ctx: DomainContext,
  caller: SessionCaller,
  resourceId: unknown,
  permission: PermissionName,
): Promise<TeamScope> {
  const { row, lineage } = await visibleResource(
    ctx,
    caller,
    resourceId,
    permission,
    'organization',
  );
  const merchantId = lineage.at(-1)!;
  if (merchantId !== caller.identity.merchant_id) throw notFound();
  const below = await ctx.db.all<{ id: string }>(
    `WITH RECURSIVE down(id) AS (SELECT ? UNION SELECT r.id FROM resources r JOIN down ON r.parent_id = down.id)
     SELECT id FROM down`,
    [row.id],
  );
  return { organization: row, merchantId, inside: new Set(below.map((item) => item.id)) };
}

/** Invited and not yet confirmed (a pending account) or not yet signed in with this identity. */
export function teamStatusOf(identity: TeamIdentityRow, user: Pick<UserRow, 'status'>): TeamStatus {
  if (identity.invited_at === null) return 'active';
  return user.status === 'pending' || identity.last_login_at === null ? 'invite-sent' : 'active';
}

const scopeRank: Record<TeamRoleScope, number> = { organization: 0, merchant: 1, project: 2 };

/** The members of the organization, by name. */
export async function membersOf(ctx: DomainContext, scope: TeamScope): Promise<Member[]> {
  const now = ctx.clock.now();
  const identities = await ctx.db.all<
    TeamIdentityRow & {
      email: string;
      user_name: string;
      user_status: UserRow['status'];
      totp_secret: string | null;
    }
  >(
    `SELECT identities.*, users.email, users.name AS user_name, users.status AS user_status, users.totp_secret
     FROM identities JOIN users ON users.id = identities.user_id
     WHERE identities.merchant_id = ? AND identities.status = 'active'`,
    [scope.merchantId],
  );
  if (identities.length === 0) return [];
  const marks = identities.map(() => '?').join(', ');
  const groups = await ctx.db.all<GroupRow & { identity_id: string }>(
    `SELECT id, identity_id, role, permissions, resource_id, expires_at FROM identity_groups
     WHERE identity_id IN (${marks}) AND (expires_at IS NULL OR expires_at > ?) ORDER BY created_at, id`,
    [...identities.map((row) => row.id), now],
  );
  const members: Member[] = [];
  for (const row of identities) {
    const reaching = groups
      .filter((group) => group.identity_id === row.id)
      .map((group) => ({ group, scope: scopeOf(scope, group.resource_id) }))
      .filter(
        (item): item is { group: GroupRow & { identity_id: string }; scope: TeamRoleScope } =>
          item.scope !== null,
      );
    if (reaching.length === 0) continue;
    const shown = reaching.reduce((best, item) =>
      scopeRank[item.scope] < scopeRank[best.scope] ? item : best,
    );
    const { email, user_name, user_status, totp_secret, ...identity } = row;
    const user = { id: row.user_id, email, name: user_name, status: user_status, totp_secret };
    const status = teamStatusOf(identity, user);
    members.push({
      identity,
      user,
      group: shown.group,
      scope: shown.scope,
      groups: reaching.map((item) => item.group),
      status,
      adminHere:
        status === 'active' &&
        reaching.some((item) => item.group.role === 'admin' && item.scope !== 'project'),
    });
  }
  return members.sort(
    (a, b) =>
      displayName(a).localeCompare(displayName(b)) || a.identity.id.localeCompare(b.identity.id),
  );
}

function scopeOf(scope: TeamScope, resourceId: string): TeamRoleScope | null {
  if (resourceId === scope.organization.id) return 'organization';
  if (resourceId === scope.merchantId) return 'merchant';
  return scope.inside.has(resourceId) ? 'project' : null;
}

/** A member's name: the user's (identities carry "name · merchant"). */
export const displayName = (member: Member) => member.user.name || member.user.email;

/** One member of the organization, or "Team member not found". */
export async function memberOf(
  ctx: DomainContext,
  scope: TeamScope,
  identityId: unknown,
): Promise<Member> {
  const member = (await membersOf(ctx, scope)).find((item) => item.identity.id === identityId);
  if (!member) throw notFound(TEAM_ERRORS.memberNotFound);
  return member;
}

/** A member the caller is about to change: never themselves. */
export function otherMember(caller: SessionCaller, member: Member): Member {
  if (member.identity.id === caller.identity.id)
    throw new ApiError(403, [{ title: TEAM_ERRORS.notYourself, code: 'self' }]);
  return member;
}

/** Refuses to take the admin role from the organization's last active admin. */
export function keepAnAdmin(members: Member[], leaving: Member): void {
  if (!leaving.adminHere) return;
  const others = members.filter(
    (member) => member.identity.id !== leaving.identity.id && member.adminHere,
  );
  if (others.length === 0)
    throw new ApiError(422, [{ title: TEAM_ERRORS.lastAdmin, code: 'last-admin' }]);
}

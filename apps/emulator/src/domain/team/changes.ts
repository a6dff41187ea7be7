/**
 * Changing a member: their role on the organization, or removing them from it. Roles change through the identity
 * group functions (groups.ts), which check identities.groups.write on each resource and let other parts hear of
 * the change; a removed member's sessions end at once.
 */
import { TEAM_ERRORS } from '@paydesk/api-client';
import { audit } from '../audit/entries.js';
import type { DomainContext } from '../context.js';
import { ApiError } from '../errors.js';
import type { SessionCaller } from '../access/caller.js';
import { addGroup, removeGroup } from '../identities/groups.js';
import { keepAnAdmin, membersOf, otherMember, type Member, type TeamScope } from './members.js';
import type { TeamRole } from './roleInput.js';

/** Finds the member and checks the rules every change obeys: not oneself. */
export async function memberToChange(
  ctx: DomainContext,
  caller: SessionCaller,
  scope: TeamScope,
  identityId: unknown,
): Promise<{ member: Member; members: Member[] }> {
  const members = await membersOf(ctx, scope);
  const member = members.find((item) => item.identity.id === identityId);
  if (!member) throw new ApiError(404, [{ title: TEAM_ERRORS.memberNotFound, code: 'not-found' }]);
  return { member: otherMember(caller, member), members };
}

/**
 * Gives the member `role` on the organization instead of what they held on it and inside it. A role held on the
 * whole merchant is changed on the merchant's team, not one organization's.
 */
export async function changeRole(
  ctx: DomainContext,
  caller: SessionCaller,
  scope: TeamScope,
  identityId: unknown,
  role: TeamRole,
): Promise<void> {
  const { member, members } = await memberToChange(ctx, caller, scope, identityId);
  if (member.scope === 'merchant')
    throw new ApiError(422, [{ title: TEAM_ERRORS.merchantRole, code: 'merchant-role' }]);
  if (role.role !== 'admin') keepAnAdmin(members, member);
  // The entry commits with the grant, the change's first write.
  audit(ctx, {
    organizationId: scope.organization.id,
    kind: 'team-role-changed',
    targetType: 'team-member',
    targetId: member.identity.id,
    summary: member.user.email,
    before: { role: member.group.role },
    after: { role: role.role },
  });
  // Grant first, then take the old roles away: the member is never left without one.
  await addGroup(ctx, caller, member.identity, {
    role: role.role,
    permissions: role.permissions,
    resourceId: scope.organization.id,
    expiresAt: role.expiresAt,
  });
  for (const group of member.groups) await removeGroup(ctx, caller, member.identity.id, group.id);
}

/**
 * Takes every role reaching the organization from the member (the merchant's too: a merchant-wide member leaves
 * the merchant). An identity left without roles is disabled, or deleted when it never got past the invite; its
 * sessions end. Answers the push channels to close.
 */
export async function removeMember(
  ctx: DomainContext,
  caller: SessionCaller,
  scope: TeamScope,
  member: Member,
  members: Member[],
): Promise<string[]> {
  keepAnAdmin(members, member);
  audit(ctx, {
    organizationId: scope.organization.id,
    kind: 'team-member-removed',
    targetType: 'team-member',
    targetId: member.identity.id,
    summary: member.user.email,
    before: { role: member.group.role, status: member.status },
  });
  for (const group of member.groups) await removeGroup(ctx, caller, member.identity.id, group.id);
  const left = await ctx.db.get<{ count: number }>(
    'SELECT COUNT(*) AS count FROM identity_groups WHERE identity_id = ?',
    [member.identity.id],
  );
  if ((left?.count ?? 0) === 0) {
    if (member.status === 'invite-sent') await forgetInvitee(ctx, member);
    else
      await ctx.db.run("UPDATE identities SET status = 'disabled' WHERE id = ?", [
        member.identity.id,
      ]);
  }
  return endSessions(ctx, member.identity.id);
}

/** Ends every session of an identity; answers their push channels. */
export async function endSessions(ctx: DomainContext, identityId: string): Promise<string[]> {
  const sessions = await ctx.db.all<{ id: string; channel: string }>(
    'SELECT id, channel FROM sessions WHERE identity_id = ?',
    [identityId],
  );
  for (const row of sessions) await ctx.sessions.revoke(row.id);
  return sessions.map((row) => row.channel);
}

/** Deletes an invited identity without roles, and its account when the invite created it and nothing else holds it. */
export async function forgetInvitee(ctx: DomainContext, member: Member): Promise<void> {
  await ctx.db.run('DELETE FROM sessions WHERE identity_id = ?', [member.identity.id]);
  await ctx.db.run('DELETE FROM identities WHERE id = ?', [member.identity.id]);
  if (member.user.status !== 'pending') return;
  const others = await ctx.db.get<{ count: number }>(
    'SELECT COUNT(*) AS count FROM identities WHERE user_id = ?',
    [member.user.id],
  );
  if ((others?.count ?? 0) > 0) return;
  await ctx.db.batch([
    { sql: 'DELETE FROM tokens WHERE user_id = ?', args: [member.user.id] },
    { sql: 'DELETE FROM trusted_devices WHERE user_id = ?', args: [member.user.id] },
    { sql: 'DELETE FROM users WHERE id = ?', args: [member.user.id] },
  ]);
}

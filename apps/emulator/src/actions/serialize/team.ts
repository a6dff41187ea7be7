/** Team members and settings as the team area answers them. */
import { toPermissionIds } from '@paydesk/permissions';
import { iso } from '../../infra/time.js';
import { groupPermissions } from '../../domain/access/access.js';
import { displayName, type Member } from '../../domain/team/members.js';
import type { TeamSettingsView } from '../../domain/team/twoFaRequirement.js';

export function teamMemberResource(member: Member, selfIdentityId: string) {
  return {
    type: 'team-member',
    id: member.identity.id,
    attributes: {
      userId: member.user.id,
      name: displayName(member),
      email: member.user.email,
      role: member.group.role,
      permissions: toPermissionIds(groupPermissions(member.group.role, member.group.permissions)),
      scope: member.scope,
      status: member.status,
      lastLoginAt: member.identity.last_login_at ? iso(member.identity.last_login_at) : null,
      twoFaEnabled: member.user.totp_secret !== null,
      expiresAt: member.group.expires_at ? iso(member.group.expires_at) : null,
      invitedAt: member.identity.invited_at ? iso(member.identity.invited_at) : null,
      isSelf: member.identity.id === selfIdentityId,
    },
  };
}

export function teamSettingsResource(organizationId: string, settings: TeamSettingsView) {
  return { type: 'team-settings', id: organizationId, attributes: settings };
}

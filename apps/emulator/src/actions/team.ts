/**
 * The team area (`POST /api/team`): members of an organization, invites, roles, removal, members' sessions and
 * team-wide two-step authentication. Each action checks its permission (users.read / users.write) on the
 * organization before anything else.
 */
import { TEAM_ERRORS, teamPermissions, type TeamActionName } from '@paydesk/api-client';
import { requireSession, type Caller, type SessionCaller } from '../domain/access/caller.js';
import { audit } from '../domain/audit/entries.js';
import { ApiError, notFound } from '../domain/errors.js';
import { paginate } from '../domain/lists.js';
import { changeRole, memberToChange, removeMember } from '../domain/team/changes.js';
import { invite, resendInvite } from '../domain/team/invites.js';
import { memberOf, membersOf, teamScope, type Member } from '../domain/team/members.js';
import { parseTeamRole } from '../domain/team/roleInput.js';
import { setTwoFaEnforcement, teamSettings } from '../domain/team/twoFaRequirement.js';
import { attributesOf, filtersOf, pageOf, stringAttribute } from './input.js';
import { accessTokenResource } from './serialize/accounts.js';
import { empty } from './serialize/document.js';
import { teamMemberResource, teamSettingsResource } from './serialize/team.js';
import type { ActionContext, Area } from './types.js';

type Filter = [string, string, unknown];

/** The signed-in caller and the organization of the payload, with the action's permission checked on it. */
async function scoped(
  ctx: ActionContext,
  caller: Caller,
  payload: Record<string, unknown>,
  action: TeamActionName,
) {
  const session = requireSession(caller);
  const scope = await teamScope(
    ctx,
    session,
    attributesOf(payload).resourceId,
    teamPermissions[action][0],
  );
  return { session, scope };
}

function passes(member: Member, filters: Filter[]): boolean {
  return filters.every(([field, operator, value]) => {
    const wanted = Array.isArray(value) ? value.map(String) : [String(value)];
    const negated = operator === '!=' || operator === 'not-in';
    if (field === 'role') return wanted.includes(member.group.role) !== negated;
    if (field === 'status') return wanted.includes(member.status) !== negated;
    if (field === 'search') {
      const term = String(value).trim().toLowerCase();
      return (
        term === '' ||
        member.user.name.toLowerCase().includes(term) ||
        member.user.email.includes(term)
      );
    }
    return true;
  });
}

const answer = (member: Member, session: SessionCaller) => ({
  data: teamMemberResource(member, session.identity.id),
});

export const teamActions: Area = {
  'team/list': async (ctx, caller, { payload }) => {
    const { session, scope } = await scoped(ctx, caller, payload, 'team/list');
    const members = (await membersOf(ctx, scope)).filter((member) =>
      passes(member, filtersOf(payload) as Filter[]),
    );
    const page = pageOf(payload, 50);
    const rows = members.map((member) => ({ id: member.identity.id, member }));
    const { items, after } = paginate(rows, page);
    return {
      data: items.map((row) => teamMemberResource(row.member, session.identity.id)),
      meta: { page: { size: page.size, after }, total: members.length },
    };
  },

  'team/get': async (ctx, caller, { id, payload }) => {
    const { session, scope } = await scoped(ctx, caller, payload, 'team/get');
    return answer(await memberOf(ctx, scope, id), session);
  },

  'team/invite': async (ctx, caller, { payload }) => {
    const { session, scope } = await scoped(ctx, caller, payload, 'team/invite');
    const attributes = attributesOf(payload);
    const role = parseTeamRole(ctx, attributes);
    const identityId = await invite(ctx, session, scope, String(attributes.email ?? ''), role);
    // The invite writes several rows; its entry follows them once they all succeeded.
    audit(ctx, {
      organizationId: scope.organization.id,
      kind: 'team-invite',
      targetType: 'team-member',
      targetId: identityId,
      summary: String(attributes.email ?? '')
        .trim()
        .toLowerCase(),
      after: { role: role.role },
    });
    return answer(await memberOf(ctx, scope, identityId), session);
  },

  'team/resendInvite': async (ctx, caller, { id, payload }) => {
    const { session, scope } = await scoped(ctx, caller, payload, 'team/resendInvite');
    const { member } = await memberToChange(ctx, session, scope, id);
    await resendInvite(ctx, session, scope, member);
    return answer(await memberOf(ctx, scope, member.identity.id), session);
  },

  'team/cancelInvite': async (ctx, caller, { id, payload }) => {
    const { session, scope } = await scoped(ctx, caller, payload, 'team/cancelInvite');
    const { member, members } = await memberToChange(ctx, session, scope, id);
    if (member.status !== 'invite-sent')
      throw new ApiError(422, [{ title: TEAM_ERRORS.notInvited, code: 'not-invited' }]);
    await removeMember(ctx, session, scope, member, members);
    return empty();
  },

  'team/changeRole': async (ctx, caller, { id, payload }) => {
    const { session, scope } = await scoped(ctx, caller, payload, 'team/changeRole');
    const role = parseTeamRole(ctx, attributesOf(payload));
    await changeRole(ctx, session, scope, id, role);
    return answer(await memberOf(ctx, scope, id), session);
  },

  'team/remove': async (ctx, caller, { id, payload }) => {
    const { session, scope } = await scoped(ctx, caller, payload, 'team/remove');
    const { member, members } = await memberToChange(ctx, session, scope, id);
    const channels = await removeMember(ctx, session, scope, member, members);
    for (const channel of channels) ctx.pusher.closeSockets(channel);
    return empty();
  },

  'team/settings': async (ctx, caller, { payload }) => {
    const { scope } = await scoped(ctx, caller, payload, 'team/settings');
    return { data: teamSettingsResource(scope.organization.id, await teamSettings(ctx, scope)) };
  },

  'team/setTwoFaEnforcement': async (ctx, caller, { payload }) => {
    const { session, scope } = await scoped(ctx, caller, payload, 'team/setTwoFaEnforcement');
    const enforced = attributesOf(payload).twoFaEnforced === true;
    const settings = await setTwoFaEnforcement(ctx, session, scope, enforced);
    return { data: teamSettingsResource(scope.organization.id, settings) };
  },

  'team/listSessions': async (ctx, caller, { id, payload }) => {
    const { session, scope } = await scoped(ctx, caller, payload, 'team/listSessions');
    const member = await memberOf(ctx, scope, id);
    const rows = (await ctx.sessions.listForUser(member.user.id)).filter(
      (row) => row.identity_id === member.identity.id,
    );
    return {
      data: rows.map((row) => accessTokenResource(row, session.session.id)),
      meta: { page: { size: rows.length, after: null } },
    };
  },

  'team/revokeSession': async (ctx, caller, { id, payload }) => {
    const { session, scope } = await scoped(ctx, caller, payload, 'team/revokeSession');
    const { member } = await memberToChange(ctx, session, scope, id);
    const publicId = stringAttribute(payload, 'sessionId');
    const rows = (await ctx.sessions.listForUser(member.user.id)).filter(
      (row) => row.identity_id === member.identity.id && row.public_id === publicId,
    );
    if (rows.length === 0) throw notFound('Session not found');
    for (const row of rows) {
      await ctx.sessions.revoke(row.id);
      ctx.pusher.closeSockets(row.channel);
    }
    return empty();
  },
};

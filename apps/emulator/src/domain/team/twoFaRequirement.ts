/**
 * Turning team-wide two-step authentication on or off for an organization. Turning it on mails every active member
 * without 2FA a set-2fa link (single-use); their next sign-in goes through /set-2fa before the dashboard.
 */
import { audit } from '../audit/entries.js';
import type { DomainContext } from '../context.js';
import type { SessionCaller } from '../access/caller.js';
import { issueToken } from '../auth/tokens.js';
import { sendMessage } from '../outbox/outbox.js';
import { storeTwoFaEnforcement, twoFaEnforcedOn } from './enforcement.js';
import { displayName, membersOf, type Member, type TeamScope } from './members.js';

export interface TeamSettingsView {
  twoFaEnforced: boolean;
  membersWithoutTwoFa: { id: string; name: string; email: string }[];
}

/** Active members who have not turned 2FA on: those enforcement asks. */
const withoutTwoFa = (members: Member[]) =>
  members.filter((member) => member.status === 'active' && member.user.totp_secret === null);

export async function teamSettings(
  ctx: DomainContext,
  scope: TeamScope,
): Promise<TeamSettingsView> {
  const members = await membersOf(ctx, scope);
  return {
    twoFaEnforced: await twoFaEnforcedOn(ctx, scope.organization.id),
    membersWithoutTwoFa: withoutTwoFa(members).map((member) => ({
      id: member.identity.id,
      name: displayName(member),
      email: member.user.email,
    })),
  };
}

export async function setTwoFaEnforcement(
  ctx: DomainContext,
  caller: SessionCaller,
  scope: TeamScope,
  enforced: boolean,
): Promise<TeamSettingsView> {
  const before = await twoFaEnforcedOn(ctx, scope.organization.id);
  audit(ctx, {
    organizationId: scope.organization.id,
    kind: 'two-fa-enforcement',
    targetType: 'organization',
    targetId: scope.organization.id,
    summary: scope.organization.name,
    before: { twoFaEnforced: before },
    after: { twoFaEnforced: enforced },
  });
  await storeTwoFaEnforcement(ctx, scope.organization.id, enforced, caller.identity.id);
  if (enforced && !before) {
    for (const member of withoutTwoFa(await membersOf(ctx, scope))) {
      const token = await issueToken(ctx, 'set-2fa', member.user.id);
      await sendMessage(ctx, {
        channel: 'email',
        to: member.user.email,
        subject: `${scope.organization.name} requires two-step authentication`,
        body: 'Set up two-step authentication before you next sign in to Paydesk.',
        link: `/set-2fa/${token}`,
      });
    }
  }
  return teamSettings(ctx, scope);
}

/**
 * Inviting someone to an organization's team: a pending account when the address is new (or the existing account
 * of someone from another merchant), an identity of this merchant, the role on the organization, and an email.
 * A new account's link is /confirm/{token} (single-use, 7 days); an existing account is asked to sign in.
 */
import { TEAM_ERRORS } from '@paydesk/api-client';
import { secureId } from '../../infra/random.js';
import type { DomainContext } from '../context.js';
import { ApiError } from '../errors.js';
import type { SessionCaller } from '../access/caller.js';
import { issueToken } from '../auth/tokens.js';
import { normalizeEmail, userByEmail } from '../auth/users.js';
import { addGroup } from '../identities/groups.js';
import { sendMessage } from '../outbox/outbox.js';
import { membersOf, type Member, type TeamIdentityRow, type TeamScope } from './members.js';
import type { TeamRole } from './roleInput.js';

const refusedEmail = (title: string, code = 'invalid') =>
  new ApiError(422, [{ title, code, source: { pointer: '/data/attributes/email' } }]);

/** Invites `email` with `role`; answers the new member's identity id. */
export async function invite(
  ctx: DomainContext,
  caller: SessionCaller,
  scope: TeamScope,
  email: string,
  role: TeamRole,
): Promise<string> {
  const address = normalizeEmail(email);
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address))
    throw refusedEmail('Enter a valid email address');
  const now = ctx.clock.now();
  let user = await userByEmail(ctx, address);
  if (!user) {
    const id = secureId('usr');
    await ctx.db.run(
      "INSERT INTO users (id, email, name, password_hash, status, created_at) VALUES (?, ?, ?, NULL, 'pending', ?)",
      [id, address, address.split('@')[0] ?? address, now],
    );
    user = (await userByEmail(ctx, address))!;
  }
  let identity = await ctx.db.get<TeamIdentityRow>(
    'SELECT * FROM identities WHERE user_id = ? AND merchant_id = ?',
    [user.id, scope.merchantId],
  );
  if (identity) {
    const members = await membersOf(ctx, scope);
    if (members.some((member) => member.identity.id === identity!.id))
      throw refusedEmail(TEAM_ERRORS.alreadyMember, 'already-member');
    // Someone who left (or belongs to another organization of the merchant) comes back through this invite.
    await ctx.db.run(
      "UPDATE identities SET status = 'active', invited_at = ?, invited_by = ? WHERE id = ?",
      [now, caller.identity.id, identity.id],
    );
  } else {
    const merchant = await ctx.db.get<{ name: string }>('SELECT name FROM resources WHERE id = ?', [
      scope.merchantId,
    ]);
    const id = secureId('idt');
    await ctx.db.run(
      `INSERT INTO identities (id, user_id, merchant_id, name, status, attributes, created_at, invited_at, invited_by)
       VALUES (?, ?, ?, ?, 'active', '{}', ?, ?, ?)`,
      [
        id,
        user.id,
        scope.merchantId,
        `${user.name} · ${merchant?.name ?? ''}`,
        now,
        now,
        caller.identity.id,
      ],
    );
    identity = (await ctx.db.get<TeamIdentityRow>('SELECT * FROM identities WHERE id = ?', [id]))!;
  }
  await addGroup(ctx, caller, identity, {
    role: role.role,
    permissions: role.permissions,
    resourceId: scope.organization.id,
    expiresAt: role.expiresAt,
  });
  await mailInvite(ctx, caller, scope, { id: user.id, email: user.email, status: user.status });
  return identity.id;
}

/** Mails the invite again with a new link; the earlier links stop working. */
export async function resendInvite(
  ctx: DomainContext,
  caller: SessionCaller,
  scope: TeamScope,
  member: Member,
): Promise<void> {
  if (member.status !== 'invite-sent')
    throw new ApiError(422, [{ title: TEAM_ERRORS.notInvited, code: 'not-invited' }]);
  await ctx.db.run('UPDATE identities SET invited_at = ?, invited_by = ? WHERE id = ?', [
    ctx.clock.now(),
    caller.identity.id,
    member.identity.id,
  ]);
  await mailInvite(ctx, caller, scope, member.user);
}

async function mailInvite(
  ctx: DomainContext,
  caller: SessionCaller,
  scope: TeamScope,
  user: { id: string; email: string; status: string },
): Promise<void> {
  const subject = `${caller.user.name} invited you to ${scope.organization.name} on Paydesk`;
  if (user.status !== 'pending') {
    await sendMessage(ctx, {
      channel: 'email',
      to: user.email,
      subject,
      body: `Sign in with your Paydesk account to open ${scope.organization.name}.`,
      link: '/login',
    });
    return;
  }
  // Only the newest link works: earlier ones are used up before the new one is issued.
  await ctx.db.run(
    "UPDATE tokens SET used_at = ? WHERE user_id = ? AND kind = 'confirm' AND used_at IS NULL",
    [ctx.clock.now(), user.id],
  );
  const token = await issueToken(ctx, 'confirm', user.id);
  await sendMessage(ctx, {
    channel: 'email',
    to: user.email,
    subject,
    body: `Set your password to join ${scope.organization.name}. The link works for 7 days.`,
    link: `/confirm/${token}`,
  });
}

/**
 * Two-step authentication: setting it up (a secret the user was given, confirmed by a code), turning it off, and
 * accepting each TOTP code once.
 */
import { ApiError, messages, tokenExpired } from '../errors.js';
import type { DomainContext } from '../context.js';
import type { Caller } from '../access/caller.js';
import { matchTotp, newTotpSecret } from './totp.js';
import { consumeToken } from './tokens.js';
import type { UserRow } from './users.js';

export const badCode = (pointer = '/data/attributes/code') =>
  new ApiError(422, [{ title: messages.badCode, code: 'invalid-2fa-code', source: { pointer } }]);

/** A new secret to set up, kept as pending until confirmed. Signed in, only while 2FA is off. */
export async function startTwoFaSetup(ctx: DomainContext, caller: Caller): Promise<string> {
  if (caller.kind === 'session' && caller.user.totp_secret) {
    throw new ApiError(409, [
      { title: 'Two-step authentication is already on', code: 'two-fa-enabled' },
    ]);
  }
  const secret = newTotpSecret();
  await ctx.db.run('UPDATE users SET totp_pending_secret = ? WHERE id = ?', [
    secret,
    caller.user.id,
  ]);
  return secret;
}

/**
 * Turns 2FA on with the pending secret and a code of it. On the set-2fa page this uses up the emailed token.
 */
export async function confirmTwoFa(
  ctx: DomainContext,
  caller: Caller,
  secret: unknown,
  code: string,
): Promise<void> {
  const user = (await ctx.db.get<{ totp_pending_secret: string | null; totp_last_step: number }>(
    'SELECT totp_pending_secret, totp_last_step FROM users WHERE id = ?',
    [caller.user.id],
  ))!;
  // The secret must be the one this user was given (startTwoFaSetup), not one of the caller's choosing.
  if (!user.totp_pending_secret || secret !== user.totp_pending_secret) {
    throw new ApiError(409, [
      {
        title: 'Create a secret first',
        code: 'no-pending-secret',
        source: { pointer: '/data/attributes/secret' },
      },
    ]);
  }
  const step = matchTotp(user.totp_pending_secret, code, ctx.clock.now(), 0);
  if (step === null) throw badCode();
  if (caller.kind === 'setup' && !(await consumeToken(ctx, caller.tokenHash))) {
    throw tokenExpired();
  }
  await ctx.db.run(
    'UPDATE users SET totp_secret = totp_pending_secret, totp_pending_secret = NULL, totp_last_step = ? WHERE id = ?',
    [step, caller.user.id],
  );
  // A reset from email: devices trusted with the old authenticator must ask for the new one.
  if (caller.kind === 'setup') {
    await ctx.db.run('DELETE FROM trusted_devices WHERE user_id = ?', [caller.user.id]);
  }
}

/** Turns 2FA off with a current code; the user's trusted devices are forgotten. Off already: nothing to do. */
export async function disableTwoFa(ctx: DomainContext, user: UserRow, code: string): Promise<void> {
  if (!user.totp_secret) return;
  const step = matchTotp(user.totp_secret, code, ctx.clock.now(), user.totp_last_step);
  if (step === null) throw badCode();
  await ctx.db.run('UPDATE users SET totp_secret = NULL, totp_last_step = ? WHERE id = ?', [
    step,
    user.id,
  ]);
  await ctx.db.run('DELETE FROM trusted_devices WHERE user_id = ?', [user.id]);
}

/**
 * Accepts a sign-in code once: the step it belongs to is claimed with a conditional update, so two requests racing
 * with the same code cannot both pass. Answers whether it was accepted.
 */
export async function claimCode(ctx: DomainContext, user: UserRow, code: string): Promise<boolean> {
  const step = user.totp_secret
    ? matchTotp(user.totp_secret, code, ctx.clock.now(), user.totp_last_step)
    : null;
  return (
    step !== null &&
    (await ctx.db.run('UPDATE users SET totp_last_step = ? WHERE id = ? AND totp_last_step < ?', [
      step,
      user.id,
      step,
    ])) === 1
  );
}

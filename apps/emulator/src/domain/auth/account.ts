/**
 * Account changes by email link or signed-in form: reset and confirm links, sign-up, password changes. Answers
 * never tell whether an address has an account.
 */
import { secureId } from '../../infra/random.js';
import type { DomainContext } from '../context.js';
import { ApiError, tokenExpired, unauthorized } from '../errors.js';
import { clearFailures, countFailure, guardOf, isBlocked } from './loginGuard.js';
import { sendMail } from './mail.js';
import { hashPassword, passwordProblem, verifyPassword } from './passwords.js';
import type { SessionRow } from './sessions.js';
import { blocked } from './signIn.js';
import { checkToken, consumeToken, issueToken, type TokenKind } from './tokens.js';
import { badCode } from './twoFactor.js';
import { matchTotp } from './totp.js';
import { userByEmail, userById, type UserRow } from './users.js';
import { twoFaEnforcedFor } from '../team/enforcement.js';

/** The links whose page sets a password. */
const PASSWORD_LINKS: TokenKind[] = ['reset-password', 'confirm'];

const linkProblem = (reason: 'expired' | 'invalid') =>
  reason === 'expired'
    ? tokenExpired()
    : new ApiError(404, [
        { title: 'This link is invalid or was already used', code: 'token-invalid' },
      ]);

const weakPassword = (title: string, pointer: string) =>
  new ApiError(422, [{ title, code: 'weak-password', source: { pointer } }]);

/** Mails a reset link (valid 1 h, once) to an active account; anything else gets nothing. */
export async function mailPasswordReset(ctx: DomainContext, email: string): Promise<void> {
  const user = await userByEmail(ctx, email);
  if (user && user.status === 'active') {
    const token = await issueToken(ctx, 'reset-password', user.id);
    await sendMail(ctx, user.email, 'Reset your Paydesk password', `/reset/${token}`, {
      text: 'Someone asked to reset the password of your Paydesk account. Open the link within 1 hour to choose a new one; it works once. If it was not you, ignore this email: your password stays as it is.',
    });
  }
}

/**
 * Mails a 2FA reset link (valid 1 day, once) to an active account; anything else gets nothing. The link's page
 * asks for the password before it shows a new secret.
 */
export async function mailTwoFaReset(ctx: DomainContext, email: string): Promise<void> {
  const user = await userByEmail(ctx, email);
  if (user && user.status === 'active') {
    const token = await issueToken(ctx, 'reset-2fa', user.id);
    await sendMail(ctx, user.email, 'Reset two-step authentication', `/set-2fa/${token}`, {
      text: 'Someone asked to reset two-step authentication of your Paydesk account. Open the link within 1 day, confirm your password and set up your authenticator app again. If it was not you, ignore this email.',
    });
  }
}

/** A set-2fa link (valid 1 day, once) for a user who must turn 2FA on before signing in. */
export async function issueTwoFaSetup(ctx: DomainContext, user: UserRow): Promise<string> {
  return issueToken(ctx, 'set-2fa', user.id);
}

/**
 * Sets a password from a reset or confirm link: activates a new account, ends every session, lifts a block. When
 * the user's team enforces 2FA and it is off, answers a set-2fa token so the page continues to its setup.
 */
/** Throws the link's problem when a reset or confirm link no longer works; does not use the token up. */
export async function checkPasswordLink(ctx: DomainContext, token: string): Promise<void> {
  const check = await checkToken(ctx, PASSWORD_LINKS, token);
  if (!check.ok) throw linkProblem(check.reason);
}

export async function setPasswordFromLink(
  ctx: DomainContext,
  token: string,
  password: string,
): Promise<{ setTwoFaToken: string | null }> {
  const check = await checkToken(ctx, PASSWORD_LINKS, token);
  if (!check.ok) throw linkProblem(check.reason);
  const problem = passwordProblem(password);
  if (problem) throw weakPassword(problem, '/data/attributes/password');
  if (!(await consumeToken(ctx, check.hash))) throw linkProblem('invalid');
  const user = await userById(ctx, check.userId);
  await ctx.db.run(
    "UPDATE users SET password_hash = ?, password_change_required = 0, status = CASE status WHEN 'pending' THEN 'active' ELSE status END WHERE id = ?",
    [await hashPassword(password, undefined, ctx.config.passwordCost), check.userId],
  );
  await ctx.sessions.revokeOthers(check.userId, null);
  if (!user) return { setTwoFaToken: null };
  await clearFailures(ctx, user.email);
  const needsTwoFa = !user.totp_secret && (await twoFaEnforcedFor(ctx, user.id));
  return { setTwoFaToken: needsTwoFa ? await issueTwoFaSetup(ctx, user) : null };
}

/** A new address gets a confirm link; a known one a "you already have an account" mail instead. */
export async function signUp(ctx: DomainContext, email: string): Promise<void> {
  const existing = await userByEmail(ctx, email);
  if (existing) {
    await sendMail(ctx, email, 'You already have a Paydesk account', '/reset', {
      text: 'Someone tried to sign up to Paydesk with this address, which already has an account. Forgot the password? Reset it with the link. If it was not you, ignore this email.',
    });
    return;
  }
  const id = secureId('usr');
  await ctx.db.run(
    "INSERT INTO users (id, email, name, password_hash, status, created_at) VALUES (?, ?, ?, NULL, 'pending', ?)",
    [id, email, email.split('@')[0] ?? email, ctx.clock.now()],
  );
  const token = await issueToken(ctx, 'confirm', id);
  await sendMail(ctx, email, 'Confirm your Paydesk account', `/confirm/${token}`, {
    text: 'Welcome to Paydesk. Open the link within 7 days to confirm your address and choose a password; it works once.',
  });
}

/**
 * A wrong password or code on a signed-in form counts like one at sign-in: a stolen session cannot guess without
 * limit. The block ends every session of the account.
 */
async function countGuess(ctx: DomainContext, user: UserRow, kind: 'login' | 'code') {
  if (await countFailure(ctx, user.email, kind)) {
    await ctx.sessions.revokeOthers(user.id, null);
    throw blocked();
  }
}

/**
 * The 2FA reset page (a `reset-2fa` link) shows a new secret only after the account's password: the emailed link
 * alone must not be enough to move the second factor. A wrong password counts like one at sign-in.
 */
export async function confirmPasswordForTwoFaReset(
  ctx: DomainContext,
  user: UserRow,
  password: string | undefined,
): Promise<void> {
  if (isBlocked(ctx, await guardOf(ctx, user.email))) throw blocked();
  if (!password || !(await verifyPassword(password, user.password_hash))) {
    if (password) await countGuess(ctx, user, 'login');
    throw new ApiError(422, [
      {
        title: password ? 'Incorrect password' : 'Confirm your password first',
        code: password ? 'invalid-password' : 'password-required',
        source: { pointer: '/data/attributes/password' },
      },
    ]);
  }
}

/**
 * Changes the password of a signed-in session (with a current 2FA code when 2FA is on) or of the
 * password-change-required sign-in step. Other sessions end; on the sign-in step the user signs in again.
 */
export async function changePassword(
  ctx: DomainContext,
  session: SessionRow,
  change: { currentPassword: string; newPassword: string; twoFaCode?: string | undefined },
): Promise<void> {
  const user = await userById(ctx, session.user_id);
  if (!user) throw unauthorized();
  if (!(await verifyPassword(change.currentPassword, user.password_hash))) {
    await countGuess(ctx, user, 'login');
    throw new ApiError(422, [
      {
        title: 'Current password is incorrect',
        code: 'invalid-password',
        source: { pointer: '/data/attributes/currentPassword' },
      },
    ]);
  }
  if (user.totp_secret && session.stage === 'active') {
    const step = matchTotp(
      user.totp_secret,
      change.twoFaCode ?? '',
      ctx.clock.now(),
      user.totp_last_step,
    );
    if (step === null) {
      await countGuess(ctx, user, 'code');
      throw badCode('/data/attributes/twoFaCode');
    }
    await ctx.db.run('UPDATE users SET totp_last_step = ? WHERE id = ?', [step, user.id]);
  }
  const problem =
    passwordProblem(change.newPassword) ??
    (change.newPassword === change.currentPassword
      ? 'The new password must differ from the current one'
      : null);
  if (problem) throw weakPassword(problem, '/data/attributes/newPassword');
  await ctx.db.run(
    'UPDATE users SET password_hash = ?, password_change_required = 0 WHERE id = ?',
    [await hashPassword(change.newPassword, undefined, ctx.config.passwordCost), user.id],
  );
  await ctx.sessions.revokeOthers(user.id, session.stage === 'active' ? session.id : null);
}

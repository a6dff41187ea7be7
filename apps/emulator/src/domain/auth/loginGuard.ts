/** Failed sign-in attempts per email address, and the block they lead to. */
import type { DomainContext } from '../context.js';
import { normalizeEmail } from './users.js';

export const BLOCK_MS = 30 * 60 * 1000;
export const MAX_FAILURES = 5;

interface GuardRow {
  failed_logins: number;
  failed_codes: number;
  blocked_until: number;
}

/**
 * Failed attempts are counted per email address whether or not an account exists, so a blocked answer tells
 * nothing about which addresses are registered.
 */
export async function guardOf(ctx: DomainContext, email: string): Promise<GuardRow> {
  return (
    (await ctx.db.get<GuardRow>(
      'SELECT failed_logins, failed_codes, blocked_until FROM login_guard WHERE email = ?',
      [normalizeEmail(email)],
    )) ?? { failed_logins: 0, failed_codes: 0, blocked_until: 0 }
  );
}

export const isBlocked = (ctx: DomainContext, guard: GuardRow) =>
  guard.blocked_until > ctx.clock.now();

/**
 * Counts one failure of `kind`; the fifth of a kind blocks the address for 30 minutes. Answers whether it is now
 * blocked. One statement adds the failure, so parallel wrong attempts cannot overwrite each other's count.
 */
export async function countFailure(
  ctx: DomainContext,
  email: string,
  kind: 'login' | 'code',
): Promise<boolean> {
  const now = ctx.clock.now();
  const address = normalizeEmail(email);
  const [login, code] = kind === 'login' ? [1, 0] : [0, 1];
  // An expired block starts both counts again.
  const counted = await ctx.db.get<GuardRow>(
    `INSERT INTO login_guard (email, failed_logins, failed_codes, blocked_until) VALUES (?, ?, ?, 0)
     ON CONFLICT(email) DO UPDATE SET
       failed_logins = CASE WHEN blocked_until BETWEEN 1 AND ? THEN 0 ELSE failed_logins END + excluded.failed_logins,
       failed_codes = CASE WHEN blocked_until BETWEEN 1 AND ? THEN 0 ELSE failed_codes END + excluded.failed_codes,
       blocked_until = CASE WHEN blocked_until BETWEEN 1 AND ? THEN 0 ELSE blocked_until END
     RETURNING failed_logins, failed_codes, blocked_until`,
    [address, login, code, now, now, now],
  );
  if (!counted) return false;
  if (counted.failed_logins < MAX_FAILURES && counted.failed_codes < MAX_FAILURES) {
    return counted.blocked_until > now;
  }
  await ctx.db.run(
    'UPDATE login_guard SET failed_logins = 0, failed_codes = 0, blocked_until = ? WHERE email = ?',
    [now + BLOCK_MS, address],
  );
  return true;
}

/**
 * A correct password forgets the failed passwords only: wrong 2FA codes keep counting across sign-ins, or signing
 * in again would give unlimited guesses at the code.
 */
export async function clearLoginFailures(ctx: DomainContext, email: string): Promise<void> {
  await ctx.db.run('UPDATE login_guard SET failed_logins = 0 WHERE email = ?', [
    normalizeEmail(email),
  ]);
}

/** Forgets every failure: a correct 2FA code, or a password set from an emailed link. */
export async function clearFailures(ctx: DomainContext, email: string): Promise<void> {
  await ctx.db.run('DELETE FROM login_guard WHERE email = ?', [normalizeEmail(email)]);
}

import type { Context } from '../context.js';
import { secureToken } from '../random.js';
import { hashToken } from './sessions.js';

export interface UserRow {
  id: string;
  email: string;
  name: string;
  password_hash: string | null;
  password_change_required: number;
  status: 'active' | 'suspended' | 'pending';
  totp_secret: string | null;
  totp_pending_secret: string | null;
  totp_last_step: number;
  created_at: number;
}

export interface IdentityRow {
  id: string;
  user_id: string;
  merchant_id: string;
  name: string;
  status: string;
  attributes: string;
  last_login_at: number | null;
  created_at: number;
}

export const BLOCK_MS = 30 * 60 * 1000;
export const MAX_FAILURES = 5;
export const TOKEN_LIFETIME_MS = {
  'reset-password': 60 * 60 * 1000,
  confirm: 72 * 60 * 60 * 1000,
  'set-2fa': 72 * 60 * 60 * 1000,
} as const;
export type TokenKind = keyof typeof TOKEN_LIFETIME_MS;

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export async function userByEmail(ctx: Context, email: string): Promise<UserRow | undefined> {
  return ctx.db.get<UserRow>('SELECT * FROM users WHERE email = ?', [normalizeEmail(email)]);
}

export async function userById(ctx: Context, id: string): Promise<UserRow | undefined> {
  return ctx.db.get<UserRow>('SELECT * FROM users WHERE id = ?', [id]);
}

export async function activeIdentities(ctx: Context, userId: string): Promise<IdentityRow[]> {
  return ctx.db.all<IdentityRow>(
    "SELECT * FROM identities WHERE user_id = ? AND status = 'active' ORDER BY created_at, id",
    [userId],
  );
}

interface GuardRow {
  failed_logins: number;
  failed_codes: number;
  blocked_until: number;
}

/**
 * Failed attempts are counted per email address whether or not an account exists, so a blocked answer tells
 * nothing about which addresses are registered.
 */
export async function guardOf(ctx: Context, email: string): Promise<GuardRow> {
  return (
    (await ctx.db.get<GuardRow>(
      'SELECT failed_logins, failed_codes, blocked_until FROM login_guard WHERE email = ?',
      [normalizeEmail(email)],
    )) ?? { failed_logins: 0, failed_codes: 0, blocked_until: 0 }
  );
}

export const isBlocked = (ctx: Context, guard: GuardRow) => guard.blocked_until > ctx.clock.now();

/**
 * Counts one failure of `kind`; the fifth of a kind blocks the address for 30 minutes. Answers whether it is now
 * blocked. One statement adds the failure, so parallel wrong attempts cannot overwrite each other's count.
 */
export async function countFailure(
  ctx: Context,
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
export async function clearLoginFailures(ctx: Context, email: string): Promise<void> {
  await ctx.db.run('UPDATE login_guard SET failed_logins = 0 WHERE email = ?', [
    normalizeEmail(email),
  ]);
}

/** Forgets every failure: a correct 2FA code, or a password set from an emailed link. */
export async function clearFailures(ctx: Context, email: string): Promise<void> {
  await ctx.db.run('DELETE FROM login_guard WHERE email = ?', [normalizeEmail(email)]);
}

/** Issues a single-use token; only its hash is stored. */
export async function issueToken(ctx: Context, kind: TokenKind, userId: string): Promise<string> {
  const token = secureToken();
  await ctx.db.run(
    'INSERT INTO tokens (token, kind, user_id, expires_at, used_at) VALUES (?, ?, ?, ?, NULL)',
    [hashToken(token), kind, userId, ctx.clock.now() + TOKEN_LIFETIME_MS[kind]],
  );
  return token;
}

export type TokenCheck =
  { ok: true; userId: string; hash: string } | { ok: false; reason: 'expired' | 'invalid' };

/** Checks a token without using it up. */
export async function checkToken(
  ctx: Context,
  kinds: TokenKind[],
  token: string | undefined,
  allowUsed = false,
): Promise<TokenCheck> {
  if (!token) return { ok: false, reason: 'invalid' };
  const hash = hashToken(token);
  const row = await ctx.db.get<{
    kind: TokenKind;
    user_id: string;
    expires_at: number;
    used_at: number | null;
  }>('SELECT kind, user_id, expires_at, used_at FROM tokens WHERE token = ?', [hash]);
  if (!row || !kinds.includes(row.kind) || (row.used_at !== null && !allowUsed))
    return { ok: false, reason: 'invalid' };
  if (row.expires_at <= ctx.clock.now()) return { ok: false, reason: 'expired' };
  return { ok: true, userId: row.user_id, hash };
}

/** Marks a token used; answers false if another request used it first. */
export async function consumeToken(ctx: Context, hash: string): Promise<boolean> {
  return (
    (await ctx.db.run('UPDATE tokens SET used_at = ? WHERE token = ? AND used_at IS NULL', [
      ctx.clock.now(),
      hash,
    ])) === 1
  );
}

/** The emulator sends no email: messages land in an outbox that test control and the console show. */
export async function sendMail(
  ctx: Context,
  to: string,
  subject: string,
  link: string | null,
): Promise<void> {
  await ctx.db.run('INSERT INTO mail (to_email, subject, link, created_at) VALUES (?, ?, ?, ?)', [
    normalizeEmail(to),
    subject,
    link,
    ctx.clock.now(),
  ]);
  if (ctx.config.log) console.log(`[mail] to ${to}: ${subject}${link ? ` — ${link}` : ''}`);
}

/**
 * Single-use tokens of emailed links (reset, confirm, set-2fa, 2FA reset); only their hashes are stored. They
 * expire on the emulator's clock.
 */
import { TEAM_INVITE_LIFETIME_MS } from '@paydesk/api-client';
import { secureToken } from '../../infra/random.js';
import type { DomainContext } from '../context.js';
import { hashToken } from './sessions.js';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** How long each link works (issue 18): invite 7 days, reset 1 hour, 2FA setup 1 day. */
export const TOKEN_LIFETIME_MS = {
  'reset-password': HOUR_MS,
  /** Invites and sign-up confirmations. */
  confirm: TEAM_INVITE_LIFETIME_MS,
  /** 2FA setup asked by the sign-in flow or the team's enforcement. */
  'set-2fa': DAY_MS,
  /** 2FA setup after a lost authenticator (/reset2fa): the page asks for the password first. */
  'reset-2fa': DAY_MS,
} as const;
export type TokenKind = keyof typeof TOKEN_LIFETIME_MS;

/** Issues a single-use token; only its hash is stored. */
export async function issueToken(
  ctx: DomainContext,
  kind: TokenKind,
  userId: string,
): Promise<string> {
  const token = secureToken();
  await ctx.db.run(
    'INSERT INTO tokens (token, kind, user_id, expires_at, used_at) VALUES (?, ?, ?, ?, NULL)',
    [hashToken(token), kind, userId, ctx.clock.now() + TOKEN_LIFETIME_MS[kind]],
  );
  return token;
}

export type TokenCheck =
  | { ok: true; userId: string; hash: string; kind: TokenKind }
  | { ok: false; reason: 'expired' | 'invalid' };

/** Checks a token without using it up. */
export async function checkToken(
  ctx: DomainContext,
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
  return { ok: true, userId: row.user_id, hash, kind: row.kind };
}

/** Marks a token used; answers false if another request used it first. */
export async function consumeToken(ctx: DomainContext, hash: string): Promise<boolean> {
  return (
    (await ctx.db.run('UPDATE tokens SET used_at = ? WHERE token = ? AND used_at IS NULL', [
      ctx.clock.now(),
      hash,
    ])) === 1
  );
}

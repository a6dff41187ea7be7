/** Who sent a request, resolved from its credentials, and the checks every handler starts with. */
import type { PermissionName } from '@paydesk/permissions';
import type { DomainContext } from '../context.js';
import { ApiError, forbidden, messages, unauthorized } from '../errors.js';
import { setupChannel, type SessionRow } from '../auth/sessions.js';
import { checkToken } from '../auth/tokens.js';
import { userById, type IdentityRow, type UserRow } from '../auth/users.js';
import { Access } from './access.js';

/** Who sent an action: a signed-in session, or a set-2fa page holding a token from an email. */
export type Caller =
  | {
      kind: 'session';
      owner: string;
      session: SessionRow;
      user: UserRow;
      identity: IdentityRow;
      access: Access;
    }
  | {
      kind: 'setup';
      owner: string;
      user: UserRow;
      tokenHash: string;
      /** A 2FA reset link (/reset2fa): a new secret only after the account's password. */
      needsPassword: boolean;
    };

export type SessionCaller = Extract<Caller, { kind: 'session' }>;

/** Whoever acts with a known {@link Access}: a signed-in session, or an API key on the REST API. */
export type AccessCaller = Pick<SessionCaller, 'access'>;

/** What a request carries to say who it is from. */
export interface Credentials {
  /** The set-2fa page's token from its emailed link (the Access-Token header). */
  setupToken: string | undefined;
  sessionCookie: string | undefined;
}

/**
 * Resolves who is calling: a set-2fa token when one is sent, else the session. `readOnly` callers (answer fetches,
 * channel auth) may hold a used set-2fa token: the confirm answer comes after its use.
 */
export async function resolveCaller(
  ctx: DomainContext,
  credentials: Credentials,
  options: { readOnly?: boolean } = {},
): Promise<Caller> {
  const { setupToken } = credentials;
  if (setupToken !== undefined && setupToken.length > 0) {
    const check = await checkToken(
      ctx,
      ['set-2fa', 'reset-2fa'],
      setupToken,
      options.readOnly === true,
    );
    if (!check.ok) {
      throw check.reason === 'expired'
        ? new ApiError(410, [{ title: messages.tokenExpired, code: 'token-expired' }])
        : unauthorized();
    }
    const user = await userById(ctx, check.userId);
    if (!user || user.status !== 'active') throw unauthorized();
    return {
      kind: 'setup',
      owner: setupChannel(setupToken),
      user,
      tokenHash: check.hash,
      needsPassword: check.kind === 'reset-2fa',
    };
  }
  const session = await ctx.sessions.active(credentials.sessionCookie);
  if (!session || !session.identity_id) throw unauthorized();
  // The user and the session's identity in one statement (this runs on every request).
  const row = await ctx.db.get<
    UserRow & { [K in keyof IdentityRow as `identity_${K}`]: IdentityRow[K] }
  >(
    `SELECT users.*, identities.id AS identity_id, identities.user_id AS identity_user_id,
       identities.merchant_id AS identity_merchant_id, identities.name AS identity_name,
       identities.status AS identity_status, identities.attributes AS identity_attributes,
       identities.last_login_at AS identity_last_login_at, identities.created_at AS identity_created_at
     FROM users JOIN identities ON identities.user_id = users.id AND identities.status = 'active'
     WHERE users.id = ? AND identities.id = ?`,
    [session.user_id, session.identity_id],
  );
  const user: UserRow | undefined = row && {
    id: row.id,
    email: row.email,
    name: row.name,
    password_hash: row.password_hash,
    password_change_required: row.password_change_required,
    status: row.status,
    totp_secret: row.totp_secret,
    totp_pending_secret: row.totp_pending_secret,
    totp_last_step: row.totp_last_step,
    created_at: row.created_at,
  };
  const identity: IdentityRow | undefined = row && {
    id: row.identity_id,
    user_id: row.identity_user_id,
    merchant_id: row.identity_merchant_id,
    name: row.identity_name,
    status: row.identity_status,
    attributes: row.identity_attributes,
    last_login_at: row.identity_last_login_at,
    created_at: row.identity_created_at,
  };
  if (!user || !identity || user.status !== 'active') {
    await ctx.sessions.revoke(session.id);
    throw unauthorized();
  }
  const access = await Access.load(ctx.db, identity.id, identity.merchant_id, ctx.clock.now());
  return { kind: 'session', owner: session.channel, session, user, identity, access };
}

export function requireSession(caller: Caller): SessionCaller {
  if (caller.kind !== 'session') throw forbidden();
  return caller;
}

export function requireAnywhere(caller: SessionCaller, permission: PermissionName): void {
  if (!caller.access.hasAnywhere(permission)) throw forbidden();
}

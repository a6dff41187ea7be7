/** The checks of SPEC §4's sign-in steps: the password (with lockout) and the second factor. */
import type { DomainContext } from '../context.js';
import { ApiError, messages } from '../errors.js';
import { verifyPassword } from './passwords.js';
import type { SessionRow } from './sessions.js';
import { badCode, claimCode } from './twoFactor.js';
import {
  clearFailures,
  clearLoginFailures,
  countFailure,
  guardOf,
  isBlocked,
} from './loginGuard.js';
import {
  activeIdentities,
  userByEmail,
  userById,
  type IdentityRow,
  type UserRow,
} from './users.js';

export const blocked = () =>
  new ApiError(403, [{ title: messages.blocked, code: 'account-blocked' }]);
/** The code of a refused email and password (the audit trail records these). */
export const BAD_CREDENTIALS_CODE = 'invalid-credentials';
const badCredentials = () =>
  new ApiError(422, [{ title: messages.badCredentials, code: BAD_CREDENTIALS_CODE }]);

/**
 * The user behind an email and password. A blocked address is refused before any check; a wrong password (or an
 * unknown address, at the same cost) counts towards the block.
 */
export async function checkPassword(
  ctx: DomainContext,
  email: string,
  password: string,
): Promise<UserRow> {
  if (isBlocked(ctx, await guardOf(ctx, email))) throw blocked();
  const user = await userByEmail(ctx, email);
  const passwordOk = await verifyPassword(password, user?.password_hash, ctx.config.passwordCost);
  if (!user || !passwordOk) {
    if (await countFailure(ctx, email, 'login')) throw blocked();
    throw badCredentials();
  }
  if (user.status === 'suspended') {
    throw new ApiError(403, [{ title: messages.suspended, code: 'account-suspended' }]);
  }
  if (user.status !== 'active') throw badCredentials();
  await clearLoginFailures(ctx, email);
  return user;
}

/** The second factor of a pending sign-in: the fifth wrong code blocks the address and ends the step. */
export async function checkSecondFactor(
  ctx: DomainContext,
  session: SessionRow,
  user: UserRow,
  code: string,
): Promise<void> {
  if (isBlocked(ctx, await guardOf(ctx, user.email))) throw blocked();
  if (!(await claimCode(ctx, user, code))) {
    if (await countFailure(ctx, user.email, 'code')) {
      await ctx.sessions.revoke(session.id);
      throw blocked();
    }
    throw badCode();
  }
  await clearFailures(ctx, user.email);
}

/** The identities a user may sign in as; none is an error of its own. */
export async function signInIdentities(ctx: DomainContext, user: UserRow): Promise<IdentityRow[]> {
  const identities = await activeIdentities(ctx, user.id);
  if (identities.length === 0) {
    throw new ApiError(403, [{ title: messages.noIdentities, code: 'no-active-identities' }]);
  }
  return identities;
}

const stepExpired = () =>
  new ApiError(410, [{ title: messages.sessionExpired, code: 'sign-in-step-expired' }]);

/** A pending sign-in step by its step token (and its cookie, when sent), with its user still active. */
export async function pendingStep(
  ctx: DomainContext,
  stepToken: string,
  cookie: string | undefined,
  stage: SessionRow['stage'],
): Promise<{ session: SessionRow; user: UserRow }> {
  const session = await ctx.sessions.step(stepToken, cookie, stage);
  if (!session) throw stepExpired();
  const user = await userById(ctx, session.user_id);
  if (!user || user.status !== 'active') throw stepExpired();
  return { session, user };
}

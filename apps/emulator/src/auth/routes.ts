import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  ChangePasswordSchema,
  ResetPasswordSchema,
  ResetTwoFaSchema,
  SetPasswordSchema,
  SigninRequestSchema,
  SignUpSchema,
  routes,
} from '@paydesk/api-client';
import type { Context } from '../context.js';
import { ApiError, messages } from '../http/errors.js';
import { parseBody } from '../http/body.js';
import {
  clearAuthCookies,
  clientAddress,
  setChannelCookie,
  setSessionCookie,
  userAgentOf,
} from '../http/request.js';
import { secureId, secureToken } from '../random.js';
import { identityResource } from '../actions/serialize.js';
import { hashPassword, passwordProblem, verifyPassword } from './passwords.js';
import {
  SESSION_COOKIE,
  TRUSTED_DEVICE_COOKIE,
  TRUSTED_DEVICE_MS,
  hashToken,
  type SessionRow,
} from './sessions.js';
import { matchTotp } from './totp.js';
import {
  activeIdentities,
  checkToken,
  clearFailures,
  clearLoginFailures,
  consumeToken,
  countFailure,
  guardOf,
  isBlocked,
  issueToken,
  sendMail,
  userByEmail,
  userById,
  type IdentityRow,
  type UserRow,
} from './users.js';

const badCredentials = () =>
  new ApiError(422, [{ title: messages.badCredentials, code: 'invalid-credentials' }]);
const blocked = () => new ApiError(403, [{ title: messages.blocked, code: 'account-blocked' }]);
const badCode = (pointer = '/data/attributes/code') =>
  new ApiError(422, [{ title: messages.badCode, code: 'invalid-2fa-code', source: { pointer } }]);
const stepExpired = () =>
  new ApiError(410, [{ title: messages.sessionExpired, code: 'sign-in-step-expired' }]);
const tokenProblem = (reason: 'expired' | 'invalid') =>
  reason === 'expired'
    ? new ApiError(410, [{ title: messages.tokenExpired, code: 'token-expired' }])
    : new ApiError(404, [
        { title: 'This link is invalid or was already used', code: 'token-invalid' },
      ]);
const sent = () => ({ meta: { status: 'sent' } });

type Created = { cookie: string; stepToken: string; row: SessionRow };

/** The sign-in flow and account endpoints of SPEC §7's main service table. */
export function registerAuthRoutes(app: FastifyInstance, ctx: Context): void {
  const identitiesWithUser = async (user: UserRow) =>
    (await activeIdentities(ctx, user.id)).map((identity: IdentityRow) =>
      identityResource({ ...identity, email: user.email, totp_secret: user.totp_secret }),
    );

  /** The identity login response (SPEC §3) for a step, with a new session id (cookie) each time. */
  function answer(
    request: FastifyRequest,
    reply: FastifyReply,
    created: Created,
    status: string,
    included: ReturnType<typeof identityResource>[] = [],
  ) {
    setSessionCookie(request, reply, created.cookie);
    const active = status === 'ok';
    if (active) setChannelCookie(request, reply, created.row.channel);
    return {
      data: {
        type: 'access-token',
        id: created.row.public_id,
        attributes: {
          status,
          accessToken: active ? '' : created.stepToken,
          identityId: created.row.identity_id,
          wsChannel: active ? created.row.channel : null,
        },
        relationships: {
          identities: { data: included.map((identity) => ({ type: 'identity', id: identity.id })) },
        },
      },
      included,
    };
  }

  /** After the password (and the second factor, if any): the next step of SPEC §4's flow. */
  async function proceed(
    request: FastifyRequest,
    reply: FastifyReply,
    user: UserRow,
    previous: SessionRow | undefined,
    options: { trustedDevice: boolean; secondFactorDone: boolean },
  ) {
    const base = {
      userId: user.id,
      ip: clientAddress(request),
      userAgent: userAgentOf(request),
      trustedDevice: options.trustedDevice,
      ...(previous ? { previous } : {}),
    };
    if (user.totp_secret && !options.secondFactorDone && !(await trustsDevice(request, user.id))) {
      const created = await ctx.sessions.create({ ...base, stage: 'two-factor' });
      return answer(request, reply, created, '2fa-required');
    }
    if (user.password_change_required) {
      const created = await ctx.sessions.create({ ...base, stage: 'password-change' });
      return answer(request, reply, created, 'password-change-required');
    }
    const identities = await identitiesWithUser(user);
    if (identities.length === 0) {
      throw new ApiError(403, [{ title: messages.noIdentities, code: 'no-active-identities' }]);
    }
    if (identities.length > 1) {
      const created = await ctx.sessions.create({ ...base, stage: 'identity-select' });
      return answer(request, reply, created, 'identity-select', identities);
    }
    return signedIn(request, reply, {
      ...base,
      identityId: identities[0]!.id,
      identities,
    });
  }

  async function signedIn(
    request: FastifyRequest,
    reply: FastifyReply,
    input: Omit<Parameters<typeof ctx.sessions.create>[0], 'stage'> & {
      identityId: string;
      identities: ReturnType<typeof identityResource>[];
    },
  ) {
    const { identities, ...sessionInput } = input;
    const created = await ctx.sessions.create({ ...sessionInput, stage: 'active' });
    await ctx.db.run('UPDATE identities SET last_login_at = ? WHERE id = ?', [
      ctx.clock.now(),
      input.identityId,
    ]);
    return answer(request, reply, created, 'ok', identities);
  }

  async function trustsDevice(request: FastifyRequest, userId: string): Promise<boolean> {
    const token = request.cookies[TRUSTED_DEVICE_COOKIE];
    if (!token) return false;
    const row = await ctx.db.get<{ user_id: string; expires_at: number }>(
      'SELECT user_id, expires_at FROM trusted_devices WHERE token = ?',
      [hashToken(token)],
    );
    return row !== undefined && row.user_id === userId && row.expires_at > ctx.clock.now();
  }

  async function pendingStep(
    request: FastifyRequest,
    accessToken: string,
    stage: SessionRow['stage'],
  ) {
    const session = await ctx.sessions.step(accessToken, request.cookies[SESSION_COOKIE], stage);
    if (!session) throw stepExpired();
    const user = await userById(ctx, session.user_id);
    if (!user || user.status !== 'active') throw stepExpired();
    return { session, user };
  }

  app.post(routes.signin, { config: { signIn: true } }, async (request, reply) => {
    const { data } = parseBody(SigninRequestSchema, request);
    if (data.type === 'access-token-login') {
      const { email, password, isTrustedDevice } = data.attributes;
      if (isBlocked(ctx, await guardOf(ctx, email))) throw blocked();
      const user = await userByEmail(ctx, email);
      const passwordOk = await verifyPassword(
        password,
        user?.password_hash,
        ctx.config.passwordCost,
      );
      if (!user || !passwordOk) {
        if (await countFailure(ctx, email, 'login')) throw blocked();
        throw badCredentials();
      }
      if (user.status === 'suspended') {
        throw new ApiError(403, [{ title: messages.suspended, code: 'account-suspended' }]);
      }
      if (user.status !== 'active') throw badCredentials();
      await clearLoginFailures(ctx, email);
      return proceed(request, reply, user, undefined, {
        trustedDevice: isTrustedDevice,
        secondFactorDone: false,
      });
    }
    if (data.type === 'access-token-2fa-confirm') {
      const { session, user } = await pendingStep(
        request,
        data.attributes.accessToken,
        'two-factor',
      );
      if (isBlocked(ctx, await guardOf(ctx, user.email))) throw blocked();
      const step = user.totp_secret
        ? matchTotp(user.totp_secret, data.attributes.code, ctx.clock.now(), user.totp_last_step)
        : null;
      // Conditional update: two requests racing with the same code cannot both pass.
      const claimed =
        step !== null &&
        (await ctx.db.run(
          'UPDATE users SET totp_last_step = ? WHERE id = ? AND totp_last_step < ?',
          [step, user.id, step],
        )) === 1;
      if (!claimed) {
        if (await countFailure(ctx, user.email, 'code')) {
          await ctx.sessions.revoke(session.id);
          throw blocked();
        }
        throw badCode();
      }
      await clearFailures(ctx, user.email);
      if (session.trusted_device) {
        const token = secureToken();
        await ctx.db.run(
          'INSERT INTO trusted_devices (token, user_id, expires_at) VALUES (?, ?, ?)',
          [hashToken(token), user.id, ctx.clock.now() + TRUSTED_DEVICE_MS],
        );
        reply.setCookie(TRUSTED_DEVICE_COOKIE, token, {
          path: '/',
          httpOnly: true,
          sameSite: 'lax',
          secure: request.protocol === 'https',
          maxAge: TRUSTED_DEVICE_MS / 1000,
        });
      }
      return proceed(request, reply, user, session, {
        trustedDevice: false,
        secondFactorDone: true,
      });
    }
    const { session, user } = await pendingStep(
      request,
      data.attributes.accessToken,
      'identity-select',
    );
    const identities = await identitiesWithUser(user);
    if (!identities.some((identity) => identity.id === data.attributes.identityId)) {
      throw new ApiError(422, [
        {
          title: messages.noAvailableIdentities,
          code: 'no-available-identities',
          source: { pointer: '/data/attributes/identityId' },
        },
      ]);
    }
    return signedIn(request, reply, {
      userId: user.id,
      previous: session,
      ip: clientAddress(request),
      userAgent: userAgentOf(request),
      identityId: data.attributes.identityId,
      identities,
    });
  });

  app.delete(routes.signout, async (request, reply) => {
    const session = await ctx.sessions.any(request.cookies[SESSION_COOKIE]);
    if (session) {
      await ctx.sessions.revoke(session.id);
      ctx.pusher.closeSockets(session.channel);
    }
    clearAuthCookies(reply);
    return reply.code(204).send();
  });

  app.post(routes.resetPassword, { config: { signIn: true } }, async (request) => {
    const { email } = parseBody(ResetPasswordSchema, request).data.attributes;
    const user = await userByEmail(ctx, email);
    if (user && user.status === 'active') {
      const token = await issueToken(ctx, 'reset-password', user.id);
      await sendMail(ctx, user.email, 'Reset your Paydesk password', `/reset/${token}`);
    }
    // The same answer whether or not the address has an account.
    return sent();
  });

  app.post(routes.resetTwoFa, { config: { signIn: true } }, async (request) => {
    const { email } = parseBody(ResetTwoFaSchema, request).data.attributes;
    const user = await userByEmail(ctx, email);
    if (user && user.status === 'active') {
      const token = await issueToken(ctx, 'set-2fa', user.id);
      await sendMail(ctx, user.email, 'Set up two-step authentication', `/set-2fa/${token}`);
    }
    return sent();
  });

  app.post(routes.setPassword, { config: { signIn: true } }, async (request) => {
    const { token, password } = parseBody(SetPasswordSchema, request).data.attributes;
    const check = await checkToken(ctx, ['reset-password', 'confirm'], token);
    if (!check.ok) throw tokenProblem(check.reason);
    const problem = passwordProblem(password);
    if (problem) {
      throw new ApiError(422, [
        { title: problem, code: 'weak-password', source: { pointer: '/data/attributes/password' } },
      ]);
    }
    if (!(await consumeToken(ctx, check.hash))) throw tokenProblem('invalid');
    const user = await userById(ctx, check.userId);
    await ctx.db.run(
      "UPDATE users SET password_hash = ?, password_change_required = 0, status = CASE status WHEN 'pending' THEN 'active' ELSE status END WHERE id = ?",
      [await hashPassword(password, undefined, ctx.config.passwordCost), check.userId],
    );
    await ctx.sessions.revokeOthers(check.userId, null);
    if (user) await clearFailures(ctx, user.email);
    return { meta: { status: 'ok' } };
  });

  app.post(routes.signUp, { config: { signIn: true } }, async (request) => {
    const email = parseBody(SignUpSchema, request).data.attributes.email.toLowerCase();
    const existing = await userByEmail(ctx, email);
    if (existing) {
      await sendMail(ctx, email, 'You already have a Paydesk account', '/reset');
    } else {
      const id = secureId('usr');
      await ctx.db.run(
        "INSERT INTO users (id, email, name, password_hash, status, created_at) VALUES (?, ?, ?, NULL, 'pending', ?)",
        [id, email, email.split('@')[0] ?? email, ctx.clock.now()],
      );
      const token = await issueToken(ctx, 'confirm', id);
      await sendMail(ctx, email, 'Confirm your Paydesk account', `/confirm/${token}`);
    }
    return sent();
  });

  /**
   * A wrong password or code on a signed-in form counts like one at sign-in: a stolen session cannot guess without
   * limit. The block ends every session of the account.
   */
  async function countGuess(user: UserRow, kind: 'login' | 'code') {
    if (await countFailure(ctx, user.email, kind)) {
      await ctx.sessions.revokeOthers(user.id, null);
      throw blocked();
    }
  }

  app.post(routes.changePassword, async (request) => {
    const attributes = parseBody(ChangePasswordSchema, request).data.attributes;
    // Signed in, or on the password-change-required step of sign-in (with its token).
    const session = attributes.accessToken
      ? (await pendingStep(request, attributes.accessToken, 'password-change')).session
      : await ctx.sessions.active(request.cookies[SESSION_COOKIE]);
    if (!session)
      throw new ApiError(401, [{ title: messages.sessionExpired, code: 'unauthorized' }]);
    const user = await userById(ctx, session.user_id);
    if (!user) throw new ApiError(401, [{ title: messages.sessionExpired, code: 'unauthorized' }]);
    if (!(await verifyPassword(attributes.currentPassword, user.password_hash))) {
      await countGuess(user, 'login');
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
        attributes.twoFaCode ?? '',
        ctx.clock.now(),
        user.totp_last_step,
      );
      if (step === null) {
        await countGuess(user, 'code');
        throw badCode('/data/attributes/twoFaCode');
      }
      await ctx.db.run('UPDATE users SET totp_last_step = ? WHERE id = ?', [step, user.id]);
    }
    const problem =
      passwordProblem(attributes.newPassword) ??
      (attributes.newPassword === attributes.currentPassword
        ? 'The new password must differ from the current one'
        : null);
    if (problem) {
      throw new ApiError(422, [
        {
          title: problem,
          code: 'weak-password',
          source: { pointer: '/data/attributes/newPassword' },
        },
      ]);
    }
    await ctx.db.run(
      'UPDATE users SET password_hash = ?, password_change_required = 0 WHERE id = ?',
      [await hashPassword(attributes.newPassword, undefined, ctx.config.passwordCost), user.id],
    );
    // Other sessions end; on the sign-in step the user signs in again with the new password.
    await ctx.sessions.revokeOthers(user.id, session.stage === 'active' ? session.id : null);
    return { meta: { status: 'ok' } };
  });
}

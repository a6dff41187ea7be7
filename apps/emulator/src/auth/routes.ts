import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Context } from '../context.js';
import { ApiError, messages } from '../http/errors.js';
import {
  attributesOf,
  clearAuthCookies,
  clientAddress,
  setChannelCookie,
  setSessionCookie,
  stringField,
  userAgentOf,
} from '../http/request.js';
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
  countFailure,
  guardOf,
  isBlocked,
  issueToken,
  sendMail,
  consumeToken,
  userByEmail,
  userById,
  type UserRow,
} from './users.js';
import { secureToken } from '../random.js';
import { identityResource } from '../actions/serialize.js';

const badCredentials = () =>
  new ApiError(422, [{ title: messages.badCredentials, code: 'invalid-credentials' }]);
const blocked = () => new ApiError(403, [{ title: messages.blocked, code: 'account-blocked' }]);
const badCode = () =>
  new ApiError(422, [
    {
      title: messages.badCode,
      code: 'invalid-2fa-code',
      source: { pointer: '/data/attributes/code' },
    },
  ]);
const tokenProblem = (reason: 'expired' | 'invalid') =>
  reason === 'expired'
    ? new ApiError(410, [{ title: messages.tokenExpired, code: 'token-expired' }])
    : new ApiError(404, [
        { title: 'This link is invalid or was already used', code: 'token-invalid' },
      ]);

/** The auth and account endpoints of SPEC §7's main service table. */
export function registerAuthRoutes(app: FastifyInstance, ctx: Context, prefix: string): void {
  /** Answers the identity login response for a session step, rotating the session cookie. */
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
      return step(
        request,
        reply,
        await ctx.sessions.create({ ...base, stage: 'two-factor' }),
        '2fa-required',
      );
    }
    if (user.password_change_required) {
      return step(
        request,
        reply,
        await ctx.sessions.create({ ...base, stage: 'password-change' }),
        'password-change-required',
      );
    }
    const identities = await activeIdentities(ctx, user.id);
    if (identities.length === 0)
      throw new ApiError(403, [{ title: messages.noIdentities, code: 'no-active-identities' }]);
    if (identities.length > 1) {
      const created = await ctx.sessions.create({ ...base, stage: 'identity-select' });
      return step(request, reply, created, 'identity-select', identities.map(identityResource));
    }
    return signedIn(
      request,
      reply,
      await ctx.sessions.create({ ...base, stage: 'active', identityId: identities[0]!.id }),
    );
  }

  function step(
    request: FastifyRequest,
    reply: FastifyReply,
    created: { cookie: string; stepToken: string; row: SessionRow },
    status: string,
    included: unknown[] = [],
  ) {
    setSessionCookie(request, reply, created.cookie);
    return {
      data: {
        type: 'identity-login',
        id: created.row.public_id,
        attributes: { status, accessToken: created.stepToken, identityId: null },
      },
      included,
    };
  }

  async function signedIn(
    request: FastifyRequest,
    reply: FastifyReply,
    created: { cookie: string; row: SessionRow },
  ) {
    await ctx.db.run('UPDATE identities SET last_login_at = ? WHERE id = ?', [
      ctx.clock.now(),
      created.row.identity_id,
    ]);
    setSessionCookie(request, reply, created.cookie);
    setChannelCookie(request, reply, created.row.channel);
    return {
      data: {
        type: 'identity-login',
        id: created.row.public_id,
        attributes: {
          status: 'ok',
          accessToken: created.row.public_id,
          identityId: created.row.identity_id,
          channel: created.row.channel,
        },
      },
      included: [],
    };
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

  async function pendingStep(request: FastifyRequest, stage: SessionRow['stage']) {
    const attributes = attributesOf(request);
    const accessToken = stringField(attributes, 'accessToken');
    const session = await ctx.sessions.step(accessToken, request.cookies[SESSION_COOKIE], stage);
    if (!session) {
      throw new ApiError(401, [{ title: messages.sessionExpired, code: 'sign-in-step-expired' }]);
    }
    const user = await userById(ctx, session.user_id);
    if (!user)
      throw new ApiError(401, [{ title: messages.sessionExpired, code: 'sign-in-step-expired' }]);
    return { attributes, session, user };
  }

  app.post(`${prefix}/signin`, { config: { signIn: true } }, async (request, reply) => {
    const type = (request.body as { data?: { type?: unknown } } | undefined)?.data?.type;
    if (type === 'access-token-login') {
      const attributes = attributesOf(request);
      const email = stringField(attributes, 'email', 320);
      const password = stringField(attributes, 'password', 200);
      if (isBlocked(ctx, await guardOf(ctx, email))) throw blocked();
      const user = await userByEmail(ctx, email);
      const passwordOk = await verifyPassword(password, user?.password_hash);
      if (!user || !passwordOk) {
        if (await countFailure(ctx, email, 'login')) throw blocked();
        throw badCredentials();
      }
      if (user.status === 'suspended') {
        throw new ApiError(403, [{ title: messages.suspended, code: 'account-suspended' }]);
      }
      if (user.status !== 'active') throw badCredentials();
      await clearFailures(ctx, email);
      return proceed(request, reply, user, undefined, {
        trustedDevice: attributes.isTrustedDevice === true,
        secondFactorDone: false,
      });
    }
    if (type === 'access-token-2fa-confirm') {
      const { attributes, session, user } = await pendingStep(request, 'two-factor');
      if (isBlocked(ctx, await guardOf(ctx, user.email))) throw blocked();
      const code = typeof attributes.code === 'string' ? attributes.code : '';
      const step = user.totp_secret
        ? matchTotp(user.totp_secret, code, ctx.clock.now(), user.totp_last_step)
        : null;
      if (step === null) {
        if (await countFailure(ctx, user.email, 'code')) {
          await ctx.sessions.revoke(session.id);
          throw blocked();
        }
        throw badCode();
      }
      // Conditional update: two requests racing with the same code cannot both pass.
      const claimed = await ctx.db.run(
        'UPDATE users SET totp_last_step = ? WHERE id = ? AND totp_last_step < ?',
        [step, user.id, step],
      );
      if (claimed !== 1) throw badCode();
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
          maxAge: TRUSTED_DEVICE_MS / 1000,
        });
      }
      return proceed(request, reply, user, session, {
        trustedDevice: false,
        secondFactorDone: true,
      });
    }
    if (type === 'access-token-identity-select') {
      const { attributes, session, user } = await pendingStep(request, 'identity-select');
      const identityId = attributes.identityId;
      if (typeof identityId !== 'string') {
        throw new ApiError(422, [
          {
            title: messages.identityError,
            code: 'invalid',
            source: { pointer: '/data/attributes/identityId' },
          },
        ]);
      }
      const identity = (await activeIdentities(ctx, user.id)).find(
        (candidate) => candidate.id === identityId,
      );
      if (!identity)
        throw new ApiError(422, [
          { title: messages.noAvailableIdentities, code: 'no-available-identities' },
        ]);
      const created = await ctx.sessions.create({
        userId: user.id,
        stage: 'active',
        identityId: identity.id,
        previous: session,
        ip: clientAddress(request),
        userAgent: userAgentOf(request),
      });
      return signedIn(request, reply, created);
    }
    throw new ApiError(400, [
      { title: 'Unknown sign-in step', code: 'bad-request', source: { pointer: '/data/type' } },
    ]);
  });

  app.delete(`${prefix}/signout`, async (request, reply) => {
    const session = await ctx.sessions.any(request.cookies[SESSION_COOKIE]);
    if (session) {
      await ctx.sessions.revoke(session.id);
      ctx.pusher.closeSockets(session.channel);
    }
    clearAuthCookies(reply);
    return reply.code(204).send();
  });

  app.post(`${prefix}/users/reset-password`, { config: { signIn: true } }, async (request) => {
    const email = stringField(attributesOf(request), 'email', 320);
    const user = await userByEmail(ctx, email);
    if (user && user.status === 'active') {
      const token = await issueToken(ctx, 'reset-password', user.id);
      await sendMail(ctx, user.email, 'Reset your Paydesk password', `/reset/${token}`);
    }
    // The same answer whether or not the address has an account.
    return { meta: { status: 'sent' } };
  });

  app.post(`${prefix}/users/set-password`, { config: { signIn: true } }, async (request) => {
    const attributes = attributesOf(request);
    const token = stringField(attributes, 'token');
    const password = stringField(attributes, 'password', 200);
    const check = await checkToken(ctx, ['reset-password', 'confirm'], token);
    if (!check.ok) throw tokenProblem(check.reason);
    const problem = passwordProblem(password);
    if (problem)
      throw new ApiError(422, [
        { title: problem, code: 'weak-password', source: { pointer: '/data/attributes/password' } },
      ]);
    if (!(await consumeToken(ctx, check.hash))) throw tokenProblem('invalid');
    const user = await userById(ctx, check.userId);
    await ctx.db.run(
      "UPDATE users SET password_hash = ?, password_change_required = 0, status = CASE status WHEN 'pending' THEN 'active' ELSE status END WHERE id = ?",
      [await hashPassword(password), check.userId],
    );
    await ctx.sessions.revokeOthers(check.userId, null);
    if (user) await clearFailures(ctx, user.email);
    return { meta: { status: 'ok' } };
  });

  app.post(`${prefix}/users/sign-up`, { config: { signIn: true } }, async (request) => {
    const email = stringField(attributesOf(request), 'email', 320).trim().toLowerCase();
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
      throw new ApiError(422, [
        {
          title: 'Enter a valid email address',
          code: 'invalid',
          source: { pointer: '/data/attributes/email' },
        },
      ]);
    }
    const existing = await userByEmail(ctx, email);
    if (existing) {
      await sendMail(ctx, email, 'You already have a Paydesk account', '/reset');
    } else {
      const id = `usr_${secureToken(10)}`;
      await ctx.db.run(
        "INSERT INTO users (id, email, name, password_hash, status, created_at) VALUES (?, ?, ?, NULL, 'pending', ?)",
        [id, email, email.split('@')[0] ?? email, ctx.clock.now()],
      );
      const token = await issueToken(ctx, 'confirm', id);
      await sendMail(ctx, email, 'Confirm your Paydesk account', `/confirm/${token}`);
    }
    return { meta: { status: 'sent' } };
  });

  app.post(`${prefix}/users/reset-2fa`, { config: { signIn: true } }, async (request) => {
    const email = stringField(attributesOf(request), 'email', 320);
    const user = await userByEmail(ctx, email);
    if (user && user.status === 'active' && user.totp_secret) {
      const token = await issueToken(ctx, 'set-2fa', user.id);
      await sendMail(ctx, user.email, 'Set up two-step authentication again', `/set-2fa/${token}`);
    }
    return { meta: { status: 'sent' } };
  });

  app.post(`${prefix}/users/change-password`, async (request, reply) => {
    const cookie = request.cookies[SESSION_COOKIE];
    const session = await ctx.sessions.any(cookie);
    if (!session || (session.stage !== 'active' && session.stage !== 'password-change')) {
      throw new ApiError(401, [{ title: messages.sessionExpired, code: 'unauthorized' }]);
    }
    const user = await userById(ctx, session.user_id);
    if (!user) throw new ApiError(401, [{ title: messages.sessionExpired, code: 'unauthorized' }]);
    const attributes = attributesOf(request);
    const currentPassword = stringField(attributes, 'currentPassword', 200);
    const newPassword = stringField(attributes, 'newPassword', 200);
    if (!(await verifyPassword(currentPassword, user.password_hash))) {
      throw new ApiError(422, [
        {
          title: 'Current password is incorrect',
          code: 'invalid-password',
          source: { pointer: '/data/attributes/currentPassword' },
        },
      ]);
    }
    if (user.totp_secret && session.stage === 'active') {
      const code = typeof attributes.twoFaCode === 'string' ? attributes.twoFaCode : '';
      const step = matchTotp(user.totp_secret, code, ctx.clock.now(), user.totp_last_step);
      if (step === null) {
        throw new ApiError(422, [
          {
            title: messages.badCode,
            code: 'invalid-2fa-code',
            source: { pointer: '/data/attributes/twoFaCode' },
          },
        ]);
      }
      await ctx.db.run('UPDATE users SET totp_last_step = ? WHERE id = ?', [step, user.id]);
    }
    const problem = passwordProblem(newPassword);
    if (problem) {
      throw new ApiError(422, [
        {
          title: problem,
          code: 'weak-password',
          source: { pointer: '/data/attributes/newPassword' },
        },
      ]);
    }
    if (newPassword === currentPassword) {
      throw new ApiError(422, [
        {
          title: 'The new password must differ from the current one',
          code: 'weak-password',
          source: { pointer: '/data/attributes/newPassword' },
        },
      ]);
    }
    await ctx.db.run(
      'UPDATE users SET password_hash = ?, password_change_required = 0 WHERE id = ?',
      [await hashPassword(newPassword), user.id],
    );
    await ctx.sessions.revokeOthers(user.id, session.id);
    if (session.stage === 'password-change') {
      const updated = (await userById(ctx, user.id))!;
      return proceed(request, reply, updated, session, {
        trustedDevice: false,
        secondFactorDone: true,
      });
    }
    return { meta: { status: 'ok' } };
  });
}

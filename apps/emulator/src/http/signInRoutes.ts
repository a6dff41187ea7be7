import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SigninRequestSchema, routes } from '@paydesk/api-client';
import { ApiError, messages } from '../domain/errors.js';
import type { SessionRow } from '../domain/auth/sessions.js';
import {
  checkPassword,
  checkSecondFactor,
  BAD_CREDENTIALS_CODE,
  pendingStep,
  signInIdentities,
} from '../domain/auth/signIn.js';
import { trustDevice, trustsDevice } from '../domain/auth/trustedDevices.js';
import { issueTwoFaSetup } from '../domain/auth/account.js';
import { twoFaEnforcedFor } from '../domain/team/enforcement.js';
import {
  activeIdentities,
  userById,
  type IdentityRow,
  type UserRow,
} from '../domain/auth/users.js';
import { recordFailedSignIn, recordSignIn } from '../domain/audit/signIns.js';
import { identityResource } from '../actions/serialize/accounts.js';
import type { ResourceObject } from '../actions/serialize/document.js';
import { parseBody } from './body.js';
import type { Context } from './context.js';
import { userAgentOf } from '../domain/audit/context.js';
import {
  SESSION_COOKIE,
  TRUSTED_DEVICE_COOKIE,
  setChannelCookie,
  setSessionCookie,
  setTrustedDeviceCookie,
} from './cookies.js';

/** What a login session records about the device it was started on. */
const deviceOf = (request: FastifyRequest) => ({
  ip: request.ip,
  userAgent: userAgentOf(request.headers['user-agent']),
});

type Created = { cookie: string; stepToken: string; row: SessionRow };
type SessionInput = Parameters<Context['sessions']['create']>[0];

/** The sign-in flow of SPEC §4 (`POST /api/signin`): password, second factor, identity select. */
export function registerSignInRoutes(app: FastifyInstance, ctx: Context): void {
  const withUser = (user: UserRow) => (identity: IdentityRow) =>
    identityResource({ ...identity, email: user.email, totp_secret: user.totp_secret });

  /** The identity login response (SPEC §3) for a step, with a new session id (cookie) each time. */
  function answer(
    request: FastifyRequest,
    reply: FastifyReply,
    created: Created,
    status: string,
    included: ResourceObject[] = [],
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

  /** After the password (and the second factor, if any): the next step of the flow. */
  async function proceed(
    request: FastifyRequest,
    reply: FastifyReply,
    user: UserRow,
    previous: SessionRow | undefined,
    options: { trustedDevice: boolean; secondFactorDone: boolean },
  ) {
    const base = {
      userId: user.id,
      ...deviceOf(request),
      trustedDevice: options.trustedDevice,
      ...(previous ? { previous } : {}),
    };
    if (
      user.totp_secret &&
      !options.secondFactorDone &&
      !(await trustsDevice(ctx, request.cookies[TRUSTED_DEVICE_COOKIE], user.id))
    ) {
      const created = await ctx.sessions.create({ ...base, stage: 'two-factor' });
      return answer(request, reply, created, '2fa-required');
    }
    // The team enforces 2FA and the account has none: no session until it is set up (the set-2fa page, with a
    // token of its own), then the user signs in again. The dashboard is out of reach until then.
    if (!user.totp_secret && (await twoFaEnforcedFor(ctx, user.id))) {
      if (previous) await ctx.sessions.revoke(previous.id);
      return setupRequired(await issueTwoFaSetup(ctx, user));
    }
    if (user.password_change_required) {
      const created = await ctx.sessions.create({ ...base, stage: 'password-change' });
      return answer(request, reply, created, 'password-change-required');
    }
    const identities = (await signInIdentities(ctx, user)).map(withUser(user));
    if (identities.length > 1) {
      const created = await ctx.sessions.create({ ...base, stage: 'identity-select' });
      return answer(request, reply, created, 'identity-select', identities);
    }
    return signedIn(request, reply, { ...base, identityId: identities[0]!.id }, identities);
  }

  /** The `2fa-setup-required` answer: its access token is the set-2fa page's token. */
  const setupRequired = (token: string) => ({
    data: {
      type: 'access-token',
      id: 'set-2fa',
      attributes: {
        status: '2fa-setup-required',
        accessToken: token,
        identityId: null,
        wsChannel: null,
      },
      relationships: { identities: { data: [] } },
    },
    included: [],
  });

  async function signedIn(
    request: FastifyRequest,
    reply: FastifyReply,
    input: Omit<SessionInput, 'stage'> & { identityId: string },
    identities: ResourceObject[],
  ) {
    const created = await ctx.sessions.create({ ...input, stage: 'active' });
    const user = (await userById(ctx, input.userId))!;
    await recordSignIn(ctx, user, input.identityId, deviceOf(request));
    return answer(request, reply, created, 'ok', identities);
  }

  app.post(routes.signin, { config: { signIn: true } }, async (request, reply) => {
    const { data } = parseBody(SigninRequestSchema, request);
    if (data.type === 'access-token-login') {
      const { email, password, isTrustedDevice } = data.attributes;
      const user = await checkPassword(ctx, email, password).catch(async (error: unknown) => {
        // A wrong password is worth an entry (someone tried an account); a blocked address repeats no entry.
        if (error instanceof ApiError && error.errors[0]?.code === BAD_CREDENTIALS_CODE) {
          await recordFailedSignIn(ctx, email, deviceOf(request));
        }
        throw error;
      });
      return proceed(request, reply, user, undefined, {
        trustedDevice: isTrustedDevice,
        secondFactorDone: false,
      });
    }
    if (data.type === 'access-token-2fa-confirm') {
      const { session, user } = await pendingStep(
        ctx,
        data.attributes.accessToken,
        request.cookies[SESSION_COOKIE],
        'two-factor',
      );
      await checkSecondFactor(ctx, session, user, data.attributes.code);
      if (session.trusted_device)
        setTrustedDeviceCookie(request, reply, await trustDevice(ctx, user.id));
      return proceed(request, reply, user, session, {
        trustedDevice: false,
        secondFactorDone: true,
      });
    }
    const { session, user } = await pendingStep(
      ctx,
      data.attributes.accessToken,
      request.cookies[SESSION_COOKIE],
      'identity-select',
    );
    const identities = (await activeIdentities(ctx, user.id)).map(withUser(user));
    if (!identities.some((identity) => identity.id === data.attributes.identityId)) {
      throw new ApiError(422, [
        {
          title: messages.noAvailableIdentities,
          code: 'no-available-identities',
          source: { pointer: '/data/attributes/identityId' },
        },
      ]);
    }
    return signedIn(
      request,
      reply,
      {
        userId: user.id,
        previous: session,
        ...deviceOf(request),
        identityId: data.attributes.identityId,
      },
      identities,
    );
  });
}

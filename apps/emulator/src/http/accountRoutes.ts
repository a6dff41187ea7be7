import type { FastifyInstance } from 'fastify';
import {
  ChangePasswordSchema,
  CheckLinkSchema,
  ResetPasswordSchema,
  ResetTwoFaSchema,
  SetPasswordSchema,
  SignUpSchema,
  routes,
} from '@paydesk/api-client';
import { unauthorized } from '../domain/errors.js';
import {
  changePassword,
  checkPasswordLink,
  mailPasswordReset,
  mailTwoFaReset,
  setPasswordFromLink,
  signUp,
} from '../domain/auth/account.js';
import { pendingStep } from '../domain/auth/signIn.js';
import { parseBody } from './body.js';
import type { Context } from './context.js';
import { SESSION_COOKIE, clearAuthCookies } from './cookies.js';

/** The same answer whether or not the address has an account. */
const sent = () => ({ meta: { status: 'sent' } });
const done = () => ({ meta: { status: 'ok' } });

/** Sign-out and the account endpoints of SPEC §7's main service table. */
export function registerAccountRoutes(app: FastifyInstance, ctx: Context): void {
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
    await mailPasswordReset(ctx, parseBody(ResetPasswordSchema, request).data.attributes.email);
    return sent();
  });

  app.post(routes.resetTwoFa, { config: { signIn: true } }, async (request) => {
    await mailTwoFaReset(ctx, parseBody(ResetTwoFaSchema, request).data.attributes.email);
    return sent();
  });

  app.post(routes.setPassword, { config: { signIn: true } }, async (request) => {
    const { token, password } = parseBody(SetPasswordSchema, request).data.attributes;
    const { setTwoFaToken } = await setPasswordFromLink(ctx, token, password);
    // When the team enforces 2FA, the confirm page continues to its setup with this token.
    return { meta: { status: 'ok', ...(setTwoFaToken ? { setTwoFaToken } : {}) } };
  });

  app.post(routes.checkLink, { config: { signIn: true } }, async (request) => {
    await checkPasswordLink(ctx, parseBody(CheckLinkSchema, request).data.attributes.token);
    return done();
  });

  app.post(routes.signUp, { config: { signIn: true } }, async (request) => {
    await signUp(ctx, parseBody(SignUpSchema, request).data.attributes.email.toLowerCase());
    return sent();
  });

  app.post(routes.changePassword, async (request) => {
    const attributes = parseBody(ChangePasswordSchema, request).data.attributes;
    // Signed in, or on the password-change-required step of sign-in (with its token).
    const session = attributes.accessToken
      ? (
          await pendingStep(
            ctx,
            attributes.accessToken,
            request.cookies[SESSION_COOKIE],
            'password-change',
          )
        ).session
      : await ctx.sessions.active(request.cookies[SESSION_COOKIE]);
    if (!session) throw unauthorized();
    await changePassword(ctx, session, attributes);
    return done();
  });
}

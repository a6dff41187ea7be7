/**
 * Bodies and responses of the plain HTTP calls (SPEC §7 "Main service"). Paths are in `../routes`.
 */
import * as v from 'valibot';
import { body, document, related, toMany } from './jsonapi.js';
import {
  IdentityGroupSchema,
  IdentitySchema,
  ProjectDetailsSchema,
  UserSchema,
} from './resources.js';
import { IdentityGroupInputSchema } from './main.js';
import { PASSWORD_MIN_LENGTH } from './passwordPolicy.js';

const Email = v.pipe(v.string(), v.trim(), v.email());
const Secret = v.pipe(v.string(), v.minLength(1));
const TwoFaCode = v.pipe(v.string(), v.regex(/^\d{6}$/, 'Incorrect 2FA verification code'));

/** `POST /api/signin`, first step. */
export const SigninLoginSchema = body('access-token-login', {
  email: Email,
  password: Secret,
  /** Skip 2FA on this device for 48 hours. */
  isTrustedDevice: v.boolean(),
  setAuthCookie: v.boolean(),
});
/** `POST /api/signin` after `2fa-required`. */
export const SigninTwoFaSchema = body('access-token-2fa-confirm', {
  accessToken: Secret,
  code: TwoFaCode,
});
/** `POST /api/signin` after `identity-select`. */
export const SigninIdentitySelectSchema = body('access-token-identity-select', {
  accessToken: Secret,
  identityId: Secret,
});
export const SigninRequestSchema = v.variant('data', [
  SigninLoginSchema,
  SigninTwoFaSchema,
  SigninIdentitySelectSchema,
]);
export type SigninRequest = v.InferInput<typeof SigninRequestSchema>;

/**
 * 'ok' means signed in; the others name the next step (SPEC §4). `2fa-setup-required`: the team enforces 2FA and
 * the account has none; `accessToken` is then a set-2fa token for /set-2fa/{token}, and no session exists until
 * 2FA is on and the user signs in again.
 */
export const signinStatuses = [
  'ok',
  '2fa-required',
  'identity-select',
  'password-change-required',
  '2fa-setup-required',
] as const;
export type SigninStatus = (typeof signinStatuses)[number];

/** The identity login response (SPEC §3): status, accessToken, identityId, plus included identities. */
export const SigninResponseSchema = v.object({
  data: related(
    'access-token',
    {
      status: v.picklist(signinStatuses),
      /** Carries the flow to the next step; empty once signed in. */
      accessToken: v.string(),
      identityId: v.nullable(v.string()),
      /** The session's push channel (also set as the channel cookie); present when status is 'ok'. */
      wsChannel: v.nullable(v.string()),
    },
    { identities: toMany('identity') },
  ),
  included: v.optional(v.array(IdentitySchema)),
});
export type SigninResponse = v.InferOutput<typeof SigninResponseSchema>;

export const ResetPasswordSchema = body('reset-password', { email: Email });
export const ResetTwoFaSchema = body('reset-2fa', { email: Email });
export const SetPasswordSchema = body('set-password', {
  token: Secret,
  password: v.pipe(v.string(), v.minLength(PASSWORD_MIN_LENGTH)),
});
export const ChangePasswordSchema = body('change-password', {
  currentPassword: Secret,
  newPassword: v.pipe(v.string(), v.minLength(PASSWORD_MIN_LENGTH)),
  /** Needed when the user has 2FA on. */
  twoFaCode: v.optional(TwoFaCode),
  /** The sign-in flow's token on the password-change-required step (no session yet). */
  accessToken: v.optional(Secret),
});
export const SignUpSchema = body('sign-up', { email: Email });
/** Whether an emailed reset or confirm link still works, asked when its page opens; the token is not used up. */
export const CheckLinkSchema = body('check-link', { token: Secret });

/** `POST /api/users/set-password`: `setTwoFaToken` when the team enforces 2FA and the account has none yet. */
export const SetPasswordResponseSchema = v.object({
  meta: v.object({ status: v.string(), setTwoFaToken: v.optional(v.string()) }),
});

/** `GET /api/users/me`: the self-user fetch. */
export const SelfResponseSchema = document(UserSchema);

/** `POST /api/identities/{id}/groups`. */
export const AddIdentityGroupSchema = v.object({ data: IdentityGroupInputSchema });
export const AddIdentityGroupResponseSchema = document(IdentityGroupSchema);

/** `GET /api/projects/{id}/details`. */
export const ProjectDetailsResponseSchema = document(ProjectDetailsSchema);

/** `POST /api/broadcasting/auth` (JSON body, Pusher's field names). */
export const BroadcastingAuthRequestSchema = v.object({
  socket_id: v.pipe(v.string(), v.regex(/^\d+\.\d+$/)),
  channel_name: v.pipe(v.string(), v.startsWith('private-')),
});
export const BroadcastingAuthResponseSchema = v.object({ auth: v.string() });

/** `GET /api/push-config`: where pusher-js connects. */
export const PushConfigSchema = v.object({
  data: v.object({
    type: v.literal('push-config'),
    id: v.string(),
    attributes: v.object({
      key: v.string(),
      host: v.string(),
      port: v.pipe(v.number(), v.integer()),
      tls: v.boolean(),
      cluster: v.string(),
    }),
  }),
});
export type PushConfig = v.InferOutput<typeof PushConfigSchema>['data']['attributes'];

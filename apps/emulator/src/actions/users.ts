/** `users/*`: the self user and two-step authentication (also on the set-2fa page, with its emailed token). */
import { requireSession } from '../domain/access/caller.js';
import { confirmPasswordForTwoFaReset } from '../domain/auth/account.js';
import { otpauthUri } from '../domain/auth/totp.js';
import { confirmTwoFa, disableTwoFa, startTwoFaSetup } from '../domain/auth/twoFactor.js';
import { attributesOf } from './input.js';
import { identityResource, userResource } from './serialize/accounts.js';
import type { Area } from './types.js';

const twoFaStatus = (userId: string, enabled: boolean) => ({
  data: { type: '2fa-status', id: userId, attributes: { enabled } },
});

export const userActions: Area = {
  'users/me': async (_ctx, caller) => {
    if (caller.kind === 'setup') return { data: userResource(caller.user) };
    return {
      data: {
        ...userResource(caller.user),
        relationships: { identity: { data: { type: 'identity', id: caller.identity.id } } },
      },
      included: [
        identityResource({
          ...caller.identity,
          email: caller.user.email,
          totp_secret: caller.user.totp_secret,
        }),
      ],
    };
  },

  'users/createTwoFaSecret': async (ctx, caller, { payload }) => {
    if (caller.kind === 'setup' && caller.needsPassword) {
      const password = attributesOf(payload).password;
      await confirmPasswordForTwoFaReset(
        ctx,
        caller.user,
        typeof password === 'string' ? password : undefined,
      );
    }
    const secret = await startTwoFaSetup(ctx, caller);
    return {
      data: {
        type: '2fa-secret',
        id: caller.user.id,
        attributes: { secret, otpauthUrl: otpauthUri(secret, caller.user.email) },
      },
    };
  },

  'users/confirmTwoFaSecret': async (ctx, caller, { payload }) => {
    const attributes = attributesOf(payload);
    await confirmTwoFa(ctx, caller, attributes.secret, String(attributes.code ?? ''));
    return twoFaStatus(caller.user.id, true);
  },

  'users/disableTwoFa': async (ctx, caller, { payload }) => {
    const { user } = requireSession(caller);
    await disableTwoFa(ctx, user, String(attributesOf(payload).code ?? ''));
    return twoFaStatus(user.id, false);
  },
};

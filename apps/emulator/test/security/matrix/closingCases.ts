/** Last in each turn: each changes the caller's own sessions, password or 2FA, and sign-out ends the session. */
import { action, http } from '../agent.js';
import * as body from '../payloads.js';
import { mine, nothing, now, on, RETAIL, type MatrixCase } from './case.js';
import { totpAt, totpStep } from '../../../src/domain/auth/totp.js';
import { DEMO_PASSWORD } from '../../support/emulator.js';

const NEW_PASSWORD = 'Paydesk-demo-2';

export const closingCases: MatrixCase[] = [
  {
    key: 'main:identities/deleteAccessToken#own',
    call: (phase) =>
      action('main', 'identities/deleteAccessToken', body.deleteRequest(phase.own.secondSession)),
    target: () => mine(),
  },
  {
    key: 'http:DELETE /api/identities/{id}/groups/{groupId}#teammate',
    call: async (phase) => {
      const [group] = await phase.world.groups(phase.other.teammate);
      return http(
        'DELETE',
        `/api/identities/${phase.other.teammate}/groups/${group?.id ?? 'none'}`,
      );
    },
    target: () => on(RETAIL),
  },
  {
    // With 2FA off this answers "off" whatever the code.
    key: 'main:users/disableTwoFa',
    call: () =>
      action('main', 'users/disableTwoFa', {
        data: { type: '2fa-disable-request', attributes: { code: '000000' } },
      }),
    target: nothing,
  },
  {
    key: 'http:POST /api/users/change-password',
    call: () =>
      http('POST', '/api/users/change-password', {
        data: {
          type: 'change-password',
          attributes: { currentPassword: DEMO_PASSWORD, newPassword: NEW_PASSWORD },
        },
      }),
    target: nothing,
  },
  {
    key: 'main:users/createTwoFaSecret',
    call: () =>
      // The set-2fa page of a 2FA reset link confirms the password first; a session ignores it.
      action('main', 'users/createTwoFaSecret', {
        data: { type: '2fa-secret-create', attributes: { password: DEMO_PASSWORD } },
      }),
    target: nothing,
    after: (outcome, phase) => {
      const secret = (outcome.body as { data?: { attributes?: { secret?: string } } }).data
        ?.attributes?.secret;
      if (outcome.verdict === 'success' && secret) phase.state.twoFaSecret = secret;
    },
  },
  {
    key: 'main:users/confirmTwoFaSecret',
    call: (phase) => {
      const secret = phase.state.twoFaSecret ?? 'JBSWY3DPEHPK3PXP';
      const code = totpAt(secret, totpStep(now(phase)));
      return action('main', 'users/confirmTwoFaSecret', {
        data: { type: '2fa-secret-confirm', attributes: { secret, code } },
      });
    },
    target: nothing,
  },
  { key: 'http:DELETE /api/signout', call: () => http('DELETE', '/api/signout'), target: nothing },
];

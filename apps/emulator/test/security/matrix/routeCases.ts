/** Plain HTTP routes: account calls, project details, team groups, files, kept answers, channel auth. */
import { action, answersHandedOver, http } from '../agent.js';
import * as body from '../payloads.js';
import { SOCKET_ID } from '../payloads.js';
import { id, mine, nothing, on, theirs, RETAIL, WEB_SHOP, type MatrixCase } from './case.js';
import { FIXTURE_BYTES } from '../world.js';

export const routeCases: MatrixCase[] = [
  { key: 'http:GET /api/users/me', call: () => http('GET', '/api/users/me'), target: nothing },
  {
    key: 'http:GET /api/push-config',
    call: () => http('GET', '/api/push-config'),
    target: nothing,
  },
  {
    key: 'http:POST /api/users/reset-password',
    call: () =>
      http('POST', '/api/users/reset-password', {
        data: { type: 'reset-password', attributes: { email: 'nobody@paydesk.test' } },
      }),
    target: nothing,
  },
  {
    key: 'http:POST /api/users/reset-2fa',
    call: () =>
      http('POST', '/api/users/reset-2fa', {
        data: { type: 'reset-2fa', attributes: { email: 'nobody@paydesk.test' } },
      }),
    target: nothing,
  },
  {
    key: 'http:POST /api/users/sign-up',
    call: () =>
      http('POST', '/api/users/sign-up', {
        data: { type: 'sign-up', attributes: { email: 'admin@paydesk.test' } },
      }),
    target: nothing,
  },
  {
    key: 'http:POST /api/users/check-link#junkToken',
    call: () =>
      http('POST', '/api/users/check-link', {
        data: { type: 'check-link', attributes: { token: 'junk-token-1234' } },
      }),
    target: nothing,
  },
  {
    key: 'http:POST /api/users/set-password#junkToken',
    call: () =>
      http('POST', '/api/users/set-password', {
        data: {
          type: 'set-password',
          attributes: { token: 'junk-token-1234', password: 'Whatever-pass-1' },
        },
      }),
    target: nothing,
  },
  {
    key: 'http:GET /api/projects/{id}/details',
    call: (phase) => http('GET', `/api/projects/${id(phase, WEB_SHOP)}/details`),
    target: () => on(WEB_SHOP),
  },
  {
    key: 'http:POST /api/identities/{id}/groups#teammate',
    call: (phase) =>
      http('POST', `/api/identities/${phase.other.teammate}/groups`, {
        data: body.identityGroup('support', id(phase, RETAIL)),
      }),
    target: () => on(RETAIL),
  },
  {
    key: 'http:POST /api/identities/{id}/groups#self',
    call: (phase) =>
      http('POST', `/api/identities/${phase.ownerIdentity}/groups`, {
        data: body.identityGroup('admin', id(phase, RETAIL)),
      }),
    target: () => on(RETAIL),
  },
  {
    key: 'http:POST /api/uploads',
    call: (phase) =>
      http('POST', '/api/uploads', {
        data: {
          type: 'upload',
          attributes: { organizationId: id(phase, RETAIL), name: 'guide.pdf', size: 3 },
        },
      }),
    target: () => on(RETAIL),
  },
  {
    key: 'http:PUT /api/files/{id}#own',
    call: (phase) => ({
      kind: 'http',
      method: 'PUT',
      path: `/api/files/${phase.own.upload}`,
      raw: FIXTURE_BYTES,
    }),
    target: () => mine(),
  },
  {
    key: 'http:PUT /api/files/{id}#other',
    call: (phase) => ({
      kind: 'http',
      method: 'PUT',
      path: `/api/files/${phase.other.upload}`,
      raw: FIXTURE_BYTES,
    }),
    target: () => theirs(),
  },
  {
    key: 'http:GET /api/files/{id}#own',
    call: (phase) => http('GET', `/api/files/${phase.own.unsent}`),
    target: () => mine(),
  },
  {
    key: 'http:GET /api/files/{id}#otherSent',
    call: (phase) => http('GET', `/api/files/${phase.other.sentFile}`),
    target: () => theirs(RETAIL),
  },
  {
    key: 'http:GET /api/files/{id}#otherUnsent',
    call: (phase) => http('GET', `/api/files/${phase.other.unsent}`),
    target: () => theirs(),
  },
  {
    key: 'http:GET /api/files/{id}#otherExport',
    call: (phase) => http('GET', `/api/files/${phase.other.exportFile}`),
    target: () => theirs(RETAIL),
  },
  {
    key: 'http:GET /api/files/{id}#evidence',
    call: (phase) => http('GET', `/api/files/${phase.other.evidenceFile}`),
    target: () => on(RETAIL),
  },
  {
    key: 'http:GET /api/answers/{ref}#own',
    call: (phase) => http('GET', `/api/answers/${phase.signed.ownReference ?? 'no-own-reference'}`),
    target: () => mine(),
  },
  {
    key: 'http:GET /api/answers/{ref}#other',
    call: (phase) => http('GET', `/api/answers/${phase.witness.requestReference}`),
    target: () => theirs(),
  },
  {
    key: 'http:POST /api/answers#own',
    call: (phase) =>
      http('POST', '/api/answers', {
        requestReferences: [phase.signed.ownReference ?? 'no-own-reference'],
      }),
    target: () => mine(),
    judge: answersHandedOver,
  },
  {
    key: 'http:POST /api/answers#other',
    call: (phase) =>
      http('POST', '/api/answers', { requestReferences: [phase.witness.requestReference] }),
    target: () => theirs(),
    judge: answersHandedOver,
  },
  {
    key: 'http:POST /api/broadcasting/auth#own',
    call: (phase) =>
      http('POST', '/api/broadcasting/auth', {
        socket_id: SOCKET_ID,
        channel_name: phase.signed.channel,
      }),
    target: () => mine(),
  },
  {
    key: 'http:POST /api/broadcasting/auth#other',
    call: (phase) =>
      http('POST', '/api/broadcasting/auth', {
        socket_id: SOCKET_ID,
        channel_name: phase.witness.channel,
      }),
    target: () => theirs(),
  },
  {
    key: 'http:POST /api/main#otherReference',
    call: (phase) =>
      action('main', 'users/me', undefined, undefined, phase.witness.requestReference),
    target: nothing,
    secrets: (phase) => [phase.witness.email],
  },
];

/** Identities of another merchant (team calls), other users' login sessions, kept answers and push channels. */
import { action, answersHandedOver, http } from '../agent.js';
import * as body from '../payloads.js';
import { SOCKET_ID } from '../payloads.js';
import type { Slot } from './slot.js';

export const identitySlots: Slot[] = [
  {
    area: 'main',
    label: 'identities/getIdentityGroups',
    kinds: ['identity'],
    call: (r) => action('main', 'identities/getIdentityGroups', undefined, r.id),
  },
  {
    area: 'main',
    label: 'identities/replaceIdentityGroups',
    kinds: ['identity'],
    call: (r) =>
      action(
        'main',
        'identities/replaceIdentityGroups',
        { data: [body.identityGroup('support', r.merchantId!)] },
        r.id,
      ),
  },
  {
    area: 'main',
    label: 'identities/patch',
    kinds: ['identity'],
    call: (r) =>
      action('main', 'identities/patch', body.identityPatch({ name: 'Taken over' }), r.id),
  },
  {
    area: 'http',
    label: 'POST identities/{id}/groups',
    kinds: ['identity'],
    call: (r) =>
      http('POST', `/api/identities/${r.id}/groups`, {
        data: body.identityGroup('admin', r.merchantId!),
      }),
  },
  {
    area: 'http',
    label: 'DELETE identities/{id}/groups/{groupId}',
    kinds: ['identity'],
    call: (r) => http('DELETE', `/api/identities/${r.id}/groups/${r.groupId}`),
  },
  {
    area: 'main',
    label: 'identities/deleteAccessToken',
    kinds: ['session'],
    call: (r) => action('main', 'identities/deleteAccessToken', body.deleteRequest(r.id)),
  },
  {
    area: 'http',
    label: 'GET answers/{ref}',
    kinds: ['answer'],
    call: (r) => http('GET', `/api/answers/${r.id}`),
  },
  {
    area: 'http',
    label: 'POST answers',
    kinds: ['answer'],
    call: (r) => http('POST', '/api/answers', { requestReferences: [r.id] }),
    judge: answersHandedOver,
  },
  {
    area: 'http',
    label: 'POST broadcasting/auth',
    kinds: ['channel'],
    call: (r) =>
      http('POST', '/api/broadcasting/auth', { socket_id: SOCKET_ID, channel_name: r.id }),
  },
];

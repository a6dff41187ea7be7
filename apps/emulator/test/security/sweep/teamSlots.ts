/** The team area: another organization's team (by its id), and identities of another merchant in one's own team. */
import { action } from '../agent.js';
import * as body from '../payloads.js';
import type { Slot } from './slot.js';

const onOrganization = (resourceId: string) => body.getRequest(resourceId);

export const teamSlots: Slot[] = [
  {
    area: 'team',
    label: 'team/list',
    kinds: ['organization'],
    call: (r) => action('team', 'team/list', body.listRequest({ resourceId: r.id })),
  },
  {
    area: 'team',
    label: 'team/settings',
    kinds: ['organization'],
    call: (r) => action('team', 'team/settings', onOrganization(r.id)),
  },
  {
    area: 'team',
    label: 'team/invite',
    kinds: ['organization'],
    call: (r) =>
      action('team', 'team/invite', {
        data: {
          type: 'team-invite',
          attributes: { resourceId: r.id, email: 'sweep-invite@acme.test', role: 'admin' },
        },
      }),
  },
  {
    area: 'team',
    label: 'team/setTwoFaEnforcement',
    kinds: ['organization'],
    call: (r) =>
      action('team', 'team/setTwoFaEnforcement', {
        data: { type: 'team-settings', attributes: { resourceId: r.id, twoFaEnforced: true } },
      }),
  },
  {
    area: 'team',
    label: 'team/get',
    kinds: ['identity'],
    needs: 'ownOrganization',
    call: (r, a) => action('team', 'team/get', onOrganization(a.ownOrganization!), r.id),
  },
  {
    area: 'team',
    label: 'team/changeRole',
    kinds: ['identity'],
    needs: 'ownOrganization',
    call: (r, a) =>
      action(
        'team',
        'team/changeRole',
        {
          data: {
            type: 'team-role',
            attributes: { resourceId: a.ownOrganization!, role: 'admin' },
          },
        },
        r.id,
      ),
  },
  {
    area: 'team',
    label: 'team/remove',
    kinds: ['identity'],
    needs: 'ownOrganization',
    call: (r, a) => action('team', 'team/remove', onOrganization(a.ownOrganization!), r.id),
  },
  {
    area: 'team',
    label: 'team/listSessions',
    kinds: ['identity'],
    needs: 'ownOrganization',
    call: (r, a) => action('team', 'team/listSessions', onOrganization(a.ownOrganization!), r.id),
  },
];

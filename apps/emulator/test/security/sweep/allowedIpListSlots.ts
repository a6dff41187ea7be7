/** Allowed IP lists: another organization's list by its id, and another organization as the lists' resourceId. */
import { action } from '../agent.js';
import * as body from '../payloads.js';
import type { Slot } from './slot.js';

const listBody = (attributes: Record<string, unknown>) => ({
  data: {
    type: 'allowed-ip-lists',
    attributes: { name: 'Sweep list', entries: ['192.0.2.1'], ...attributes },
  },
});

export const allowedIpListSlots: Slot[] = [
  {
    area: 'allowed-ip-lists',
    label: 'allowed-ip-lists/list',
    kinds: ['organization'],
    call: (r) =>
      action('allowed-ip-lists', 'allowed-ip-lists/list', body.listRequest({ resourceId: r.id })),
  },
  {
    area: 'allowed-ip-lists',
    label: 'allowed-ip-lists/create',
    kinds: ['organization'],
    call: (r) =>
      action('allowed-ip-lists', 'allowed-ip-lists/create', listBody({ resourceId: r.id })),
  },
  {
    area: 'allowed-ip-lists',
    label: 'allowed-ip-lists/get',
    kinds: ['allowed-ip-list'],
    call: (r) => action('allowed-ip-lists', 'allowed-ip-lists/get', undefined, r.id),
  },
  {
    area: 'allowed-ip-lists',
    label: 'allowed-ip-lists/update',
    kinds: ['allowed-ip-list'],
    call: (r) => action('allowed-ip-lists', 'allowed-ip-lists/update', listBody({}), r.id),
  },
  {
    area: 'allowed-ip-lists',
    label: 'allowed-ip-lists/remove',
    kinds: ['allowed-ip-list'],
    call: (r) => action('allowed-ip-lists', 'allowed-ip-lists/remove', undefined, r.id),
  },
];

/**
 * Ids of merchants, organizations and projects: as the call's id, its resourceId, a relationship or a project
 * filter.
 */
import { action, http } from '../agent.js';
import * as body from '../payloads.js';
import { NODES, SCOPES, scoped, type Slot } from './slot.js';

export const nodeSlots: Slot[] = [
  {
    area: 'main',
    label: 'resources/get',
    kinds: NODES,
    call: (r) => action('main', 'resources/get', undefined, r.id),
  },
  {
    area: 'main',
    label: 'resources/getChildrenTree',
    kinds: NODES,
    call: (r) => action('main', 'resources/getChildrenTree', body.listRequest(), r.id),
  },
  {
    area: 'main',
    label: 'resources/getParentTree',
    kinds: SCOPES,
    call: (r) => action('main', 'resources/getParentTree', undefined, r.id),
  },
  {
    area: 'main',
    label: 'identities/getResourceTree',
    kinds: NODES,
    call: (r) =>
      action('main', 'identities/getResourceTree', body.listRequest({ resourceId: r.id })),
  },
  {
    area: 'main',
    label: 'identities/getMyPermissions',
    kinds: NODES,
    call: (r) => action('main', 'identities/getMyPermissions', body.getRequest(r.id)),
  },
  {
    area: 'main',
    label: 'projects/get',
    kinds: ['project'],
    call: (r) => action('main', 'projects/get', undefined, r.id),
  },
  {
    area: 'main',
    label: 'projects/create',
    kinds: ['organization'],
    call: (r) => action('main', 'projects/create', body.projectCreate(r.id)),
  },
  {
    area: 'main',
    label: 'organizations/create',
    kinds: ['merchant'],
    call: (r) => action('main', 'organizations/create', body.organizationCreate(r.id)),
  },
  {
    area: 'main',
    label: 'identities/replaceIdentityGroups (role on a foreign resource)',
    kinds: NODES,
    call: (r, a) =>
      action(
        'main',
        'identities/replaceIdentityGroups',
        { data: [body.identityGroup('admin', r.id)] },
        a.teammate,
      ),
  },
  {
    area: 'http',
    label: 'POST identities/{id}/groups (role on a foreign resource)',
    kinds: NODES,
    call: (r, a) =>
      http('POST', `/api/identities/${a.teammate}/groups`, {
        data: body.identityGroup('admin', r.id),
      }),
  },
  {
    area: 'http',
    label: 'GET projects/{id}/details',
    kinds: ['project'],
    call: (r) => http('GET', `/api/projects/${r.id}/details`),
  },
  {
    area: 'mailbox',
    label: 'topics/list',
    kinds: SCOPES,
    call: (r) => action('mailbox', 'topics/list', body.listRequest({ resourceId: r.id })),
  },
  {
    area: 'mailbox',
    label: 'topics/create',
    kinds: ['organization'],
    call: (r) => action('mailbox', 'topics/create', body.topicCreate(r.id)),
  },
  {
    area: 'payout-requests',
    label: 'payout-requests/externalList',
    kinds: ['organization'],
    call: (r) =>
      action(
        'payout-requests',
        'payout-requests/externalList',
        body.listRequest({ resourceId: r.id }),
      ),
  },
  ...(['transactions/list', 'transactions/export', 'disputes/list', 'customers/list'] as const).map(
    (name): Slot => ({
      area: 'payments',
      label: name,
      kinds: SCOPES,
      call: (r) => action('payments', name, body.listRequest({ resourceId: r.id })),
    }),
  ),
  {
    area: 'transfers',
    label: 'transfers/list',
    kinds: SCOPES,
    call: (r) => action('transfers', 'transfers/list', body.listRequest({ resourceId: r.id })),
  },
  {
    area: 'transfers',
    label: 'transfers/create',
    kinds: ['project'],
    call: (r) => action('transfers', 'transfers/create', body.transfer(r.id)),
  },
  {
    area: 'payments',
    label: 'transactions/statistics',
    kinds: SCOPES,
    call: (r, a) =>
      action('payments', 'transactions/statistics', body.statisticsRequest(a.now, r.id)),
  },
  {
    area: 'payments',
    label: 'disputes/aggregate',
    kinds: SCOPES,
    call: (r, a) => action('payments', 'disputes/aggregate', body.aggregateRequest(a.now, r.id)),
  },
  {
    area: 'payments',
    label: 'transactions/statistics (own scope, foreign projectId)',
    kinds: ['project'],
    needs: 'ownScope',
    call: (r, a) =>
      action(
        'payments',
        'transactions/statistics',
        body.statisticsRequest(a.now, a.ownScope!, r.id),
      ),
  },
  {
    area: 'payments',
    label: 'disputes/aggregate (own scope, foreign projectId)',
    kinds: ['project'],
    needs: 'ownScope',
    call: (r, a) =>
      action('payments', 'disputes/aggregate', body.aggregateRequest(a.now, a.ownScope!, r.id)),
  },
  {
    area: 'payments',
    label: 'transactions/list filter projectId',
    kinds: ['project'],
    needs: 'ownScope',
    filter: true,
    call: (r, a) =>
      action('payments', 'transactions/list', scoped(a, [['projectId', 'in', [r.id]]])),
  },
];

/** The main area: the user, its sessions and permissions, the team, resources, projects, organizations. */
import { action } from '../agent.js';
import * as body from '../payloads.js';
import { id, nothing, on, MERCHANT, RETAIL, WEB_SHOP, type MatrixCase } from './case.js';

export const mainCases: MatrixCase[] = [
  {
    key: 'main:users/me',
    call: () => action('main', 'users/me'),
    target: nothing,
  },
  {
    key: 'main:identities/listActiveTokens',
    call: () =>
      action('main', 'identities/listActiveTokens', body.listRequest({ page: { size: 500 } })),
    target: nothing,
  },
  {
    key: 'main:identities/getMyPermissions',
    call: () => action('main', 'identities/getMyPermissions'),
    target: nothing,
  },
  {
    key: 'main:identities/getMyPermissions#onResource',
    call: (phase) =>
      action('main', 'identities/getMyPermissions', body.getRequest(id(phase, RETAIL))),
    target: () => on(RETAIL),
  },
  {
    key: 'main:identities/getResourceTree',
    call: (phase) =>
      action(
        'main',
        'identities/getResourceTree',
        body.listRequest({ resourceId: id(phase, RETAIL), include: ['payment-method'] }),
      ),
    target: () => on(RETAIL),
  },
  {
    key: 'main:identities/getResourceTree#whole',
    call: () =>
      action('main', 'identities/getResourceTree', body.listRequest({ page: { size: 500 } })),
    target: nothing,
  },
  {
    key: 'main:identities/listMyResources',
    call: () =>
      action(
        'main',
        'identities/listMyResources',
        body.listRequest({ filters: [['resourceType', '=', 'organization']], page: { size: 500 } }),
      ),
    target: nothing,
  },
  {
    key: 'main:identities/getIdentityGroups#self',
    call: (phase) => action('main', 'identities/getIdentityGroups', undefined, phase.ownerIdentity),
    target: nothing,
  },
  {
    key: 'main:identities/getIdentityGroups#teammate',
    call: (phase) =>
      action('main', 'identities/getIdentityGroups', undefined, phase.other.teammate),
    target: (phase) => ({ identityGroupsOn: phase.other.teammateGroupsOn }),
  },
  {
    key: 'main:identities/getIdentityGroups#merchantAdmin',
    call: (phase) =>
      action('main', 'identities/getIdentityGroups', undefined, phase.other.merchantAdmin),
    target: (phase) => ({ identityGroupsOn: phase.other.merchantAdminGroupsOn }),
  },
  {
    key: 'main:identities/replaceIdentityGroups#teammate',
    call: (phase) =>
      action(
        'main',
        'identities/replaceIdentityGroups',
        { data: [body.identityGroup('support', id(phase, RETAIL))] },
        phase.other.teammate,
      ),
    target: (phase) => ({ identityGroupsOn: phase.other.teammateGroupsOn }),
  },
  {
    key: 'main:identities/replaceIdentityGroups#merchantAdmin',
    call: (phase) =>
      action(
        'main',
        'identities/replaceIdentityGroups',
        { data: [body.identityGroup('admin', id(phase, MERCHANT))] },
        phase.other.merchantAdmin,
      ),
    target: (phase) => ({ identityGroupsOn: phase.other.merchantAdminGroupsOn }),
  },
  {
    key: 'main:identities/replaceIdentityGroups#self',
    call: (phase) =>
      action(
        'main',
        'identities/replaceIdentityGroups',
        { data: [body.identityGroup('admin', id(phase, MERCHANT))] },
        phase.ownerIdentity,
      ),
    target: nothing,
  },
  {
    key: 'main:identities/patch#selfRename',
    call: (phase) =>
      action(
        'main',
        'identities/patch',
        body.identityPatch({ name: 'Renamed by the suite' }),
        phase.ownerIdentity,
      ),
    target: nothing,
  },
  {
    key: 'main:identities/patch#selfDisable',
    call: (phase) =>
      action(
        'main',
        'identities/patch',
        body.identityPatch({ status: 'disabled' }),
        phase.ownerIdentity,
      ),
    target: nothing,
  },
  {
    key: 'main:identities/patch#teammate',
    call: (phase) =>
      action(
        'main',
        'identities/patch',
        body.identityPatch({ name: 'Bystander (renamed)', status: 'active' }),
        phase.other.teammate,
      ),
    target: (phase) => ({ identityGroupsOn: phase.other.teammateGroupsOn }),
  },
  {
    key: 'main:identities/patch#merchantAdmin',
    call: (phase) =>
      action(
        'main',
        'identities/patch',
        body.identityPatch({ name: 'Tom Totp · Acme Commerce', status: 'active' }),
        phase.other.merchantAdmin,
      ),
    target: (phase) => ({ identityGroupsOn: phase.other.merchantAdminGroupsOn }),
  },
  {
    key: 'main:resources/get',
    call: (phase) => action('main', 'resources/get', undefined, id(phase, RETAIL)),
    target: () => on(RETAIL),
  },
  {
    key: 'main:resources/getChildrenTree',
    call: (phase) =>
      action(
        'main',
        'resources/getChildrenTree',
        body.listRequest({ page: { size: 500 } }),
        id(phase, RETAIL),
      ),
    target: () => on(RETAIL),
  },
  {
    key: 'main:resources/getParentTree',
    call: (phase) => action('main', 'resources/getParentTree', undefined, id(phase, WEB_SHOP)),
    target: () => on(WEB_SHOP),
  },
  {
    key: 'main:projects/create',
    call: (phase) => action('main', 'projects/create', body.projectCreate(id(phase, RETAIL))),
    target: () => on(RETAIL),
  },
  {
    key: 'main:projects/get',
    call: (phase) => action('main', 'projects/get', undefined, id(phase, WEB_SHOP)),
    target: () => on(WEB_SHOP),
  },
  {
    key: 'main:organizations/create',
    call: (phase) =>
      action('main', 'organizations/create', body.organizationCreate(id(phase, MERCHANT))),
    target: () => on(MERCHANT),
  },
];

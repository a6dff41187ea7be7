/** The api-keys area: keys of Acme Retail's live web shop, and the organization's list. */
import { insertApiKey } from '../../../src/domain/apiKeys/store.js';
import { action } from '../agent.js';
import * as body from '../payloads.js';
import type { Phase } from '../phase.js';
import { id, on, RETAIL, WEB_SHOP, type MatrixCase } from './case.js';

let made = 0;
/** An active key locked to the web shop, written straight to the table (each call gets its own). */
async function key(phase: Phase): Promise<string> {
  made += 1;
  const keyId = `key_matrix_${made}`;
  const { sql, args } = insertApiKey({
    id: keyId,
    organization_id: id(phase, RETAIL),
    project_id: id(phase, WEB_SHOP),
    name: 'Matrix key',
    mode: 'live',
    prefix: 'pd_live_matr',
    secret_hash: `matrix-hash-${made}`,
    previous_secret_hash: null,
    previous_expires_at: null,
    permissions: '{"payments":"view"}',
    expires_at: null,
    ip_ranges: '[]',
    allowed_ip_list_ids: '[]',
    last_used_at: null,
    last_used_ip: null,
    created_by: null,
    created_by_name: null,
    created_at: phase.world.now(),
    rolled_at: null,
    revoked_at: null,
  });
  await phase.world.db.run(sql, args);
  return keyId;
}

const keyFields = { name: 'Matrix key', ipRanges: ['203.0.113.0/24'] };

export const apiKeyCases: MatrixCase[] = [
  {
    key: 'api-keys:api-keys/list#organization',
    call: (phase) =>
      action('api-keys', 'api-keys/list', body.listRequest({ resourceId: id(phase, RETAIL) })),
    target: () => on(RETAIL),
  },
  {
    key: 'api-keys:api-keys/list#project',
    call: (phase) =>
      action('api-keys', 'api-keys/list', body.listRequest({ resourceId: id(phase, WEB_SHOP) })),
    target: () => on(WEB_SHOP),
  },
  {
    key: 'api-keys:api-keys/get',
    call: async (phase) => action('api-keys', 'api-keys/get', undefined, await key(phase)),
    target: () => on(WEB_SHOP),
  },
  {
    key: 'api-keys:api-keys/create',
    // api-keys View is held by everyone allowed to write keys, so the grant rule never decides here.
    call: (phase) =>
      action('api-keys', 'api-keys/create', {
        data: {
          type: 'api-key',
          attributes: {
            resourceId: id(phase, WEB_SHOP),
            ...keyFields,
            permissions: { 'api-keys': 'view' },
          },
        },
      }),
    target: () => on(WEB_SHOP),
  },
  {
    key: 'api-keys:api-keys/update',
    call: async (phase) =>
      action(
        'api-keys',
        'api-keys/update',
        { data: { type: 'api-key', attributes: keyFields } },
        await key(phase),
      ),
    target: () => on(WEB_SHOP),
  },
  {
    key: 'api-keys:api-keys/roll',
    call: async (phase) =>
      action(
        'api-keys',
        'api-keys/roll',
        { data: { type: 'api-key-roll', attributes: { gracePeriod: '1h' } } },
        await key(phase),
      ),
    target: () => on(WEB_SHOP),
  },
  {
    key: 'api-keys:api-keys/revoke',
    call: async (phase) => action('api-keys', 'api-keys/revoke', undefined, await key(phase)),
    target: () => on(WEB_SHOP),
  },
];

/** The allowed-ip-lists area: Acme Retail's lists of addresses and ranges. */
import { insertAllowedIpList } from '../../../src/domain/allowedIpLists/store.js';
import { action } from '../agent.js';
import * as body from '../payloads.js';
import type { Phase } from '../phase.js';
import { id, on, RETAIL, type MatrixCase } from './case.js';

const retail = (phase: Phase) => id(phase, RETAIL);

let made = 0;
/** A list of Acme Retail no key names, written straight to the table: each write call gets its own. */
async function list(phase: Phase): Promise<string> {
  made += 1;
  const statement = insertAllowedIpList({
    id: `ipl_matrix_${made}`,
    organization_id: retail(phase),
    name: `Matrix list ${made}`,
    entries: '["198.51.100.0/24"]',
    created_at: phase.world.now(),
    updated_at: phase.world.now(),
  });
  await phase.world.db.run(statement.sql, statement.args);
  return `ipl_matrix_${made}`;
}

const onList = (name: 'allowed-ip-lists/get' | 'allowed-ip-lists/remove'): MatrixCase => ({
  key: `allowed-ip-lists:${name}`,
  call: async (phase) => action('allowed-ip-lists', name, undefined, await list(phase)),
  target: () => on(RETAIL),
});

export const allowedIpListCases: MatrixCase[] = [
  {
    key: 'allowed-ip-lists:allowed-ip-lists/list',
    call: (phase) =>
      action(
        'allowed-ip-lists',
        'allowed-ip-lists/list',
        body.listRequest({ resourceId: retail(phase) }),
      ),
    target: () => on(RETAIL),
  },
  onList('allowed-ip-lists/get'),
  {
    key: 'allowed-ip-lists:allowed-ip-lists/create',
    call: (phase) => {
      made += 1;
      return action('allowed-ip-lists', 'allowed-ip-lists/create', {
        data: {
          type: 'allowed-ip-lists',
          attributes: {
            resourceId: retail(phase),
            name: `Matrix new list ${made}`,
            entries: ['192.0.2.10', '2001:db8::/32'],
          },
        },
      });
    },
    target: () => on(RETAIL),
  },
  {
    key: 'allowed-ip-lists:allowed-ip-lists/update',
    call: async (phase) => {
      const listId = await list(phase);
      return action(
        'allowed-ip-lists',
        'allowed-ip-lists/update',
        {
          data: {
            type: 'allowed-ip-lists',
            attributes: { name: `Matrix renamed ${listId}`, entries: ['192.0.2.0/28'] },
          },
        },
        listId,
      );
    },
    target: () => on(RETAIL),
  },
  onList('allowed-ip-lists/remove'),
];

/** The transfers area: a transfer to a card from Acme Retail's web shop, and reading transfers. */
import { action } from '../agent.js';
import * as body from '../payloads.js';
import type { Phase } from '../phase.js';
import { id, on, RETAIL, WEB_SHOP, type MatrixCase } from './case.js';

/** A seeded transfer of the web shop. */
async function seededTransfer(phase: Phase): Promise<string> {
  const row = await phase.world.db.get<{ id: string }>(
    "SELECT id FROM transactions WHERE project_id = ? AND type = 'transfer' ORDER BY id LIMIT 1",
    [id(phase, WEB_SHOP)],
  );
  if (!row) throw new Error('No seeded transfer in the web shop');
  return row.id;
}

export const transferCases: MatrixCase[] = [
  {
    key: 'transfers:transfers/create',
    call: (phase) => action('transfers', 'transfers/create', body.transfer(id(phase, WEB_SHOP))),
    target: () => on(WEB_SHOP),
    // The full card number must never come back, whoever asks.
    secrets: () => ['4111111111111111', '4111 1111 1111 1111'],
  },
  {
    key: 'transfers:transfers/list#organization',
    call: (phase) =>
      action('transfers', 'transfers/list', body.listRequest({ resourceId: id(phase, RETAIL) })),
    target: () => on(RETAIL),
  },
  {
    key: 'transfers:transfers/list#project',
    call: (phase) =>
      action('transfers', 'transfers/list', body.listRequest({ resourceId: id(phase, WEB_SHOP) })),
    target: () => on(WEB_SHOP),
  },
  {
    key: 'transfers:transfers/get',
    call: async (phase) =>
      action('transfers', 'transfers/get', undefined, await seededTransfer(phase)),
    target: () => on(WEB_SHOP),
  },
];

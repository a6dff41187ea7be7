/**
 * The money area: balances, accounts and entries, payouts, payout requests, payout methods, rolling reserves,
 * settlements.
 */
import { accountIdOf } from '../../../src/domain/ledger/store.js';
import { action } from '../agent.js';
import * as body from '../payloads.js';
import type { Phase } from '../phase.js';
import { id, on, RETAIL, type MatrixCase } from './case.js';

const TRAVEL = 'Acme Travel';

const retail = (phase: Phase) => id(phase, RETAIL);
const account = (phase: Phase) => accountIdOf(retail(phase), 'EUR');

/** Acme Retail's first row of a money table (payouts, payout methods) or its first settled settlement. */
async function first(phase: Phase, sql: string): Promise<string> {
  const row = await phase.world.db.get<{ id: string }>(sql, [retail(phase), phase.world.now()]);
  if (!row) throw new Error(`No row for ${sql}`);
  return row.id;
}
const payout = (phase: Phase) =>
  first(phase, 'SELECT id FROM payouts WHERE organization_id = ? AND created_at <= ? ORDER BY id');
const settlement = (phase: Phase) =>
  first(
    phase,
    `SELECT settlement_id AS id FROM ledger_entries WHERE organization_id = ? AND reason = 'settlement'
     AND bucket != 'external' AND created_at <= ? ORDER BY settlement_id`,
  );
/** Only Acme Travel holds rolling reserves (the seed's reserve policy): its first one held by now. */
const reserve = async (phase: Phase) =>
  `rsv${(
    await phase.world.db.get<{ id: string }>(
      `SELECT settlement_id AS id FROM ledger_entries WHERE organization_id = ? AND reason = 'reserve-hold'
       AND bucket = 'reserved' AND created_at <= ? ORDER BY settlement_id`,
      [id(phase, TRAVEL), phase.world.now()],
    )
  )?.id.slice(3)}`;
const method = (phase: Phase) =>
  first(
    phase,
    "SELECT id FROM payout_methods WHERE organization_id = ? AND currency = 'EUR' AND created_at <= ?",
  );
/** Acme Retail's demo card: changed, made default and removed (the EUR bank account stays). */
const card = (phase: Phase) =>
  first(
    phase,
    "SELECT id FROM payout_methods WHERE organization_id = ? AND kind = 'card' AND removed_at IS NULL AND created_at <= ?",
  );

const list = (name: string) =>
  ({
    key: `money:${name}`,
    call: (phase: Phase) => action('money', name, body.listRequest({ resourceId: retail(phase) })),
    target: () => on(RETAIL),
  }) satisfies MatrixCase;

export const moneyCases: MatrixCase[] = [
  {
    key: 'money:balances/get',
    call: (phase) => action('money', 'balances/get', body.balancesRequest(retail(phase))),
    target: () => on(RETAIL),
  },
  list('accounts/list'),
  {
    key: 'money:accounts/get',
    call: (phase) => action('money', 'accounts/get', undefined, account(phase)),
    target: () => on(RETAIL),
  },
  {
    key: 'money:accounts/listEntries',
    call: (phase) =>
      action('money', 'accounts/listEntries', body.listRequest({ resourceId: account(phase) })),
    target: () => on(RETAIL),
  },
  list('payouts/list'),
  {
    key: 'money:payouts/get',
    call: async (phase) => action('money', 'payouts/get', undefined, await payout(phase)),
    target: () => on(RETAIL),
  },
  list('payout-requests/list'),
  {
    key: 'money:payout-requests/create',
    call: async (phase) =>
      action(
        'money',
        'payout-requests/create',
        body.payoutRequestCreate(retail(phase), await method(phase)),
      ),
    target: () => on(RETAIL),
  },
  list('payout-methods/list'),
  {
    key: 'money:payout-methods/create',
    call: (phase) =>
      action('money', 'payout-methods/create', body.payoutMethodCreate(retail(phase))),
    target: () => on(RETAIL),
  },
  {
    key: 'money:payout-methods/update',
    call: async (phase) =>
      action(
        'money',
        'payout-methods/update',
        { data: { type: 'payout-method', attributes: { holderName: 'Matrix' } } },
        await card(phase),
      ),
    target: () => on(RETAIL),
  },
  {
    key: 'money:payout-methods/setDefault',
    call: async (phase) =>
      action('money', 'payout-methods/setDefault', undefined, await card(phase)),
    target: () => on(RETAIL),
  },
  {
    key: 'money:payout-methods/remove',
    call: async (phase) => action('money', 'payout-methods/remove', undefined, await card(phase)),
    target: () => on(RETAIL),
  },
  list('rolling-reserves/list'),
  {
    key: 'money:rolling-reserves/get',
    call: async (phase) => action('money', 'rolling-reserves/get', undefined, await reserve(phase)),
    target: () => on(TRAVEL),
  },
  list('settlements/list'),
  {
    key: 'money:settlements/get',
    call: async (phase) => action('money', 'settlements/get', undefined, await settlement(phase)),
    target: () => on(RETAIL),
  },
];

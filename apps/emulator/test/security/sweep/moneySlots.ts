/**
 * The money area with a foreign organization: as the resourceId of its lists, balances and payout requests, and
 * through the ids of that organization's accounts.
 */
import { accountIdOf } from '../../../src/domain/ledger/store.js';
import { action } from '../agent.js';
import * as body from '../payloads.js';
import type { Slot } from './slot.js';

const lists = [
  'accounts/list',
  'payouts/list',
  'payout-requests/list',
  'payout-methods/list',
  'rolling-reserves/list',
  'settlements/list',
] as const;

export const moneySlots: Slot[] = [
  {
    area: 'money',
    label: 'balances/get',
    kinds: ['organization'],
    call: (r) => action('money', 'balances/get', body.balancesRequest(r.id)),
  },
  ...lists.map((name): Slot => ({
    area: 'money',
    label: name,
    kinds: ['organization'],
    call: (r) => action('money', name, body.listRequest({ resourceId: r.id })),
  })),
  {
    area: 'money',
    label: 'payout-requests/create',
    kinds: ['organization'],
    call: (r) =>
      action('money', 'payout-requests/create', body.payoutRequestCreate(r.id, 'pm_none')),
  },
  {
    area: 'money',
    label: 'payout-methods/create',
    kinds: ['organization'],
    call: (r) => action('money', 'payout-methods/create', body.payoutMethodCreate(r.id)),
  },
  {
    area: 'money',
    label: 'accounts/get (its EUR account)',
    kinds: ['organization'],
    call: (r) => action('money', 'accounts/get', undefined, accountIdOf(r.id, 'EUR')),
  },
  {
    area: 'money',
    label: 'accounts/listEntries (its EUR account)',
    kinds: ['organization'],
    call: (r) =>
      action(
        'money',
        'accounts/listEntries',
        body.listRequest({ resourceId: accountIdOf(r.id, 'EUR') }),
      ),
  },
];

/** Ids of transactions, disputes and customers: as the call's id, or a filter value within the attacker's scope. */
import { action } from '../agent.js';
import * as body from '../payloads.js';
import { scoped, type Slot } from './slot.js';

export const paymentRowSlots: Slot[] = [
  ...(
    [
      'transactions/get',
      'transactions/refund',
      'transactions/capture',
      'transactions/cancel',
    ] as const
  ).map((name): Slot => ({
    area: 'payments',
    label: name,
    kinds: ['transaction'],
    call: (r) =>
      action(
        'payments',
        name,
        name === 'transactions/get' ? undefined : body.operation(name.split('/')[1] as 'refund'),
        r.id,
      ),
  })),
  {
    area: 'transfers',
    label: 'transfers/get',
    kinds: ['transaction'],
    call: (r) => action('transfers', 'transfers/get', undefined, r.id),
  },
  {
    area: 'payments',
    label: 'transactions/list filter originalId',
    kinds: ['transaction'],
    needs: 'ownScope',
    filter: true,
    call: (r, a) => action('payments', 'transactions/list', scoped(a, [['originalId', '=', r.id]])),
  },
  {
    area: 'payments',
    label: 'transactions/list filter search',
    kinds: ['transaction'],
    needs: 'ownScope',
    filter: true,
    call: (r, a) => action('payments', 'transactions/list', scoped(a, [['search', '=', r.id]])),
  },
  {
    area: 'payments',
    label: 'disputes/list filter transactionId',
    kinds: ['transaction'],
    needs: 'ownScope',
    filter: true,
    call: (r, a) => action('payments', 'disputes/list', scoped(a, [['transactionId', '=', r.id]])),
  },
  {
    area: 'payments',
    label: 'disputes/get',
    kinds: ['dispute'],
    call: (r) => action('payments', 'disputes/get', undefined, r.id),
  },
  {
    area: 'payments',
    label: 'disputes/accept',
    kinds: ['dispute'],
    call: (r) => action('payments', 'disputes/accept', undefined, r.id),
  },
  {
    area: 'payments',
    label: 'disputes/submitEvidence',
    kinds: ['dispute'],
    call: (r) => action('payments', 'disputes/submitEvidence', body.evidence(), r.id),
  },
  {
    area: 'payments',
    label: 'disputes/list filter search',
    kinds: ['dispute'],
    needs: 'ownScope',
    filter: true,
    call: (r, a) => action('payments', 'disputes/list', scoped(a, [['search', '=', r.id]])),
  },
  {
    area: 'payments',
    label: 'customers/get',
    kinds: ['customer'],
    call: (r) => action('payments', 'customers/get', undefined, r.id),
  },
  {
    area: 'payments',
    label: 'transactions/list filter customerId',
    kinds: ['customer'],
    needs: 'ownScope',
    filter: true,
    call: (r, a) => action('payments', 'transactions/list', scoped(a, [['customerId', '=', r.id]])),
  },
  {
    area: 'payments',
    label: 'customers/list filter email',
    kinds: ['customer'],
    needs: 'ownScope',
    filter: true,
    call: (r, a) => action('payments', 'customers/list', scoped(a, [['email', '=', r.email!]])),
  },
];

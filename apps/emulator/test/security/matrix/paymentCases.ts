/** Payout requests and payments: lists, rows, refunds, captures, cancels, disputes, figures, customers. */
import { action } from '../agent.js';
import * as body from '../payloads.js';
import {
  id,
  mine,
  nothing,
  now,
  on,
  theirs,
  POS,
  RETAIL,
  WEB_SHOP,
  type MatrixCase,
} from './case.js';

export const paymentCases: MatrixCase[] = [
  {
    key: 'payout-requests:payout-requests/externalList',
    call: (phase) =>
      action(
        'payout-requests',
        'payout-requests/externalList',
        body.listRequest({ resourceId: id(phase, RETAIL) }),
      ),
    target: () => on(RETAIL),
  },
  {
    key: 'payments:transactions/list#organization',
    call: (phase) =>
      action('payments', 'transactions/list', body.listRequest({ resourceId: id(phase, RETAIL) })),
    target: () => on(RETAIL),
  },
  {
    key: 'payments:transactions/list#project',
    call: (phase) =>
      action(
        'payments',
        'transactions/list',
        body.listRequest({ resourceId: id(phase, WEB_SHOP) }),
      ),
    target: () => on(WEB_SHOP),
  },
  {
    key: 'payments:transactions/get',
    call: (phase) => action('payments', 'transactions/get', undefined, phase.payments.transaction),
    target: () => on(WEB_SHOP),
  },
  {
    key: 'payments:transactions/refund',
    call: (phase) =>
      action(
        'payments',
        'transactions/refund',
        body.operation('refund'),
        phase.payments.refundable,
      ),
    target: () => on(WEB_SHOP),
  },
  {
    key: 'payments:transactions/capture',
    call: (phase) =>
      action(
        'payments',
        'transactions/capture',
        body.operation('capture'),
        phase.payments.capturable,
      ),
    target: () => on(WEB_SHOP),
  },
  {
    key: 'payments:transactions/cancel',
    call: (phase) =>
      action(
        'payments',
        'transactions/cancel',
        body.operation('cancel'),
        phase.payments.cancellable,
      ),
    target: () => on(WEB_SHOP),
  },
  {
    key: 'payments:transactions/export',
    call: (phase) =>
      action(
        'payments',
        'transactions/export',
        body.listRequest({
          resourceId: id(phase, RETAIL),
          filters: [['search', '=', phase.payments.transaction]],
        }),
      ),
    target: () => on(RETAIL),
  },
  {
    key: 'payments:transactions/statistics#organization',
    call: (phase) =>
      action(
        'payments',
        'transactions/statistics',
        body.statisticsRequest(now(phase), id(phase, RETAIL)),
      ),
    target: () => on(RETAIL),
  },
  {
    key: 'payments:transactions/statistics#project',
    call: (phase) =>
      action(
        'payments',
        'transactions/statistics',
        body.statisticsRequest(now(phase), id(phase, WEB_SHOP)),
      ),
    target: () => on(WEB_SHOP),
  },
  {
    // Scoped to a project the caller reads, asking for another project's figures.
    key: 'payments:transactions/statistics#otherProject',
    call: (phase) =>
      action(
        'payments',
        'transactions/statistics',
        body.statisticsRequest(now(phase), id(phase, WEB_SHOP), id(phase, POS)),
      ),
    target: () => on(POS),
  },
  {
    key: 'payments:disputes/list#organization',
    call: (phase) =>
      action('payments', 'disputes/list', body.listRequest({ resourceId: id(phase, RETAIL) })),
    target: () => on(RETAIL),
  },
  {
    key: 'payments:disputes/list#project',
    call: (phase) =>
      action('payments', 'disputes/list', body.listRequest({ resourceId: id(phase, WEB_SHOP) })),
    target: () => on(WEB_SHOP),
  },
  {
    key: 'payments:disputes/get',
    call: (phase) => action('payments', 'disputes/get', undefined, phase.payments.closedDispute),
    target: () => on(WEB_SHOP),
  },
  {
    key: 'payments:disputes/accept',
    call: (phase) =>
      action('payments', 'disputes/accept', undefined, phase.payments.openDisputes[0]),
    target: () => on(WEB_SHOP),
  },
  {
    key: 'payments:disputes/submitEvidence',
    call: (phase) =>
      action(
        'payments',
        'disputes/submitEvidence',
        body.evidence(),
        phase.payments.openDisputes[1],
      ),
    target: () => on(WEB_SHOP),
  },
  {
    key: 'payments:disputes/submitEvidence#messageUploadAsEvidence',
    call: (phase) =>
      action(
        'payments',
        'disputes/submitEvidence',
        body.evidence([phase.own.unsent]),
        phase.payments.openDisputes[2],
      ),
    target: () => on(WEB_SHOP),
    refusals: ['invalid'],
  },
  {
    key: 'payments:disputes/allocateAttachment',
    call: () => action('payments', 'disputes/allocateAttachment', body.fileAllocation),
    target: nothing,
  },
  {
    key: 'payments:disputes/deleteAttachment#own',
    call: (phase) =>
      action('payments', 'disputes/deleteAttachment', body.deleteRequest(phase.own.evidenceUnsent)),
    target: () => mine(),
  },
  {
    key: 'payments:disputes/deleteAttachment#other',
    call: (phase) =>
      action(
        'payments',
        'disputes/deleteAttachment',
        body.deleteRequest(phase.other.evidenceUnsent),
      ),
    target: () => theirs(),
  },
  {
    key: 'payments:disputes/aggregate#organization',
    call: (phase) =>
      action(
        'payments',
        'disputes/aggregate',
        body.aggregateRequest(now(phase), id(phase, RETAIL)),
      ),
    target: () => on(RETAIL),
  },
  {
    key: 'payments:disputes/aggregate#project',
    call: (phase) =>
      action(
        'payments',
        'disputes/aggregate',
        body.aggregateRequest(now(phase), id(phase, WEB_SHOP)),
      ),
    target: () => on(WEB_SHOP),
  },
  {
    key: 'payments:disputes/aggregate#otherProject',
    call: (phase) =>
      action(
        'payments',
        'disputes/aggregate',
        body.aggregateRequest(now(phase), id(phase, WEB_SHOP), id(phase, POS)),
      ),
    target: () => on(POS),
  },
  {
    key: 'payments:customers/list#organization',
    call: (phase) =>
      action('payments', 'customers/list', body.listRequest({ resourceId: id(phase, RETAIL) })),
    target: () => on(RETAIL),
  },
  {
    // Customers belong to Acme Retail whichever scope the list is asked for.
    key: 'payments:customers/list#project',
    call: (phase) =>
      action('payments', 'customers/list', body.listRequest({ resourceId: id(phase, WEB_SHOP) })),
    target: () => on(RETAIL),
  },
  {
    key: 'payments:customers/get',
    call: (phase) => action('payments', 'customers/get', undefined, phase.payments.customer),
    target: () => on(RETAIL),
  },
];

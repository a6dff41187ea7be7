import * as v from 'valibot';
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  checkAnswer,
  currencyExponents,
  disputeReasons,
  issuesToErrors,
  payments,
  transactionOperationLimits,
  TransactionSchema,
  transactionTypes,
  type PayloadOf,
  type TransactionListRequest,
} from '../src/index';
import { transaction } from './transactions';

const listRequest = (attributes: Record<string, unknown>) => ({
  data: { type: 'list-request', attributes: { resourceId: 'org-1', ...attributes } },
});

describe('payments area', () => {
  it('declares transactions, disputes and customers actions', () => {
    expect(Object.keys(payments.actions)).toEqual([
      'transactions/list',
      'transactions/get',
      'transactions/refund',
      'transactions/capture',
      'transactions/cancel',
      'transactions/export',
      'transactions/statistics',
      'bulk-refunds/preview',
      'bulk-refunds/create',
      'bulk-refunds/get',
      'disputes/list',
      'disputes/get',
      'disputes/accept',
      'disputes/submitEvidence',
      'disputes/allocateAttachment',
      'disputes/deleteAttachment',
      'disputes/aggregate',
      'customers/list',
      'customers/get',
    ]);
    expect(payments.actions['transactions/list']).toMatchObject({
      area: 'payments',
      ignorable: true,
    });
    expect(payments.actions['transactions/refund'].id).toBe('required');
  });

  it('accepts the list request of SPEC §3 with filters, sort and a cursor', () => {
    const request = listRequest({
      page: { size: 100, after: 'cursor-1' },
      filters: [
        ['status', 'in', ['successful', 'partially-refunded']],
        ['amount', '>=', 1000],
        ['createdAt', '>=', '2026-11-01T00:00:00.000Z'],
        ['cardLast4', '=', '1111'],
      ],
      sort: '-amount',
    });
    expect(v.safeParse(payments.actions['transactions/list'].payload, request).success).toBe(true);
    expectTypeOf<TransactionListRequest>().toEqualTypeOf<
      PayloadOf<(typeof payments.actions)['transactions/list']>
    >();
  });

  it('refuses unknown filter and sort fields with pointers', () => {
    const parsed = v.safeParse(
      payments.actions['transactions/list'].payload,
      listRequest({ filters: [['pan', '=', '4111111111111111']], sort: 'fee' }),
    );
    expect(parsed.success).toBe(false);
    const errors = parsed.success ? [] : issuesToErrors(parsed.issues, '/data/payload');
    expect(errors.map((error) => [error.title, error.source?.pointer])).toEqual([
      ['Unknown filter field', '/data/payload/data/attributes/filters/0/0'],
      ['Unknown sort field', '/data/payload/data/attributes/sort'],
    ]);
  });

  it('needs an organization or project and a page size of at most 500', () => {
    const schema = payments.actions['transactions/list'].payload;
    expect(v.safeParse(schema, { data: { type: 'list-request', attributes: {} } }).success).toBe(
      false,
    );
    expect(v.safeParse(schema, listRequest({ page: { size: 501 } })).success).toBe(false);
  });

  it('takes refund, capture and cancel amounts as positive integers in minor units', () => {
    const refund = payments.actions['transactions/refund'].payload;
    const ok = { data: { type: 'refund-request', attributes: { amount: 500 } } };
    expect(v.safeParse(refund, ok).success).toBe(true);
    for (const amount of [0, -1, 1.5, '500']) {
      expect(
        v.safeParse(refund, { data: { type: 'refund-request', attributes: { amount } } }).success,
      ).toBe(false);
    }
    expect(
      v.safeParse(payments.actions['transactions/capture'].payload, {
        data: { type: 'capture-request', attributes: { amount: 1 } },
      }).success,
    ).toBe(true);
  });
});

describe('transaction schema', () => {
  it('accepts every SPEC §3 field group', () => {
    const parsed = v.safeParse(
      TransactionSchema,
      transaction({
        travel: {
          kind: 'lodging',
          property: 'Hotel Adlon',
          city: 'Berlin',
          guestName: 'Jane Doe',
          checkInDate: '2026-12-01',
          checkOutDate: '2026-12-04',
          rooms: 1,
        },
      }),
    );
    expect(parsed.success).toBe(true);
  });

  it('never carries a full card number', () => {
    const fullPan = transaction();
    (fullPan.attributes.card as Record<string, unknown>).bin = '4111111111111111';
    expect(v.safeParse(TransactionSchema, fullPan).success).toBe(false);
    expect(Object.keys(transaction().attributes.card as object)).not.toContain('pan');
  });

  it('checks operation answers: the child with the updated original included', () => {
    const answer = {
      data: transaction({ type: 'refund', originalId: 'tx-0', amount: 500 }),
      included: [transaction({ status: 'partially-refunded', refundedAmount: 500 })],
    };
    expect(checkAnswer(payments.actions['transactions/refund'], answer as never)).toEqual({
      ok: true,
    });
  });
});

describe('transactionOperationLimits', () => {
  const subject = {
    type: 'charge' as const,
    status: 'successful' as const,
    amount: 10_000,
    refundedAmount: 0,
    capturedAmount: 0,
    cancelledAmount: 0,
  };

  it('refunds what is not yet refunded of a successful payment', () => {
    expect(transactionOperationLimits(subject)).toEqual({ refund: 10_000, capture: 0, cancel: 0 });
    expect(
      transactionOperationLimits({
        ...subject,
        status: 'partially-refunded',
        refundedAmount: 2_500,
      }).refund,
    ).toBe(7_500);
    expect(transactionOperationLimits({ ...subject, status: 'refunded' }).refund).toBe(0);
    expect(transactionOperationLimits({ ...subject, type: 'refund' }).refund).toBe(0);
  });

  it('captures and cancels what is left of an uncaptured authorization', () => {
    const authorization = {
      ...subject,
      type: 'charge-authorize' as const,
      status: 'uncaptured' as const,
      capturedAmount: 3_000,
      cancelledAmount: 1_000,
    };
    expect(transactionOperationLimits(authorization)).toEqual({
      refund: 0,
      capture: 6_000,
      cancel: 6_000,
    });
    expect(transactionOperationLimits({ ...authorization, status: 'completed' }).capture).toBe(0);
  });
});

describe('vocabularies', () => {
  it('spells out every transaction type of SPEC §4', () => {
    expect(transactionTypes).toHaveLength(21);
    expect(transactionTypes).toContain('second-chargeback-capture');
    expect(transactionTypes).toContain('transferback-refund');
  });

  it('knows currency exponents and real card-scheme reason codes', () => {
    expect(currencyExponents).toMatchObject({ EUR: 2, JPY: 0, KWD: 3 });
    expect(disputeReasons['10.4'].scheme).toBe('visa');
    expect(disputeReasons['4853'].description).toBe('Cardholder Dispute');
  });
});

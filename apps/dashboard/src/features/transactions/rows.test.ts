import type { Customer, Transaction } from '@paydesk/api-client';
import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { methodText } from './columns';
import { rowsOfPages } from './rows';

const i18n = setupI18n({ locale: 'en', messages: { en: {} } });

const transaction = (id: string, customerId: string | null, card = true) =>
  ({
    type: 'transaction',
    id,
    attributes: {
      payMethod: card ? 'card' : 'sepa',
      card: card
        ? {
            brand: 'visa',
            bin: '411111',
            last4: '1111',
            expiry: '12/29',
            holderName: 'Ada',
            issuerCountry: 'DE',
            issuerName: 'DKB',
          }
        : null,
    },
    relationships: {
      customer: { data: customerId ? { type: 'customer', id: customerId } : null },
    },
  }) as unknown as Transaction;

const customer = (id: string) =>
  ({ type: 'customer', id, attributes: { email: `${id}@example.com` } }) as unknown as Customer;

describe('rowsOfPages', () => {
  it('pairs each transaction with its included customer, in page order', () => {
    const pages = [
      { data: [transaction('t1', 'c1'), transaction('t2', null)], included: [customer('c1')] },
      { data: [transaction('t3', 'c2')], included: [customer('c2')] },
    ];
    const rows = rowsOfPages(pages);
    expect(rows.map((row) => [row.transaction.id, row.customer?.id])).toEqual([
      ['t1', 'c1'],
      ['t2', undefined],
      ['t3', 'c2'],
    ]);
  });

  it('reuses the rows of pages already seen when another page arrives', () => {
    const first = { data: [transaction('t1', null)] };
    const before = rowsOfPages([first]);
    const after = rowsOfPages([first, { data: [transaction('t2', null)] }]);
    expect(after[0]).toBe(before[0]);
  });
});

describe('methodText', () => {
  it('shows brand and last 4 only for cards, the method name otherwise', () => {
    expect(methodText({ transaction: transaction('t', null), customer: undefined }, i18n)).toBe(
      'Visa •••• 1111',
    );
    expect(
      methodText({ transaction: transaction('t', null, false), customer: undefined }, i18n),
    ).toBe('SEPA Direct Debit');
  });
});

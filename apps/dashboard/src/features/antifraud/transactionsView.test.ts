import { describe, expect, it } from 'vitest';
import { transactionsViewOf } from './transactionsView';

const run = {
  matched: 2,
  examined: 10,
  from: '2026-10-27T00:00:00.000Z',
  to: '2026-11-27T00:00:00.000Z',
};

describe('transactionsViewOf', () => {
  it('turns currency, amount and email clauses into the list filters of the dry run’s days', () => {
    expect(
      transactionsViewOf(
        [
          { field: 'currency', operator: 'in', value: 'EUR, USD' },
          { field: 'amount', operator: 'gt', value: '5000' },
          { field: 'email', operator: 'eq', value: 'a@example.com' },
        ],
        run,
      ),
    ).toEqual({
      type: ['charge'],
      from: '2026-10-27',
      to: '2026-11-26',
      currency: ['EUR', 'USD'],
      amountMin: 5001,
      email: 'a@example.com',
    });
  });

  it('has no view when a clause has no list filter', () => {
    expect(transactionsViewOf([{ field: 'cardBin', operator: 'eq', value: '424242' }], run)).toBe(
      null,
    );
  });
});

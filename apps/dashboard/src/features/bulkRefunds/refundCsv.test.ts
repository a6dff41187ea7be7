import { describe, expect, it } from 'vitest';
import { parseRefundCsv } from './refundCsv';

describe('parseRefundCsv', () => {
  it('reads ids and amounts, and names each bad line', () => {
    const parsed = parseRefundCsv('id,amount\ntrx_1,1250\ntrx_2,\n,5\ntrx_3,12.50\n"trx_4",7\n');
    expect(parsed.items).toEqual([
      { transactionId: 'trx_1', amount: 1250 },
      { transactionId: 'trx_2' },
      { transactionId: 'trx_4', amount: 7 },
    ]);
    expect(parsed.problems).toEqual([
      { kind: 'no-id', line: 4 },
      { kind: 'bad-amount', line: 5, value: '12.50' },
    ]);
  });

  it('needs an id column', () => {
    expect(parseRefundCsv('transaction,amount\ntrx_1,1\n').problems).toEqual([
      { kind: 'no-id-column' },
    ]);
  });
});

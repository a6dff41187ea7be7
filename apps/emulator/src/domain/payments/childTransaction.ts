import { APPROVED } from './resultCodes.js';
import { transactionColumns, type TransactionRow } from './rows.js';

/**
 * A transaction made at run time from another (refund, capture, cancel, chargeback): the original's parties and
 * payment data, a successful result of its own and no settlement, fees or risk yet.
 */
export function childOf(
  original: TransactionRow,
  child: Pick<TransactionRow, 'id' | 'type' | 'amount' | 'fee' | 'created_at'> &
    Partial<TransactionRow>,
): TransactionRow {
  return {
    ...original,
    original_id: original.id,
    status: 'successful',
    result: 'success',
    result_code: APPROVED,
    refunded_amount: 0,
    captured_amount: 0,
    cancelled_amount: 0,
    settlement_amount: null,
    settlement_currency: null,
    payment_link_id: null,
    risk_score: 0,
    processed_at: child.created_at,
    settled_at: null,
    seeded: 0,
    ...child,
  };
}

/** The INSERT of a whole transaction row. */
export const insertTransaction = (row: TransactionRow) => ({
  sql: `INSERT INTO transactions (${transactionColumns.join(', ')}) VALUES (${transactionColumns.map(() => '?').join(', ')})`,
  args: transactionColumns.map((column) => row[column]),
});

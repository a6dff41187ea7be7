/** What refund, capture and cancel may still take of a stored transaction: the contract's rules on its row. */
import {
  transactionOperationLimits,
  type TransactionStatus,
  type TransactionType,
} from '@paydesk/api-client';
import type { TransactionRow } from './rows.js';

export const operationLimitsOf = (row: TransactionRow) =>
  transactionOperationLimits({
    type: row.type as TransactionType,
    status: row.status as TransactionStatus,
    amount: Number(row.amount),
    refundedAmount: Number(row.refunded_amount),
    capturedAmount: Number(row.captured_amount),
    cancelledAmount: Number(row.cancelled_amount),
  });

/** The tables the payments generator fills, each with its columns, and the rows it yields. */
import {
  customerColumns,
  disputeColumns,
  evidenceColumns,
  transactionColumns,
  type CustomerRow,
  type DisputeRow,
  type EvidenceRow,
  type TransactionRow,
} from '../../domain/payments/rows.js';

export const paymentTables = {
  customers: customerColumns,
  transactions: transactionColumns,
  disputes: disputeColumns,
  dispute_evidence: evidenceColumns,
} as const;
export type PaymentTable = keyof typeof paymentTables;

type RowOf<T extends PaymentTable> = T extends 'customers'
  ? CustomerRow
  : T extends 'transactions'
    ? TransactionRow
    : T extends 'disputes'
      ? DisputeRow
      : EvidenceRow;

/** One generated row and the table it goes to. */
export type GeneratedRow = { [T in PaymentTable]: { table: T; row: RowOf<T> } }[PaymentTable];

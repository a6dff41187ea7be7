/**
 * Refund, capture and cancel: which transactions allow them, how much remains, and the permission each needs.
 * The emulator enforces these and the dashboard shows its dialogs from the same rules.
 */
import type { PermissionName } from '@paydesk/permissions';
import type { TransactionStatus, TransactionType } from './paymentVocabulary.js';

export const transactionOperations = ['refund', 'capture', 'cancel'] as const;
export type TransactionOperation = (typeof transactionOperations)[number];

/** The permission each operation needs (SPEC §6: refunds need refund.write). */
export const transactionOperationPermissions = {
  refund: 'refund.write',
  capture: 'capture.write',
  cancel: 'cancel.write',
} as const satisfies Record<TransactionOperation, PermissionName>;

/** The type of the child transaction each operation creates. */
export const transactionOperationChildTypes = {
  refund: 'refund',
  capture: 'charge-capture',
  cancel: 'charge-cancel',
} as const satisfies Record<TransactionOperation, TransactionType>;

const refundableTypes: readonly TransactionType[] = [
  'charge',
  'charge-capture',
  'charge-recurring',
];
const refundableStatuses: readonly TransactionStatus[] = ['successful', 'partially-refunded'];

/** The fields the limits depend on (a transaction's attributes). */
export interface OperationSubject {
  readonly type: TransactionType;
  readonly status: TransactionStatus;
  readonly amount: number;
  readonly refundedAmount: number;
  readonly capturedAmount: number;
  readonly cancelledAmount: number;
}

/**
 * The largest amount (minor units) each operation accepts now; 0 when the operation does not apply. A refund
 * takes what is not yet refunded of a successful payment; capture and cancel share what is left of an
 * uncaptured authorization.
 */
export function transactionOperationLimits(
  subject: OperationSubject,
): Record<TransactionOperation, number> {
  const refundable =
    refundableTypes.includes(subject.type) && refundableStatuses.includes(subject.status)
      ? Math.max(0, subject.amount - subject.refundedAmount)
      : 0;
  const open =
    subject.type === 'charge-authorize' && subject.status === 'uncaptured'
      ? Math.max(0, subject.amount - subject.capturedAmount - subject.cancelledAmount)
      : 0;
  return { refund: refundable, capture: open, cancel: open };
}

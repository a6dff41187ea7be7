/**
 * Transaction amounts: formatted by the app's one money formatter (minor units with the currency's exponent),
 * signed by the direction the money moves.
 */
import type { TransactionType } from '@paydesk/api-client';

export { exponentOf, formatAmount } from '../../shared/money/formatAmount';

/** Money leaving the merchant: shown with a minus sign, not only a colour (DESIGN "Data formatting"). */
const outgoingTypes: ReadonlySet<TransactionType> = new Set([
  'refund',
  'chargeback',
  'second-chargeback',
  'rapid-dispute',
  'transferback',
]);

/** The signed amount a transaction moves: negative for refunds and chargebacks. */
export function signedAmount(transaction: { type: TransactionType; amount: number }): number {
  return outgoingTypes.has(transaction.type) ? -transaction.amount : transaction.amount;
}

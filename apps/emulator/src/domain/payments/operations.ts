/**
 * Refund, capture and cancel: the amount must not exceed what remains (SPEC §5), a child transaction records
 * the operation and the original's sums and status move. Repeating a requestReference never runs this twice
 * (the first answer is kept), and {@link exclusive} keeps two operations on one payment from racing.
 */
import {
  transactionOperationChildTypes,
  transactionOperationPermissions,
  type PayMethod,
  type PaymentCurrency,
  type TransactionOperation,
  type TransactionStatus,
} from '@paydesk/api-client';
import { secureId } from '../../infra/random.js';
import type { DomainContext } from '../context.js';
import { ApiError, forbidden, messages } from '../errors.js';
import type { AccessCaller } from '../access/caller.js';
import { exclusive, readableRow, readPermissions } from './access.js';
import { operationLimitsOf } from './operationLimits.js';
import { childOf, insertTransaction } from './childTransaction.js';
import { feeOf } from './fees.js';
import { journal } from './journal.js';
import type { Entry } from '../ledger/posting.js';
import { postTransaction } from '../ledger/transactions.js';
import type { TransactionDetails, TransactionRow } from './rows.js';
import { audit } from '../audit/entries.js';
import type { Statement } from '../../infra/db/attached.js';

const notAvailable: Record<TransactionOperation, string> = {
  refund: 'This transaction cannot be refunded',
  capture: 'This transaction cannot be captured',
  cancel: 'This transaction cannot be cancelled',
};

/** Whether the operation applied once but nothing is left (then the amount is what is wrong). */
function exhausted(row: TransactionRow, operation: TransactionOperation): boolean {
  if (operation === 'refund') return row.status === 'refunded';
  return (
    row.type === 'charge-authorize' && (row.status === 'completed' || row.status === 'cancelled')
  );
}

/** The original after the operation: its running sums and status. */
function moved(
  row: TransactionRow,
  operation: TransactionOperation,
  amount: number,
): TransactionRow {
  const next = { ...row };
  if (operation === 'refund') {
    next.refunded_amount += amount;
    next.status = next.refunded_amount >= next.amount ? 'refunded' : 'partially-refunded';
    return next;
  }
  if (operation === 'capture') next.captured_amount += amount;
  else next.cancelled_amount += amount;
  const open = next.amount - next.captured_amount - next.cancelled_amount;
  const status: TransactionStatus =
    open > 0 ? 'uncaptured' : next.captured_amount > 0 ? 'completed' : 'cancelled';
  next.status = status;
  return next;
}

/**
 * Runs an operation; answers the child transaction and the original as it is now. `also` gives statements that
 * must commit with the operation or not at all (a bulk refund's item marked refunded with its refund's id).
 */
export async function operate(
  ctx: DomainContext,
  caller: AccessCaller,
  id: string | undefined,
  attributes: Record<string, unknown>,
  operation: TransactionOperation,
  also: (child: TransactionRow) => Statement[] = () => [],
): Promise<{ child: TransactionRow; original: TransactionRow; ledger: Entry[] }> {
  return exclusive(ctx, async () => {
    const { row, lineage } = await readableRow<TransactionRow>(
      ctx,
      caller,
      'transactions',
      id,
      readPermissions.transactions,
    );
    if (!caller.access.can(transactionOperationPermissions[operation], lineage)) throw forbidden();
    const amount = attributes.amount as number;
    const limit = operationLimitsOf(row)[operation];
    if (limit === 0 && !exhausted(row, operation)) {
      throw new ApiError(409, [
        { title: notAvailable[operation], code: 'operation-not-available' },
      ]);
    }
    if (amount > limit) {
      throw new ApiError(422, [
        {
          title: messages.amountExceeds,
          code: 'amount-exceeds',
          source: { pointer: '/data/attributes/amount' },
        },
      ]);
    }
    const now = ctx.clock.now();
    const details = JSON.parse(row.details) as TransactionDetails;
    const reason = typeof attributes.reason === 'string' ? attributes.reason.trim() : '';
    const child = childOf(row, {
      id: secureId('trx'),
      type: transactionOperationChildTypes[operation],
      amount,
      fee:
        operation === 'capture'
          ? feeOf(row.pay_method as PayMethod, row.currency as PaymentCurrency, amount)
          : 0,
      details: JSON.stringify({
        card: details.card,
        threeDs: null,
        meta: reason ? { reason } : {},
        travel: null,
      } satisfies TransactionDetails),
      created_at: now,
    });
    const original = moved(row, operation, amount);
    // The ledger entries go in the same write transaction as the child transaction.
    const ledger = await postTransaction(ctx.db, child);
    // The audit entry commits with the operation (same batch) or not at all.
    audit(ctx, {
      organizationId: row.organization_id,
      kind: operation,
      targetType: 'transaction',
      targetId: row.id,
      summary: reason,
      before: { status: row.status },
      after: { status: original.status, childId: child.id },
      amount,
      currency: row.currency,
    });
    await ctx.db.batch([
      journal('transactions', row.id),
      {
        sql: `UPDATE transactions SET status = ?, refunded_amount = ?, captured_amount = ?, cancelled_amount = ?
              WHERE id = ?`,
        args: [
          original.status,
          original.refunded_amount,
          original.captured_amount,
          original.cancelled_amount,
          row.id,
        ],
      },
      insertTransaction(child),
      ...ledger.statements,
      ...also(child),
    ]);
    return { child, original, ledger: ledger.entries };
  });
}

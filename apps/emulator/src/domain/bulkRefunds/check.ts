/**
 * The dry run of a bulk refund: each item is refunded or refused for the reasons a single refund would be, checked
 * with the same rules (operationLimitsOf, the refund permission on the transaction's resources). An id the
 * caller cannot see is "unknown", like a single refund's "not found": it does not tell that it exists.
 */
import {
  transactionOperationPermissions,
  type BulkRefundItemInput,
  type BulkRefundRefusal,
} from '@paydesk/api-client';
import type { AccessCaller } from '../access/caller.js';
import type { DomainContext } from '../context.js';
import { readPermissions } from '../payments/access.js';
import { operationLimitsOf } from '../payments/operationLimits.js';
import type { TransactionRow } from '../payments/rows.js';
import { lineageOf } from '../resources/lineage.js';

/** The reason of a refusal, as the API answers it. */
export const refusalMessages = {
  'not-refundable': 'This transaction cannot be refunded',
  'amount-exceeds': 'The amount exceeds the refundable amount',
  'unknown-transaction': 'No such transaction',
  'other-organization': 'This transaction belongs to another organization',
  forbidden: 'You may not refund this transaction',
  duplicate: 'This transaction is already in the list',
} as const satisfies Record<BulkRefundRefusal, string>;

export interface CheckedItem {
  transactionId: string;
  /** What will be refunded: the asked amount, or all that remains. Null when refused. */
  amount: number | null;
  currency: string | null;
  refusal: BulkRefundRefusal | null;
}

const refused = (transactionId: string, refusal: BulkRefundRefusal): CheckedItem => ({
  transactionId,
  amount: null,
  currency: null,
  refusal,
});

async function checkOne(
  ctx: DomainContext,
  caller: AccessCaller,
  organizationId: string,
  item: BulkRefundItemInput,
): Promise<CheckedItem> {
  const { transactionId } = item;
  const row = await ctx.db.get<TransactionRow>('SELECT * FROM transactions WHERE id = ?', [
    transactionId,
  ]);
  if (!row) return refused(transactionId, 'unknown-transaction');
  const lineage = (await lineageOf(ctx.db, row.project_id)).map((resource) => resource.id);
  if (!caller.access.sees(lineage)) return refused(transactionId, 'unknown-transaction');
  if (row.organization_id !== organizationId) return refused(transactionId, 'other-organization');
  const may =
    readPermissions.transactions.some((name) => caller.access.can(name, lineage)) &&
    caller.access.can(transactionOperationPermissions.refund, lineage);
  if (!may) return refused(transactionId, 'forbidden');
  const limit = operationLimitsOf(row).refund;
  if (limit === 0) return refused(transactionId, 'not-refundable');
  const amount = item.amount ?? limit;
  if (amount > limit) return refused(transactionId, 'amount-exceeds');
  return { transactionId, amount, currency: row.currency, refusal: null };
}

/** Checks every item, in order; a transaction listed again is refused as a duplicate. */
export async function checkItems(
  ctx: DomainContext,
  caller: AccessCaller,
  organizationId: string,
  items: readonly BulkRefundItemInput[],
): Promise<CheckedItem[]> {
  const seen = new Set<string>();
  const checked: CheckedItem[] = [];
  for (const item of items) {
    const id = item.transactionId.trim();
    if (seen.has(id)) {
      checked.push(refused(id, 'duplicate'));
      continue;
    }
    seen.add(id);
    checked.push(await checkOne(ctx, caller, organizationId, { ...item, transactionId: id }));
  }
  return checked;
}

/** Amounts per currency of the items that are (or will be) refunded, in currency order. */
export function totalsOf(
  items: readonly { amount: number | null; currency: string | null }[],
): { currency: string; amount: number; count: number }[] {
  const totals = new Map<string, { amount: number; count: number }>();
  for (const { amount, currency } of items) {
    if (amount === null || currency === null) continue;
    const total = totals.get(currency) ?? { amount: 0, count: 0 };
    totals.set(currency, { amount: total.amount + amount, count: total.count + 1 });
  }
  return [...totals]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, total]) => ({ currency, ...total }));
}

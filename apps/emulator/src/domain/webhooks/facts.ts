/**
 * The events of the domain's own changes, for the code paths that have no API serializer at hand (payment-link
 * payments, subscription billing): a transaction as its webhook shows it, and the transaction events of a new
 * transaction (`transaction.created`, then `.succeeded` or `.failed` by its outcome).
 */
import type { DomainContext } from '../context.js';
import type { TransactionRow } from '../payments/rows.js';
import { recordWebhookEvent } from './events.js';

export const transactionFacts = (row: TransactionRow) => ({
  type: 'transaction',
  id: row.id,
  attributes: {
    organizationId: row.organization_id,
    projectId: row.project_id,
    type: row.type,
    status: row.status,
    result: row.result,
    resultCode: row.result_code,
    amount: Number(row.amount),
    currency: row.currency,
    originalId: row.original_id,
    referenceId: row.reference_id,
    paymentLinkId: row.payment_link_id,
    createdAt: new Date(Number(row.created_at)).toISOString(),
  },
});

/** `transaction.created`, then its outcome when it has one. `data` defaults to {@link transactionFacts}. */
export async function recordNewTransaction(
  ctx: DomainContext,
  row: TransactionRow,
  data: unknown = transactionFacts(row),
): Promise<void> {
  await recordWebhookEvent(ctx, { projectId: row.project_id, type: 'transaction.created', data });
  if (row.status === 'successful')
    await recordWebhookEvent(ctx, {
      projectId: row.project_id,
      type: 'transaction.succeeded',
      data,
    });
  else if (row.status === 'failed')
    await recordWebhookEvent(ctx, { projectId: row.project_id, type: 'transaction.failed', data });
}

interface SubscriptionFacts {
  id: string;
  project_id: string;
  organization_id: string;
  status: string;
}

/** A subscription event: the subscription as it is now, and the invoice the event is about when there is one. */
export async function recordSubscriptionEvent(
  ctx: DomainContext,
  row: SubscriptionFacts,
  type:
    | 'subscription.renewed'
    | 'subscription.payment-failed'
    | 'subscription.halted'
    | 'subscription.canceled',
  extra: Record<string, unknown> = {},
): Promise<void> {
  await recordWebhookEvent(ctx, {
    projectId: row.project_id,
    type,
    data: {
      type: 'subscription',
      id: row.id,
      attributes: { organizationId: row.organization_id, status: row.status, ...extra },
    },
  });
}

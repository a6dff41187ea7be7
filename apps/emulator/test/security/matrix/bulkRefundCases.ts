/**
 * Bulk refunds: the dry run and the create answer for anyone who sees the organization, but an item refunds only
 * for a caller with the refund permission on its transaction — the answer is judged by whether it would refund
 * (or refunds) the item. Reading a job needs what refunding needs on its organization.
 */
import { randomUUID } from 'node:crypto';
import { action, type Outcome, type Verdict } from '../agent.js';
import type { Phase } from '../phase.js';
import { id, on, RETAIL, WEB_SHOP, type MatrixCase } from './case.js';

const items = (phase: Phase) => [{ transactionId: phase.payments.refundable, amount: 1 }];

/** A 2xx that refunds nothing (every item refused) hands nothing over. */
const refunds =
  (refunding: (attributes: Record<string, unknown>) => boolean) =>
  (outcome: Outcome): Verdict => {
    if (outcome.verdict !== 'success') return outcome.verdict;
    const data = (outcome.body as { data?: { attributes: Record<string, unknown> } }).data;
    return data && refunding(data.attributes) ? 'success' : 'refused';
  };

/** A job of Retail inserted as stored, for `bulk-refunds/get`. */
async function storedJob(phase: Phase): Promise<string> {
  const jobId = `brf_matrix_${randomUUID().slice(0, 8)}`;
  await phase.world.db.run(
    `INSERT INTO bulk_refunds (id, organization_id, reference, identity_id, merchant_id, actor, ip, user_agent,
       status, created_at) VALUES (?, ?, ?, 'nobody', 'nobody', '{}', '', '', 'done', 0)`,
    [jobId, id(phase, RETAIL), jobId],
  );
  return jobId;
}

export const bulkRefundCases: MatrixCase[] = [
  {
    key: 'payments:bulk-refunds/preview',
    call: (phase) =>
      action('payments', 'bulk-refunds/preview', {
        data: {
          type: 'bulk-refund-request',
          attributes: { resourceId: id(phase, RETAIL), items: items(phase) },
        },
      }),
    target: () => on(WEB_SHOP),
    judge: refunds((attributes) =>
      (attributes.items as { outcome: string }[]).some((item) => item.outcome === 'refund'),
    ),
  },
  {
    key: 'payments:bulk-refunds/create',
    call: (phase) =>
      action('payments', 'bulk-refunds/create', {
        data: {
          type: 'bulk-refund',
          attributes: {
            resourceId: id(phase, RETAIL),
            reference: randomUUID(),
            items: items(phase),
          },
        },
      }),
    target: () => on(WEB_SHOP),
    judge: refunds((attributes) => (attributes.counts as { refused: number }).refused === 0),
  },
  {
    key: 'payments:bulk-refunds/get',
    call: async (phase) =>
      action('payments', 'bulk-refunds/get', undefined, await storedJob(phase)),
    target: () => on(RETAIL),
  },
];

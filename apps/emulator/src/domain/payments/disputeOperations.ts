/**
 * Answering a dispute: accepting it (a chargeback is booked) or submitting evidence. Both need disputes.write and
 * only while the dispute still waits for the merchant; one runs at a time ({@link exclusive}).
 */
import { DISPUTE_EVIDENCE_MAX_FILES, openDisputeStates } from '@paydesk/api-client';
import { secureId } from '../../infra/random.js';
import type { DomainContext } from '../context.js';
import { ApiError, forbidden, notFound } from '../errors.js';
import type { SessionCaller } from '../access/caller.js';
import { checkUnsentUploads, tooManyAttachments } from '../files/files.js';
import { requiredText } from '../validation.js';
import { exclusive, readableRow, readPermissions } from './access.js';
import type { Entry } from '../ledger/posting.js';
import { postTransaction } from '../ledger/transactions.js';
import { childOf, insertTransaction } from './childTransaction.js';
import { journal } from './journal.js';
import type { DisputeRow, TransactionRow } from './rows.js';

/** A dispute the caller may change: disputes.write on it, and still open. */
async function openDispute(
  ctx: DomainContext,
  caller: SessionCaller,
  id: string | undefined,
  closed: string,
) {
  const { row, lineage } = await readableRow<DisputeRow>(
    ctx,
    caller,
    'disputes',
    id,
    readPermissions.disputes,
  );
  if (!caller.access.can('disputes.write', lineage)) throw forbidden();
  if (!(openDisputeStates as readonly string[]).includes(row.state)) {
    throw new ApiError(409, [{ title: closed, code: 'dispute-closed' }]);
  }
  return row;
}

const disputeById = async (ctx: DomainContext, id: string) =>
  (await ctx.db.get<DisputeRow>('SELECT * FROM disputes WHERE id = ?', [id]))!;

/**
 * Accepts a dispute: it is confirmed, the payment chargebacked with a chargeback transaction (posted to the ledger
 * in the same write). Answers the dispute and the entries posted.
 */
export async function acceptDispute(
  ctx: DomainContext,
  caller: SessionCaller,
  id: string | undefined,
): Promise<{ dispute: DisputeRow; ledger: Entry[] }> {
  return exclusive(ctx, async () => {
    const dispute = await openDispute(ctx, caller, id, 'This dispute can no longer be accepted');
    const payment = await ctx.db.get<TransactionRow>('SELECT * FROM transactions WHERE id = ?', [
      dispute.transaction_id,
    ]);
    if (!payment) throw notFound();
    const now = ctx.clock.now();
    const chargeback = childOf(payment, {
      id: secureId('trx'),
      type: 'chargeback',
      amount: Number(dispute.amount),
      fee: 0,
      created_at: now,
    });
    const ledger = await postTransaction(ctx.db, chargeback);
    await ctx.db.batch([
      journal('disputes', dispute.id),
      {
        sql: "UPDATE disputes SET state = 'confirmed', resolution = 'accepted', resolved_at = ?, response_deadline = NULL WHERE id = ?",
        args: [now, dispute.id],
      },
      journal('transactions', payment.id),
      { sql: "UPDATE transactions SET status = 'chargebacked' WHERE id = ?", args: [payment.id] },
      insertTransaction(chargeback),
      ...ledger.statements,
    ]);
    return { dispute: await disputeById(ctx, dispute.id), ledger: ledger.entries };
  });
}

/** Submits evidence with the caller's finished evidence uploads; the dispute is pending the scheme's decision. */
export async function submitEvidence(
  ctx: DomainContext,
  caller: SessionCaller,
  id: string | undefined,
  evidence: { text: unknown; fileIds: readonly string[] },
): Promise<DisputeRow> {
  return exclusive(ctx, async () => {
    const dispute = await openDispute(ctx, caller, id, 'This dispute no longer accepts evidence');
    const text = requiredText(evidence.text, 'text', Number.MAX_SAFE_INTEGER).trim();
    if (evidence.fileIds.length > DISPUTE_EVIDENCE_MAX_FILES)
      throw tooManyAttachments(DISPUTE_EVIDENCE_MAX_FILES);
    await checkUnsentUploads(ctx, caller, evidence.fileIds, 'evidence');
    const evidenceId = secureId('evd');
    const now = ctx.clock.now();
    await ctx.db.batch([
      {
        sql: 'INSERT INTO dispute_evidence (id, dispute_id, identity_id, text, submitted_at, seeded) VALUES (?, ?, ?, ?, ?, 0)',
        args: [evidenceId, dispute.id, caller.identity.id, text, now],
      },
      ...evidence.fileIds.map((fileId) => ({
        sql: 'UPDATE files SET evidence_id = ?, resource_id = ? WHERE id = ?',
        args: [evidenceId, dispute.organization_id, fileId],
      })),
      journal('disputes', dispute.id),
      {
        sql: "UPDATE disputes SET state = 'pending', response_deadline = NULL WHERE id = ?",
        args: [dispute.id],
      },
    ]);
    return disputeById(ctx, dispute.id);
  });
}

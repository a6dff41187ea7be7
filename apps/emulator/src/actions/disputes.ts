/**
 * The payments area's dispute actions. Reading needs disputes.read (or read-only); accepting and evidence need
 * disputes.write, and only while the dispute still waits for the merchant.
 */
import { DISPUTE_EVIDENCE_MAX_FILES, openDisputeStates } from '@paydesk/api-client';
import type { Context } from '../context.js';
import { ApiError, forbidden, notFound } from '../http/errors.js';
import { secureId } from '../random.js';
import {
  exclusive,
  projectWithin,
  readableRow,
  readPermissions,
  scopeOf,
} from '../payments/access.js';
import { aggregateDisputes } from '../payments/disputeAggregate.js';
import { disputeResources, queryDisputes } from '../payments/disputeStore.js';
import { journal } from '../payments/seedPayments.js';
import {
  transactionColumns,
  type DisputeRow,
  type PaymentFileRow,
  type TransactionRow,
} from '../payments/rows.js';
import { transactionResource } from '../payments/serialize.js';
import { periodOf } from '../payments/statistics.js';
import { MAX_ATTACHMENT_BYTES, fileResource } from './mailbox.js';
import {
  attributesOf,
  empty,
  filtersOf,
  pageOf,
  requireSession,
  stringAttribute,
} from './helpers.js';
import type { Area, SessionCaller } from './types.js';

const DEFAULT_PAGE_SIZE = 100;
const attachmentsPointer = '/data/relationships/attachments';

async function transactionsOf(ctx: Context, rows: readonly DisputeRow[]) {
  const ids = [...new Set(rows.map((row) => row.transaction_id))];
  if (ids.length === 0) return [];
  const transactions = await ctx.db.all<TransactionRow>(
    `SELECT * FROM transactions WHERE id IN (${ids.map(() => '?').join(', ')})`,
    ids,
  );
  return transactions.map(transactionResource);
}

/** A dispute the caller may change: disputes.write on it, and still open. */
async function openDispute(
  ctx: Context,
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

/** Uploaded evidence files of the caller not yet submitted, checked before they are claimed. */
async function claimEvidenceFiles(
  ctx: Context,
  caller: SessionCaller,
  payload: Record<string, unknown>,
) {
  const data = payload.data as { relationships?: { attachments?: { data?: { id: string }[] } } };
  const ids = (data.relationships?.attachments?.data ?? []).map((item) => item.id);
  if (ids.length > DISPUTE_EVIDENCE_MAX_FILES) {
    throw new ApiError(422, [
      {
        title: `At most ${DISPUTE_EVIDENCE_MAX_FILES} attachments`,
        code: 'invalid',
        source: { pointer: attachmentsPointer },
      },
    ]);
  }
  for (const id of ids) {
    const file = await ctx.db.get<PaymentFileRow>('SELECT * FROM files WHERE id = ?', [id]);
    const problem =
      !file ||
      file.identity_id !== caller.identity.id ||
      file.purpose !== 'evidence' ||
      file.evidence_id !== null
        ? 'Attachment not found'
        : file.content === null
          ? 'Attachment upload is not finished'
          : null;
    if (problem)
      throw new ApiError(422, [
        { title: problem, code: 'invalid', source: { pointer: attachmentsPointer } },
      ]);
  }
  return ids;
}

export const disputeActions: Area = {
  'disputes/list': async (ctx, caller, { payload }) => {
    const session = requireSession(caller);
    const attributes = attributesOf(payload);
    const scope = await scopeOf(ctx, session, attributes.resourceId, readPermissions.disputes);
    const page = pageOf(payload, DEFAULT_PAGE_SIZE);
    const { rows, cursorOf } = await queryDisputes(ctx.db, scope, {
      filters: filtersOf(payload),
      sort: attributes.sort,
      after: page.after,
      limit: page.size + 1,
    });
    const items = rows.slice(0, page.size);
    return {
      data: await disputeResources(ctx.db, items),
      included: await transactionsOf(ctx, items),
      meta: {
        page: { size: page.size, after: rows.length > page.size ? cursorOf(items.at(-1)!) : null },
      },
    };
  },

  'disputes/get': async (ctx, caller, { id }) => {
    const session = requireSession(caller);
    const { row } = await readableRow<DisputeRow>(
      ctx,
      session,
      'disputes',
      id,
      readPermissions.disputes,
    );
    const [data] = await disputeResources(ctx.db, [row]);
    return { data, included: await transactionsOf(ctx, [row]) };
  },

  'disputes/accept': async (ctx, caller, { id }) => {
    const session = requireSession(caller);
    return exclusive(ctx, async () => {
      const dispute = await openDispute(ctx, session, id, 'This dispute can no longer be accepted');
      const payment = await ctx.db.get<TransactionRow>('SELECT * FROM transactions WHERE id = ?', [
        dispute.transaction_id,
      ]);
      if (!payment) throw notFound();
      const now = ctx.clock.now();
      const chargeback: TransactionRow = {
        ...payment,
        id: secureId('trx'),
        original_id: payment.id,
        type: 'chargeback',
        status: 'successful',
        result: 'success',
        result_code: '0000',
        amount: Number(dispute.amount),
        refunded_amount: 0,
        captured_amount: 0,
        cancelled_amount: 0,
        fee: 0,
        settlement_amount: null,
        settlement_currency: null,
        payment_link_id: null,
        risk_score: 0,
        created_at: now,
        processed_at: now,
        settled_at: null,
        seeded: 0,
      };
      await ctx.db.batch([
        journal('disputes', dispute.id),
        {
          sql: "UPDATE disputes SET state = 'confirmed', resolution = 'accepted', resolved_at = ?, response_deadline = NULL WHERE id = ?",
          args: [now, dispute.id],
        },
        journal('transactions', payment.id),
        { sql: "UPDATE transactions SET status = 'chargebacked' WHERE id = ?", args: [payment.id] },
        {
          sql: `INSERT INTO transactions (${transactionColumns.join(', ')}) VALUES (${transactionColumns.map(() => '?').join(', ')})`,
          args: transactionColumns.map((column) => chargeback[column]),
        },
      ]);
      const updated = (await ctx.db.get<DisputeRow>('SELECT * FROM disputes WHERE id = ?', [
        dispute.id,
      ]))!;
      return { data: (await disputeResources(ctx.db, [updated]))[0] };
    });
  },

  'disputes/submitEvidence': async (ctx, caller, { id, payload }) => {
    const session = requireSession(caller);
    return exclusive(ctx, async () => {
      const dispute = await openDispute(
        ctx,
        session,
        id,
        'This dispute no longer accepts evidence',
      );
      const text = stringAttribute(payload, 'text', Number.MAX_SAFE_INTEGER).trim();
      const files = await claimEvidenceFiles(ctx, session, payload);
      const evidenceId = secureId('evd');
      const now = ctx.clock.now();
      await ctx.db.batch([
        {
          sql: 'INSERT INTO dispute_evidence (id, dispute_id, identity_id, text, submitted_at, seeded) VALUES (?, ?, ?, ?, ?, 0)',
          args: [evidenceId, dispute.id, session.identity.id, text, now],
        },
        ...files.map((fileId) => ({
          sql: 'UPDATE files SET evidence_id = ?, resource_id = ? WHERE id = ?',
          args: [evidenceId, dispute.organization_id, fileId],
        })),
        journal('disputes', dispute.id),
        {
          sql: "UPDATE disputes SET state = 'pending', response_deadline = NULL WHERE id = ?",
          args: [dispute.id],
        },
      ]);
      const updated = (await ctx.db.get<DisputeRow>('SELECT * FROM disputes WHERE id = ?', [
        dispute.id,
      ]))!;
      return { data: (await disputeResources(ctx.db, [updated]))[0] };
    });
  },

  'disputes/allocateAttachment': async (ctx, caller, { payload }) => {
    const session = requireSession(caller);
    // Until submitted with evidence, an attachment belongs to its uploader (scoped to their merchant).
    if (!session.access.hasAnywhere('disputes.write')) throw forbidden();
    const attributes = attributesOf(payload);
    const name = stringAttribute(payload, 'name', 255);
    const size = attributes.size as number;
    if (size > MAX_ATTACHMENT_BYTES) {
      throw new ApiError(422, [
        {
          title: 'File is too large (10 MB at most)',
          code: 'file-too-large',
          source: { pointer: '/data/attributes/size' },
        },
      ]);
    }
    const fileId = secureId('fil');
    await ctx.db.run(
      `INSERT INTO files (id, resource_id, identity_id, message_id, name, mime_type, size, content, created_at, purpose)
       VALUES (?, ?, ?, NULL, ?, ?, ?, NULL, ?, 'evidence')`,
      [
        fileId,
        session.identity.merchant_id,
        session.identity.id,
        name,
        String(attributes.mimeType),
        size,
        ctx.clock.now(),
      ],
    );
    const file = await ctx.db.get<PaymentFileRow>('SELECT * FROM files WHERE id = ?', [fileId]);
    return { data: fileResource(file!) };
  },

  'disputes/deleteAttachment': async (ctx, caller, { payload }) => {
    const session = requireSession(caller);
    const fileId = stringAttribute(payload, 'resourceId');
    const file = await ctx.db.get<PaymentFileRow>('SELECT * FROM files WHERE id = ?', [fileId]);
    if (!file || file.identity_id !== session.identity.id || file.purpose !== 'evidence')
      throw notFound();
    if (file.evidence_id !== null)
      throw new ApiError(409, [
        { title: 'A submitted attachment cannot be deleted', code: 'attachment-sent' },
      ]);
    await ctx.db.run('DELETE FROM files WHERE id = ?', [file.id]);
    return empty();
  },

  'disputes/aggregate': async (ctx, caller, { payload }) => {
    const session = requireSession(caller);
    const attributes = attributesOf(payload);
    const scope = await scopeOf(ctx, session, attributes.resourceId, readPermissions.disputes);
    const projectId = await projectWithin(
      ctx,
      session,
      scope,
      attributes.projectId,
      readPermissions.disputes,
    );
    return {
      data: await aggregateDisputes(ctx.db, scope, {
        ...periodOf(attributes),
        projectId,
        period: attributes.period === 'month' ? 'month' : 'day',
        states: Array.isArray(attributes.states) ? (attributes.states as string[]) : undefined,
        currency: typeof attributes.currency === 'string' ? attributes.currency : undefined,
      }),
    };
  },
};

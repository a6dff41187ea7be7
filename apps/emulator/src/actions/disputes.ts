/**
 * The payments area's dispute actions. Reading needs disputes.read (or read-only); accepting and evidence need
 * disputes.write, and only while the dispute still waits for the merchant.
 */
import type { Database } from '../infra/db/database.js';
import { requireSession } from '../domain/access/caller.js';
import { projectWithin, readableRow, readPermissions, scopeOf } from '../domain/payments/access.js';
import { aggregateDisputes } from '../domain/payments/disputeAggregate.js';
import { acceptDispute, submitEvidence } from '../domain/payments/disputeOperations.js';
import { recordWebhookEvent } from '../domain/webhooks/events.js';
import { announceLedger } from './ledgerEvents.js';
import {
  disputedTransactions,
  evidenceOf,
  queryDisputes,
} from '../domain/payments/disputeQuery.js';
import type { DisputeRow } from '../domain/payments/rows.js';
import { periodOf } from '../domain/payments/statistics.js';
import { PAYMENTS_PAGE_SIZE, attributesOf, filtersOf, pageOf, relationshipIds } from './input.js';
import { disputeResource, transactionResource } from './serialize/payments.js';
import type { Area } from './types.js';
import { uploadActions } from './uploads.js';

/** Dispute resources with their evidence and its attachments. */
export async function disputeResources(db: Database, rows: readonly DisputeRow[]) {
  const { evidence, files } = await evidenceOf(db, rows);
  return rows.map((row) => disputeResource(row, evidence, files));
}

const includedTransactions = async (db: Database, rows: readonly DisputeRow[]) =>
  (await disputedTransactions(db, rows)).map(transactionResource);

const evidenceUploads = uploadActions('evidence');

export const disputeActions: Area = {
  'disputes/list': async (ctx, caller, { payload }) => {
    const session = requireSession(caller);
    const attributes = attributesOf(payload);
    const scope = await scopeOf(ctx, session, attributes.resourceId, readPermissions.disputes);
    const page = pageOf(payload, PAYMENTS_PAGE_SIZE);
    const { rows, cursorOf } = await queryDisputes(
      ctx.db,
      scope,
      {
        filters: filtersOf(payload),
        sort: attributes.sort,
        after: page.after,
        limit: page.size + 1,
      },
      ctx.clock.now(),
    );
    const items = rows.slice(0, page.size);
    return {
      data: await disputeResources(ctx.db, items),
      included: await includedTransactions(ctx.db, items),
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
    return { data, included: await includedTransactions(ctx.db, [row]) };
  },

  'disputes/accept': async (ctx, caller, { id }) => {
    const { dispute, ledger } = await acceptDispute(ctx, requireSession(caller), id);
    await announceLedger(ctx, ledger);
    const [data] = await disputeResources(ctx.db, [dispute]);
    await recordWebhookEvent(ctx, { projectId: dispute.project_id, type: 'dispute.updated', data });
    return { data };
  },

  'disputes/submitEvidence': async (ctx, caller, { id, payload }) => {
    const dispute = await submitEvidence(ctx, requireSession(caller), id, {
      text: attributesOf(payload).text,
      fileIds: (relationshipIds(payload, 'attachments') ?? []) as string[],
    });
    const [data] = await disputeResources(ctx.db, [dispute]);
    await recordWebhookEvent(ctx, { projectId: dispute.project_id, type: 'dispute.updated', data });
    return { data };
  },

  'disputes/allocateAttachment': evidenceUploads.allocate,
  'disputes/deleteAttachment': evidenceUploads.delete,

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
    const options = {
      ...periodOf(attributes),
      projectId,
      period: attributes.period === 'month' ? ('month' as const) : ('day' as const),
      states: Array.isArray(attributes.states) ? (attributes.states as string[]) : undefined,
      currency: typeof attributes.currency === 'string' ? attributes.currency : undefined,
    };
    return {
      data: {
        type: 'dispute-aggregate',
        id: `${options.projectId ?? scope.id}:${options.from}:${options.to}:${options.period}`,
        attributes: await aggregateDisputes(ctx.db, scope, options),
      },
    };
  },
};

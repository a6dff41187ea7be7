/** The payments area's transaction actions: list, get, refund, capture, cancel, export, statistics. */
import type { TransactionOperation } from '@paydesk/api-client';
import type { Database } from '../infra/db/database.js';
import { requireSession } from '../domain/access/caller.js';
import { projectWithin, readableRow, readPermissions, scopeOf } from '../domain/payments/access.js';
import { customersOf } from '../domain/payments/customerFigures.js';
import { EXPORT_TYPE, exportTransactions } from '../domain/payments/export.js';
import { operate } from '../domain/payments/operations.js';
import type { TransactionRow } from '../domain/payments/rows.js';
import { periodOf, transactionStatistics } from '../domain/payments/statistics.js';
import { queryTransactions } from '../domain/payments/transactionQuery.js';
import { recordWebhookEvent } from '../domain/webhooks/events.js';
import { announceLedger } from './ledgerEvents.js';
import { PAYMENTS_PAGE_SIZE, attributesOf, filtersOf, pageOf } from './input.js';
import { fileIdResource } from './serialize/files.js';
import { customerResource, transactionResource } from './serialize/payments.js';
import type { ActionContext, ActionHandler, Area } from './types.js';
import type { Entry } from '../domain/ledger/posting.js';

/** The customers of some transactions, with their figures, for `included`. */
async function includedCustomers(db: Database, rows: readonly TransactionRow[]) {
  const { customers, figures } = await customersOf(db, rows);
  return customers.map((customer) => customerResource(customer, figures.get(customer.id)));
}

/** The webhook event of each operation's new child transaction. */
const webhookEventOf = {
  refund: 'refund.created',
  capture: 'capture.created',
  cancel: 'cancel.created',
} as const satisfies Record<TransactionOperation, string>;

/** What follows an operation that committed: its ledger entries announced and its webhook event recorded. */
export async function announceOperation(
  ctx: ActionContext,
  name: TransactionOperation,
  { child, ledger }: { child: TransactionRow; ledger: Entry[] },
): Promise<void> {
  await announceLedger(ctx, ledger);
  await recordWebhookEvent(ctx, {
    projectId: child.project_id,
    type: webhookEventOf[name],
    data: transactionResource(child),
  });
}

const operation =
  (name: TransactionOperation): ActionHandler =>
  async (ctx, caller, { id, payload }) => {
    const done = await operate(ctx, requireSession(caller), id, attributesOf(payload), name);
    await announceOperation(ctx, name, done);
    return {
      data: transactionResource(done.child),
      included: [transactionResource(done.original)],
    };
  };

export const transactionActions: Area = {
  'transactions/list': async (ctx, caller, { payload }) => {
    const session = requireSession(caller);
    const attributes = attributesOf(payload);
    const scope = await scopeOf(ctx, session, attributes.resourceId, readPermissions.transactions);
    const page = pageOf(payload, PAYMENTS_PAGE_SIZE);
    const { rows, cursorOf } = await queryTransactions(ctx.db, scope, {
      filters: filtersOf(payload),
      sort: attributes.sort,
      after: page.after,
      limit: page.size + 1,
    });
    const items = rows.slice(0, page.size);
    const after = rows.length > page.size ? cursorOf(items.at(-1)!) : null;
    return {
      data: items.map(transactionResource),
      included: await includedCustomers(ctx.db, items),
      meta: { page: { size: page.size, after } },
    };
  },

  'transactions/get': async (ctx, caller, { id }) => {
    const session = requireSession(caller);
    const { row } = await readableRow<TransactionRow>(
      ctx,
      session,
      'transactions',
      id,
      readPermissions.transactions,
    );
    return { data: transactionResource(row), included: await includedCustomers(ctx.db, [row]) };
  },

  'transactions/refund': operation('refund'),
  'transactions/capture': operation('capture'),
  'transactions/cancel': operation('cancel'),

  'transactions/export': async (ctx, caller, { payload }) => {
    const session = requireSession(caller);
    const attributes = attributesOf(payload);
    const scope = await scopeOf(ctx, session, attributes.resourceId, readPermissions.transactions);
    const file = await exportTransactions(ctx, session, scope, {
      filters: filtersOf(payload),
      sort: attributes.sort,
    });
    return {
      data: fileIdResource({ ...file, mimeType: EXPORT_TYPE }),
      meta: { rows: file.rows },
    };
  },

  'transactions/statistics': async (ctx, caller, { payload }) => {
    const session = requireSession(caller);
    const attributes = attributesOf(payload);
    const scope = await scopeOf(ctx, session, attributes.resourceId, readPermissions.statistics);
    const projectId = await projectWithin(
      ctx,
      session,
      scope,
      attributes.projectId,
      readPermissions.statistics,
    );
    const narrowed = {
      organizationId: scope.organizationId,
      projectId: projectId ?? (scope.column === 'project_id' ? scope.id : undefined),
    };
    const period = periodOf(attributes);
    return {
      data: {
        type: 'transaction-statistics',
        id: `${narrowed.projectId ?? narrowed.organizationId}:${period.from}:${period.to}`,
        attributes: await transactionStatistics(ctx.db, narrowed, period),
      },
    };
  },
};

/** The payments area's transaction actions: list, get, refund, capture, cancel, export, statistics. */
import { TRANSACTION_EXPORT_MAX_ROWS } from '@paydesk/api-client';
import { ApiError } from '../http/errors.js';
import { secureId } from '../random.js';
import { projectWithin, readableRow, readPermissions, scopeOf } from '../payments/access.js';
import { customerFigures } from '../payments/customerFigures.js';
import { transactionsCsv } from '../payments/csv.js';
import { operate } from '../payments/operations.js';
import type { CustomerRow, TransactionRow } from '../payments/rows.js';
import { customerResource, transactionResource } from '../payments/serialize.js';
import { periodOf, transactionStatistics } from '../payments/statistics.js';
import { queryTransactions } from '../payments/transactionQuery.js';
import type { Context } from '../context.js';
import { attributesOf, filtersOf, pageOf, requireSession } from './helpers.js';
import type { Area } from './types.js';

/** Lists answer 100 rows unless the request asks otherwise (up to 500). */
const DEFAULT_PAGE_SIZE = 100;

/** The customers of some transactions, with their figures, for `included`. */
export async function includedCustomers(ctx: Context, rows: readonly TransactionRow[]) {
  const ids = [...new Set(rows.map((row) => row.customer_id).filter((id) => id !== null))];
  if (ids.length === 0) return [];
  const customers = await ctx.db.all<CustomerRow>(
    `SELECT * FROM customers WHERE id IN (${ids.map(() => '?').join(', ')})`,
    ids,
  );
  const figures = await customerFigures(ctx.db, ids);
  return customers.map((customer) => customerResource(customer, figures.get(customer.id)));
}

export const transactionActions: Area = {
  'transactions/list': async (ctx, caller, { payload }) => {
    const session = requireSession(caller);
    const attributes = attributesOf(payload);
    const scope = await scopeOf(ctx, session, attributes.resourceId, readPermissions.transactions);
    const page = pageOf(payload, DEFAULT_PAGE_SIZE);
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
      included: await includedCustomers(ctx, items),
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
    return { data: transactionResource(row), included: await includedCustomers(ctx, [row]) };
  },

  'transactions/refund': async (ctx, caller, { id, payload }) =>
    operate(ctx, requireSession(caller), id, attributesOf(payload), 'refund'),
  'transactions/capture': async (ctx, caller, { id, payload }) =>
    operate(ctx, requireSession(caller), id, attributesOf(payload), 'capture'),
  'transactions/cancel': async (ctx, caller, { id, payload }) =>
    operate(ctx, requireSession(caller), id, attributesOf(payload), 'cancel'),

  'transactions/export': async (ctx, caller, { payload }) => {
    const session = requireSession(caller);
    const attributes = attributesOf(payload);
    const scope = await scopeOf(ctx, session, attributes.resourceId, readPermissions.transactions);
    const { rows } = await queryTransactions(ctx.db, scope, {
      filters: filtersOf(payload),
      sort: attributes.sort,
      limit: TRANSACTION_EXPORT_MAX_ROWS + 1,
    });
    if (rows.length > TRANSACTION_EXPORT_MAX_ROWS) {
      throw new ApiError(422, [
        {
          title: `At most ${TRANSACTION_EXPORT_MAX_ROWS} transactions can be exported at once; narrow the filters`,
          code: 'export-too-large',
        },
      ]);
    }
    const content = Buffer.from(transactionsCsv(rows), 'utf8');
    const now = ctx.clock.now();
    const fileId = secureId('fil');
    const name = `transactions-${new Date(now).toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-')}.csv`;
    // Only its creator can download an export (GET routes.file checks the purpose).
    await ctx.db.run(
      `INSERT INTO files (id, resource_id, identity_id, message_id, name, mime_type, size, content, created_at, purpose)
       VALUES (?, ?, ?, NULL, ?, 'text/csv', ?, ?, ?, 'export')`,
      [fileId, scope.id, session.identity.id, name, content.length, content, now],
    );
    return {
      data: {
        type: 'file-id',
        id: fileId,
        attributes: { name, mimeType: 'text/csv', size: content.length },
      },
      meta: { rows: rows.length },
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
    return {
      data: await transactionStatistics(
        ctx.db,
        {
          organizationId: scope.organizationId,
          projectId: projectId ?? (scope.column === 'project_id' ? scope.id : undefined),
        },
        periodOf(attributes),
      ),
    };
  },
};

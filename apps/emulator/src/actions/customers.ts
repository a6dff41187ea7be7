/** The payments area's customer actions: list and get, with figures computed from their transactions. */
import { requireSession } from '../domain/access/caller.js';
import { readableRow, readPermissions, scopeOf } from '../domain/payments/access.js';
import { customerFigures } from '../domain/payments/customerFigures.js';
import { queryCustomers } from '../domain/payments/customerQuery.js';
import type { CustomerRow } from '../domain/payments/rows.js';
import { PAYMENTS_PAGE_SIZE, attributesOf, filtersOf, pageOf } from './input.js';
import { customerResource } from './serialize/payments.js';
import type { Area } from './types.js';

export const customerActions: Area = {
  'customers/list': async (ctx, caller, { payload }) => {
    const session = requireSession(caller);
    const attributes = attributesOf(payload);
    // Customers belong to the organization: a project scope lists its organization's customers, so reading them
    // needs customers.read on the organization (as customers/get does), not only on the project.
    const scope = await scopeOf(ctx, session, attributes.resourceId, readPermissions.customers);
    if (scope.column === 'project_id')
      await scopeOf(ctx, session, scope.organizationId, readPermissions.customers);
    const page = pageOf(payload, PAYMENTS_PAGE_SIZE);
    const { rows, cursorOf } = await queryCustomers(ctx.db, scope.organizationId, {
      filters: filtersOf(payload),
      sort: attributes.sort,
      after: page.after,
      limit: page.size + 1,
    });
    const items = rows.slice(0, page.size);
    const figures = await customerFigures(
      ctx.db,
      items.map((row) => row.id),
    );
    return {
      data: items.map((row) => customerResource(row, figures.get(row.id))),
      meta: {
        page: { size: page.size, after: rows.length > page.size ? cursorOf(items.at(-1)!) : null },
      },
    };
  },

  'customers/get': async (ctx, caller, { id }) => {
    const session = requireSession(caller);
    const { row } = await readableRow<CustomerRow>(
      ctx,
      session,
      'customers',
      id,
      readPermissions.customers,
    );
    const figures = await customerFigures(ctx.db, [row.id]);
    return { data: customerResource(row, figures.get(row.id)) };
  },
};

/** The payments area's customer actions: list and get, with figures computed from their transactions. */
import type { InValue } from '@libsql/client';
import { readableRow, readPermissions, scopeOf } from '../payments/access.js';
import { customerFigures } from '../payments/customerFigures.js';
import {
  compileFilters,
  encodeCursor,
  keyset,
  likeLiteral,
  sortOf,
  type FieldRule,
  type SortRule,
} from '../payments/listQuery.js';
import type { CustomerRow } from '../payments/rows.js';
import { customerResource } from '../payments/serialize.js';
import { attributesOf, filtersOf, pageOf, requireSession } from './helpers.js';
import type { Area } from './types.js';

const DEFAULT_PAGE_SIZE = 100;

const customerFilterRules: Record<string, FieldRule> = {
  email: { kind: 'lower', column: 'email', operators: ['='] },
  createdAt: { kind: 'time', column: 'created_at', operators: ['=', '<', '<=', '>', '>='] },
  search: {
    kind: 'custom',
    operators: ['like'],
    sql: (_operator, value) => {
      const term = `%${likeLiteral(String(value).trim())}%`;
      return { sql: "(name LIKE ? ESCAPE '\\' OR email LIKE ? ESCAPE '\\')", args: [term, term] };
    },
  },
};

const customerSortRules: Record<string, SortRule> = {
  createdAt: { expression: 'created_at', key: 'created_at' },
  name: { expression: 'name', key: 'name' },
};

export const customerActions: Area = {
  'customers/list': async (ctx, caller, { payload }) => {
    const session = requireSession(caller);
    const attributes = attributesOf(payload);
    // Customers belong to the organization: a project scope lists its organization's customers, so reading them
    // needs customers.read on the organization (as customers/get does), not only on the project.
    const scope = await scopeOf(ctx, session, attributes.resourceId, readPermissions.customers);
    if (scope.column === 'project_id')
      await scopeOf(ctx, session, scope.organizationId, readPermissions.customers);
    const page = pageOf(payload, DEFAULT_PAGE_SIZE);
    const { conditions, args } = compileFilters(filtersOf(payload), customerFilterRules);
    const sort = sortOf(attributes.sort, customerSortRules, '-createdAt');
    const cursor = keyset(sort, page.after);
    const where = [
      'organization_id = ?',
      ...conditions,
      ...(cursor.condition ? [cursor.condition] : []),
    ];
    const rows = await ctx.db.all<CustomerRow>(
      `SELECT * FROM customers WHERE ${where.join(' AND ')} ORDER BY ${cursor.orderBy} LIMIT ?`,
      [scope.organizationId, ...args, ...cursor.args, page.size + 1] as InValue[],
    );
    const items = rows.slice(0, page.size);
    const figures = await customerFigures(
      ctx.db,
      items.map((row) => row.id),
    );
    const last = items.at(-1);
    return {
      data: items.map((row) => customerResource(row, figures.get(row.id))),
      meta: {
        page: {
          size: page.size,
          after:
            rows.length > page.size && last
              ? encodeCursor(
                  (last as unknown as Record<string, InValue>)[sort.key] ?? null,
                  last.id,
                )
              : null,
        },
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

/** The SQL of `customers/list`: an organization's customers, filtered, sorted and read by keyset. */
import type { Database } from '../../infra/db/database.js';
import {
  likeLiteral,
  readPage,
  type FieldRule,
  type ListSource,
  type PageQuery,
  type SortRule,
} from './listQuery.js';
import type { CustomerRow } from './rows.js';

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

const customerList: ListSource = {
  select: 'SELECT * FROM customers',
  filters: customerFilterRules,
  sorts: customerSortRules,
  defaultSort: '-createdAt',
};

/** An organization's customers. */
export const queryCustomers = (db: Database, organizationId: string, query: PageQuery) =>
  readPage<CustomerRow>(
    db,
    customerList,
    { sql: 'organization_id = ?', args: [organizationId] },
    query,
  );

/** The SQL of `transactions/list` and `transactions/export`: scope, filters, sort and keyset. */
import { DEFAULT_TRANSACTION_SORT } from '@paydesk/api-client';
import type { InValue } from '@libsql/client';
import type { Database } from '../../infra/db/database.js';
import { ApiError } from '../errors.js';
import type { Scope } from './access.js';
import {
  compileFilters,
  encodeCursor,
  keyset,
  sortOf,
  type FieldRule,
  type FilterPart,
  type PageQuery,
  type SortRule,
} from './listQuery.js';
import type { TransactionRow } from './rows.js';

const equality = ['=', '!=', 'in', 'not-in'] as const;
const range = ['=', '<', '<=', '>', '>='] as const;

const text = (column: string, operators: readonly string[] = equality): FieldRule => ({
  kind: 'text',
  column,
  operators,
});

export const transactionFilterRules: Record<string, FieldRule> = {
  status: text('status'),
  type: text('type'),
  result: text('result'),
  currency: text('currency'),
  amount: { kind: 'number', column: 'amount', operators: range },
  createdAt: { kind: 'time', column: 'created_at', operators: range },
  cardLast4: text('card_last4', ['=']),
  referenceId: text('reference_id', ['=']),
  customerEmail: { kind: 'lower', column: 'customer_email', operators: ['='] },
  customerId: text('customer_id', ['=']),
  projectId: text('project_id', ['=', 'in']),
  originalId: text('original_id', ['=']),
  paymentLinkId: text('payment_link_id', ['=']),
  search: {
    kind: 'custom',
    operators: ['=', 'like'],
    sql: (operator, value, at) => {
      if (typeof value !== 'string' || value.trim() === '')
        throw new ApiError(422, [
          {
            title: 'Expected text',
            code: 'invalid',
            source: { pointer: `/data/attributes/filters/${at}/2` },
          },
        ]);
      const term = value.trim();
      // A prefix is a range, so the reference index serves it (case-sensitive, unlike LIKE).
      return operator === '='
        ? { sql: '(id = ? OR reference_id = ?)', args: [term, term] }
        : {
            sql: '(id = ? OR (reference_id >= ? AND reference_id < ?))',
            args: [term, term, `${term}\u{10ffff}`],
          };
    },
  },
};

export const transactionSortRules: Record<string, SortRule> = {
  createdAt: { expression: 'created_at', key: 'created_at' },
  amount: { expression: 'amount', key: 'amount' },
};

/** Filters served by their own narrow indexes: a query with one never scans much, the planner picks them. */
const pointFields = new Set([
  'cardLast4',
  'referenceId',
  'customerEmail',
  'customerId',
  'originalId',
  'paymentLinkId',
  'search',
]);

/**
 * A filter matching fewer rows than this (probed through its index) drives the query and its rows are sorted;
 * otherwise the sort's keyset index drives and filters are checked on the way, which finds a page after about
 * page size / selectivity rows.
 */
const SELECTIVE_ROWS = 2_000;

/** The index that reads a scope in sort order. */
function sortIndex(scope: Scope, sortKey: string): string {
  const by = sortKey === 'amount' ? 'amount' : 'created';
  return `transactions_${scope.column === 'organization_id' ? 'org' : 'project'}_${by}`;
}

/** The index a filter of this field can drive a query with, if any. */
function filterIndex(scope: Scope, field: string): string | undefined {
  if (field === 'status') return 'transactions_org_status';
  if (field === 'type') return 'transactions_org_type';
  if (field === 'createdAt') return sortIndex(scope, 'created_at');
  if (field === 'amount') return sortIndex(scope, 'amount');
  return undefined;
}

/**
 * Chooses the index for a list query. SQLite's planner only knows average selectivities, and a wrong choice
 * (sorting most of a large organization's payments, or scanning all of them for a rare status) reads far more
 * than a page: so each drivable filter is probed for how many rows it matches, up to {@link SELECTIVE_ROWS}.
 */
async function chooseIndex(
  db: Database,
  scope: Scope,
  scopeSql: string,
  scopeArgs: InValue[],
  parts: FilterPart[],
  sortKey: string,
): Promise<string | undefined> {
  for (const part of parts) if (part.field === 'search') await narrowSearch(db, part);
  if (parts.some((part) => pointFields.has(part.field))) return undefined;
  const byField = new Map<string, FilterPart[]>();
  for (const part of parts) byField.set(part.field, [...(byField.get(part.field) ?? []), part]);
  let best: { index: string; rows: number } | undefined;
  for (const [field, group] of byField) {
    const index = filterIndex(scope, field);
    if (!index || index === sortIndex(scope, sortKey)) continue;
    const probe = await db.get<{ n: number }>(
      `SELECT COUNT(*) AS n FROM (SELECT 1 FROM transactions INDEXED BY ${index}
       WHERE ${scopeSql} AND ${group.map((part) => part.sql).join(' AND ')} LIMIT ${SELECTIVE_ROWS})`,
      [...scopeArgs, ...group.flatMap((part) => part.args)],
    );
    const rows = Number(probe?.n ?? SELECTIVE_ROWS);
    if (rows < SELECTIVE_ROWS && (!best || rows < best.rows)) best = { index, rows };
  }
  return best?.index ?? sortIndex(scope, sortKey);
}

/**
 * A reference prefix matching few references becomes a list of ids read through the reference index (the
 * planner then fetches them by key); a prefix matching many stays a condition checked while reading in order.
 */
async function narrowSearch(db: Database, part: FilterPart): Promise<void> {
  if (part.args.length !== 3) return;
  const [id, from, to] = part.args;
  const probe = await db.get<{ n: number }>(
    `SELECT COUNT(*) AS n FROM (SELECT 1 FROM transactions INDEXED BY transactions_reference
     WHERE reference_id >= ? AND reference_id < ? LIMIT ${SELECTIVE_ROWS})`,
    [from!, to!],
  );
  if (Number(probe?.n ?? SELECTIVE_ROWS) >= SELECTIVE_ROWS) {
    part.field = 'search-wide';
    return;
  }
  part.sql = `id IN (SELECT id FROM transactions WHERE id = ?
    UNION ALL SELECT id FROM transactions WHERE reference_id >= ? AND reference_id < ?)`;
  part.args = [id!, from!, to!];
}

/** Reads one page (or an export) of a scope's transactions in the requested order. */
export async function queryTransactions(
  db: Database,
  scope: Scope,
  query: PageQuery,
): Promise<{ rows: TransactionRow[]; cursorOf: (row: TransactionRow) => string }> {
  const { parts } = compileFilters(query.filters, transactionFilterRules);
  const sort = sortOf(query.sort, transactionSortRules, DEFAULT_TRANSACTION_SORT);
  const page = keyset(sort, query.after);
  // The organization is always named so its indexes serve project scopes too.
  const scopeSql =
    scope.column === 'organization_id'
      ? 'organization_id = ?'
      : 'project_id = ? AND organization_id = ?';
  const scopeArgs: InValue[] =
    scope.column === 'organization_id' ? [scope.id] : [scope.id, scope.organizationId];
  const index = await chooseIndex(db, scope, scopeSql, scopeArgs, parts, sort.key);
  const where = [
    scopeSql,
    ...parts.map((part) => part.sql),
    ...(page.condition ? [page.condition] : []),
  ];
  const rows = await db.all<TransactionRow>(
    `SELECT * FROM transactions${index ? ` INDEXED BY ${index}` : ''} WHERE ${where.join(' AND ')}
     ORDER BY ${page.orderBy} LIMIT ?`,
    [...scopeArgs, ...parts.flatMap((part) => part.args), ...page.args, query.limit],
  );
  return {
    rows,
    cursorOf: (row) =>
      encodeCursor((row as unknown as Record<string, InValue>)[sort.key] ?? null, row.id),
  };
}

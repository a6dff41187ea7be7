/** Reading disputes with their evidence and files, and the SQL of `disputes/list`. */
import type { InValue } from '@libsql/client';
import type { Database } from '../db/database.js';
import type { Filter } from '../actions/helpers.js';
import type { Scope } from './access.js';
import {
  compileFilters,
  encodeCursor,
  keyset,
  sortOf,
  type FieldRule,
  type SortRule,
} from './listQuery.js';
import type { DisputeRow, EvidenceRow, PaymentFileRow } from './rows.js';
import { disputeResource } from './serialize.js';

/** A deadline far in the future stands in for "none", so disputes without one sort last (ascending). */
const NO_DEADLINE = 8_640_000_000_000_000;

const disputeFilterRules: Record<string, FieldRule> = {
  state: { kind: 'text', column: 'state', operators: ['=', '!=', 'in', 'not-in'] },
  reasonCode: { kind: 'text', column: 'reason_code', operators: ['=', 'in'] },
  createdAt: { kind: 'time', column: 'created_at', operators: ['=', '<', '<=', '>', '>='] },
  transactionId: { kind: 'text', column: 'transaction_id', operators: ['='] },
  projectId: { kind: 'text', column: 'project_id', operators: ['=', 'in'] },
  search: {
    kind: 'custom',
    operators: ['='],
    sql: (_operator, value) => ({
      sql: '(id = ? OR transaction_id = ?)',
      args: [String(value).trim(), String(value).trim()],
    }),
  },
};

const disputeSortRules: Record<string, SortRule> = {
  createdAt: { expression: 'created_at', key: 'created_at' },
  amount: { expression: 'amount', key: 'amount' },
  responseDeadline: {
    expression: `IFNULL(response_deadline, ${NO_DEADLINE})`,
    key: 'sort_deadline',
  },
};

export async function queryDisputes(
  db: Database,
  scope: Scope,
  query: { filters: readonly Filter[]; sort: unknown; after: string | undefined; limit: number },
) {
  const { conditions, args } = compileFilters(query.filters, disputeFilterRules);
  const sort = sortOf(query.sort, disputeSortRules, '-createdAt');
  const page = keyset(sort, query.after);
  const where = [`${scope.column} = ?`, ...conditions, ...(page.condition ? [page.condition] : [])];
  const rows = await db.all<DisputeRow & { sort_deadline: number }>(
    `SELECT *, IFNULL(response_deadline, ${NO_DEADLINE}) AS sort_deadline FROM disputes
     WHERE ${where.join(' AND ')} ORDER BY ${page.orderBy} LIMIT ?`,
    [scope.id, ...args, ...page.args, query.limit] as InValue[],
  );
  return {
    rows,
    cursorOf: (row: DisputeRow & { sort_deadline: number }) =>
      encodeCursor((row as unknown as Record<string, InValue>)[sort.key] ?? null, row.id),
  };
}

/** Dispute resources with their evidence and its attachments. */
export async function disputeResources(db: Database, rows: readonly DisputeRow[]) {
  if (rows.length === 0) return [];
  const marks = rows.map(() => '?').join(', ');
  const ids = rows.map((row) => row.id);
  const evidence = await db.all<EvidenceRow>(
    `SELECT * FROM dispute_evidence WHERE dispute_id IN (${marks}) ORDER BY submitted_at, id`,
    ids,
  );
  const files = evidence.length
    ? await db.all<PaymentFileRow>(
        `SELECT id, name, size, mime_type, evidence_id FROM files WHERE evidence_id IN (${evidence.map(() => '?').join(', ')}) ORDER BY created_at, id`,
        evidence.map((item) => item.id),
      )
    : [];
  return rows.map((row) => disputeResource(row, evidence, files));
}

/** Reading disputes with their evidence and files, and the SQL of `disputes/list`. */
import { disputeDueWithinDays, openDisputeStates } from '@paydesk/api-client';
import type { Database } from '../../infra/db/database.js';
import { DAY } from '../../infra/time.js';
import type { FileRow } from '../files/files.js';
import type { Scope } from './access.js';
import {
  readPage,
  type FieldRule,
  type ListSource,
  type PageQuery,
  type SortRule,
} from './listQuery.js';
import type { DisputeRow, EvidenceRow, TransactionRow } from './rows.js';

/** A deadline far in the future stands in for "none", so disputes without one sort last (ascending). */
const NO_DEADLINE = 8_640_000_000_000_000;

const openStatesSql = openDisputeStates.map((state) => `'${state}'`).join(', ');

/**
 * `dueWithinDays <= n`: disputes still waiting for the merchant whose deadline has not passed and is at most n
 * days after `now` (the emulator clock, not the browser's: what "time left" means is the provider's call).
 */
const dueWithinRule = (now: number): FieldRule => ({
  kind: 'custom',
  operators: ['<='],
  sql: (_operator, value) => {
    const days = Number(value);
    if (!(disputeDueWithinDays as readonly number[]).includes(days)) return { sql: '0', args: [] };
    return {
      sql: `(state IN (${openStatesSql}) AND response_deadline > ? AND response_deadline <= ?)`,
      args: [now, now + days * DAY],
    };
  },
});

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

const disputeList = (now: number): ListSource => ({
  select: `SELECT *, IFNULL(response_deadline, ${NO_DEADLINE}) AS sort_deadline FROM disputes`,
  filters: { ...disputeFilterRules, dueWithinDays: dueWithinRule(now) },
  sorts: disputeSortRules,
  defaultSort: '-createdAt',
});

/** A page of disputes; `now` is the clock's time, for the time-left filter. */
export const queryDisputes = (db: Database, scope: Scope, query: PageQuery, now: number) =>
  readPage<DisputeRow & { sort_deadline: number }>(
    db,
    disputeList(now),
    { sql: `${scope.column} = ?`, args: [scope.id] },
    query,
  );

/** What a dispute answer shows of an evidence attachment. */
export type EvidenceFile = Pick<FileRow, 'id' | 'name' | 'size' | 'mime_type' | 'evidence_id'>;

/** The evidence of some disputes, and its attachments. */
export async function evidenceOf(
  db: Database,
  rows: readonly DisputeRow[],
): Promise<{ evidence: EvidenceRow[]; files: EvidenceFile[] }> {
  if (rows.length === 0) return { evidence: [], files: [] };
  const marks = rows.map(() => '?').join(', ');
  const ids = rows.map((row) => row.id);
  const evidence = await db.all<EvidenceRow>(
    `SELECT * FROM dispute_evidence WHERE dispute_id IN (${marks}) ORDER BY submitted_at, id`,
    ids,
  );
  const files = evidence.length
    ? await db.all<EvidenceFile>(
        `SELECT id, name, size, mime_type, evidence_id FROM files WHERE evidence_id IN (${evidence.map(() => '?').join(', ')}) ORDER BY created_at, id`,
        evidence.map((item) => item.id),
      )
    : [];
  return { evidence, files };
}

/** The transactions some disputes are about (what dispute answers include). */
export async function disputedTransactions(
  db: Database,
  rows: readonly DisputeRow[],
): Promise<TransactionRow[]> {
  const ids = [...new Set(rows.map((row) => row.transaction_id))];
  if (ids.length === 0) return [];
  return db.all<TransactionRow>(
    `SELECT * FROM transactions WHERE id IN (${ids.map(() => '?').join(', ')})`,
    ids,
  );
}

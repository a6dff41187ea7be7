/** Antifraud rules and list entries as stored (migration 18), and their resources. */
import type { AntifraudClause, AntifraudListKind, AntifraudListType } from '@paydesk/api-client';
import type { Database } from '../../infra/db/database.js';

export interface RuleRow {
  id: string;
  organization_id: string;
  name: string;
  action: string;
  priority: number;
  enabled: number;
  /** JSON of the clauses. */
  conditions: string;
  created_at: number;
  updated_at: number;
}

export interface EntryRow {
  id: string;
  organization_id: string;
  list_type: AntifraudListType;
  kind: AntifraudListKind;
  value: string;
  note: string;
  created_at: number;
}

const iso = (ms: number) => new Date(Number(ms)).toISOString();

export const conditionsOf = (row: RuleRow) => JSON.parse(row.conditions) as AntifraudClause[];

/** An organization's rules in the order screening tries them: priority, then name. */
export const rulesOf = (db: Database, organizationId: string) =>
  db.all<RuleRow>(
    'SELECT * FROM antifraud_rules WHERE organization_id = ? ORDER BY priority, name, id',
    [organizationId],
  );

export const ruleById = (db: Database, id: string) =>
  db.get<RuleRow>('SELECT * FROM antifraud_rules WHERE id = ?', [id]);

export const entriesOf = (db: Database, organizationId: string) =>
  db.all<EntryRow>(
    'SELECT * FROM antifraud_entries WHERE organization_id = ? ORDER BY created_at DESC, rowid DESC',
    [organizationId],
  );

export const entryById = (db: Database, id: string) =>
  db.get<EntryRow>('SELECT * FROM antifraud_entries WHERE id = ?', [id]);

export const ruleResource = (row: RuleRow) => ({
  type: 'antifraud-rule' as const,
  id: row.id,
  attributes: {
    name: row.name,
    action: row.action,
    priority: Number(row.priority),
    enabled: Number(row.enabled) === 1,
    conditions: conditionsOf(row),
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  },
});

export const entryResource = (row: EntryRow) => ({
  type: 'antifraud-list-entry' as const,
  id: row.id,
  attributes: {
    listType: row.list_type,
    kind: row.kind,
    value: row.value,
    note: row.note,
    createdAt: iso(row.created_at),
  },
});

/** Writing antifraud rules: each clause's value is checked at its field with the contract's one check. */
import { audit, changedFields } from '../audit/entries.js';
import {
  ANTIFRAUD_ERRORS,
  antifraudClauseError,
  normalizeClauseValue,
  type AntifraudClause,
} from '@paydesk/api-client';
import { secureId } from '../../infra/random.js';
import type { DomainContext } from '../context.js';
import { ApiError } from '../errors.js';
import type { RuleRow } from './store.js';

export interface RuleInput {
  name: string;
  action: string;
  priority: number;
  enabled: boolean;
  conditions: AntifraudClause[];
}

/** The clauses as stored, or a 422 naming every bad clause value (and an empty condition) at its pointer. */
export function checkedConditions(conditions: AntifraudClause[]): AntifraudClause[] {
  const errors = conditions.flatMap((clause, index) => {
    const title = antifraudClauseError(clause.field, clause.operator, clause.value);
    return title
      ? [
          {
            title,
            code: 'invalid',
            source: { pointer: `/data/attributes/conditions/${index}/value` },
          },
        ]
      : [];
  });
  if (conditions.length === 0)
    errors.push({
      title: ANTIFRAUD_ERRORS.conditions,
      code: 'invalid',
      source: { pointer: '/data/attributes/conditions' },
    });
  if (errors.length > 0) throw new ApiError(422, errors);
  return conditions.map((clause) => ({
    ...clause,
    value: normalizeClauseValue(clause.field, clause.operator, clause.value),
  }));
}

export async function createRule(
  ctx: DomainContext,
  organizationId: string,
  input: RuleInput,
): Promise<RuleRow> {
  const now = ctx.clock.now();
  const row: RuleRow = {
    id: secureId('afr'),
    organization_id: organizationId,
    name: input.name.trim(),
    action: input.action,
    priority: input.priority,
    enabled: input.enabled ? 1 : 0,
    conditions: JSON.stringify(checkedConditions(input.conditions)),
    created_at: now,
    updated_at: now,
  };
  audit(ctx, {
    organizationId,
    kind: 'antifraud-rule-created',
    targetType: 'antifraud-rule',
    targetId: row.id,
    summary: row.name,
    after: ruleValues(row),
  });
  await ctx.db.run(
    `INSERT INTO antifraud_rules (id, organization_id, name, action, priority, enabled, conditions, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    [
      row.id,
      row.organization_id,
      row.name,
      row.action,
      row.priority,
      row.enabled,
      row.conditions,
      row.created_at,
      row.updated_at,
    ],
  );
  return row;
}

export async function updateRule(
  ctx: DomainContext,
  row: RuleRow,
  input: RuleInput,
): Promise<RuleRow> {
  const updated: RuleRow = {
    ...row,
    name: input.name.trim(),
    action: input.action,
    priority: input.priority,
    enabled: input.enabled ? 1 : 0,
    conditions: JSON.stringify(checkedConditions(input.conditions)),
    updated_at: ctx.clock.now(),
  };
  ruleChanged(ctx, row, updated);
  await ctx.db.run(
    `UPDATE antifraud_rules SET name = ?, action = ?, priority = ?, enabled = ?, conditions = ?, updated_at = ? WHERE id = ?`,
    [
      updated.name,
      updated.action,
      updated.priority,
      updated.enabled,
      updated.conditions,
      updated.updated_at,
      row.id,
    ],
  );
  return updated;
}

export async function setRuleEnabled(
  ctx: DomainContext,
  row: RuleRow,
  enabled: boolean,
): Promise<RuleRow> {
  const updated = { ...row, enabled: enabled ? 1 : 0, updated_at: ctx.clock.now() };
  ruleChanged(ctx, row, updated);
  await ctx.db.run('UPDATE antifraud_rules SET enabled = ?, updated_at = ? WHERE id = ?', [
    updated.enabled,
    updated.updated_at,
    row.id,
  ]);
  return updated;
}

export const deleteRule = (ctx: DomainContext, row: RuleRow) => {
  audit(ctx, {
    organizationId: row.organization_id,
    kind: 'antifraud-rule-deleted',
    targetType: 'antifraud-rule',
    targetId: row.id,
    summary: row.name,
    before: ruleValues(row),
  });
  return ctx.db.run('DELETE FROM antifraud_rules WHERE id = ?', [row.id]);
};

/** A rule's values as its audit entries show them. */
const ruleValues = (row: RuleRow) => ({
  name: row.name,
  action: row.action,
  priority: row.priority,
  enabled: Number(row.enabled) === 1,
  conditions: JSON.parse(row.conditions) as unknown,
});

function ruleChanged(ctx: DomainContext, row: RuleRow, updated: RuleRow): void {
  audit(ctx, {
    organizationId: row.organization_id,
    kind: 'antifraud-rule-updated',
    targetType: 'antifraud-rule',
    targetId: row.id,
    summary: updated.name,
    ...changedFields(ruleValues(row), ruleValues(updated)),
  });
}

/** The rule editor's values, their one check (the contract's, as the emulator runs it) and the payload. */
import {
  antifraudClauseError,
  type ErrorObject,
  antifraudOperatorsByField,
  type AntifraudAction,
  type AntifraudClause,
  type AntifraudField,
  type AntifraudOperator,
  type AntifraudRule,
} from '@paydesk/api-client';
import { PRIORITY_ERROR } from './labels';

export interface ClauseValues extends AntifraudClause {
  /** A stable React key while clauses are added and removed. */
  key: string;
}

export interface RuleValues {
  name: string;
  action: AntifraudAction;
  priority: string;
  enabled: boolean;
  clauses: ClauseValues[];
}

let nextKey = 0;
export const newClause = (field: AntifraudField = 'cardBin'): ClauseValues => ({
  key: `clause-${(nextKey += 1)}`,
  field,
  operator: antifraudOperatorsByField[field][0]!,
  value: '',
});

export const clauseValueName = (index: number) => `condition-${index}-value`;

/** The form's fields a server error may name: the rule's attributes and each clause's value. */
export const ruleFields = (values: RuleValues) => [
  'name',
  'priority',
  'conditions',
  ...values.clauses.map((_, index) => clauseValueName(index)),
];

/** A clause value's field, which the server names by its index (`fieldErrors`' `fieldOf`). */
export function ruleFieldOf(problem: ErrorObject): string | undefined {
  const clause = /^\/data\/attributes\/conditions\/(\d+)\/value$/.exec(
    problem.source?.pointer ?? '',
  );
  return clause ? clauseValueName(Number(clause[1])) : undefined;
}

export function ruleValuesOf(rule: AntifraudRule | null): RuleValues {
  if (!rule)
    return { name: '', action: 'block', priority: '100', enabled: true, clauses: [newClause()] };
  const a = rule.attributes;
  return {
    name: a.name,
    action: a.action,
    priority: String(a.priority),
    enabled: a.enabled,
    clauses: a.conditions.map((clause) => ({ ...newClause(clause.field), ...clause })),
  };
}

/** A field's operator kept when it applies to the new field, else the field's first. */
export function withField(clause: ClauseValues, field: AntifraudField): ClauseValues {
  const operators = antifraudOperatorsByField[field];
  const operator: AntifraudOperator = operators.includes(clause.operator)
    ? clause.operator
    : operators[0]!;
  return { ...clause, field, operator };
}

/** The English texts of what is wrong, by field name (clause values by their index). */
export function checkRule(values: RuleValues): Record<string, string> {
  const errors: Record<string, string> = {};
  if (values.name.trim() === '') errors.name = 'Enter a name';
  if (!/^\d{1,5}$/.test(values.priority.trim()) || Number(values.priority) > 10000)
    errors.priority = PRIORITY_ERROR;
  values.clauses.forEach((clause, index) => {
    const problem = antifraudClauseError(clause.field, clause.operator, clause.value);
    if (problem) errors[clauseValueName(index)] = problem;
  });
  return errors;
}

export const conditionsOf = (values: RuleValues): AntifraudClause[] =>
  values.clauses.map(({ field, operator, value }) => ({ field, operator, value: value.trim() }));

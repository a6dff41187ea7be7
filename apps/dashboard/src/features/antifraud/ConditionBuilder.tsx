import { useLingui } from '@lingui/react/macro';
import {
  antifraudFields,
  antifraudOperatorsByField,
  type AntifraudField,
  type AntifraudOperator,
} from '@paydesk/api-client';
import { Button, Inline, Select, SelectItem, Stack, Text, TextField } from '@paydesk/ui';
import { fieldLabels, operatorLabels } from './labels';
import { clauseValueName, newClause, withField, type ClauseValues } from './ruleForm';

export interface ConditionBuilderProps {
  clauses: ClauseValues[];
  onChange: (clauses: ClauseValues[]) => void;
  /** Errors by field name, shown at the clause's value. */
  errors: Record<string, string | string[]>;
  edited: (name: string) => void;
}

/** Clauses ANDed: each a field, an operator that applies to it and a value; add and remove them. */
export function ConditionBuilder({ clauses, onChange, errors, edited }: ConditionBuilderProps) {
  const { t, i18n } = useLingui();
  const replace = (index: number, clause: ClauseValues) =>
    onChange(clauses.map((current, at) => (at === index ? clause : current)));

  return (
    <Stack gap="sm">
      <Text weight="medium">{t`Conditions (all must hold)`}</Text>
      {clauses.map((clause, index) => {
        const number = index + 1;
        return (
          <Inline key={clause.key} gap="sm" align="end" wrap={false}>
            <Select
              label={t`Field ${number}`}
              selectedKey={clause.field}
              onSelectionChange={(key) => replace(index, withField(clause, key as AntifraudField))}
            >
              {antifraudFields.map((field) => (
                <SelectItem key={field} id={field}>
                  {i18n._(fieldLabels[field])}
                </SelectItem>
              ))}
            </Select>
            <Select
              label={t`Operator ${number}`}
              selectedKey={clause.operator}
              onSelectionChange={(key) =>
                replace(index, { ...clause, operator: key as AntifraudOperator })
              }
            >
              {antifraudOperatorsByField[clause.field].map((operator) => (
                <SelectItem key={operator} id={operator}>
                  {i18n._(operatorLabels[operator])}
                </SelectItem>
              ))}
            </Select>
            <TextField
              name={clauseValueName(index)}
              label={t`Value ${number}`}
              description={
                clause.operator === 'in' || clause.operator === 'notIn'
                  ? t`Separate values with commas`
                  : undefined
              }
              value={clause.value}
              onChange={(value) => {
                replace(index, { ...clause, value });
                edited(clauseValueName(index));
              }}
              isRequired
            />
            {clauses.length > 1 && (
              <Button
                variant="ghost"
                aria-label={t`Remove condition ${number}`}
                onPress={() => onChange(clauses.filter((_, at) => at !== index))}
              >
                {t`Remove`}
              </Button>
            )}
          </Inline>
        );
      })}
      <Inline>
        <Button
          variant="secondary"
          isDisabled={clauses.length >= 20}
          onPress={() => onChange([...clauses, newClause()])}
        >
          {t`Add condition`}
        </Button>
      </Inline>
      {errors.conditions && <Text tone="danger">{String(errors.conditions)}</Text>}
    </Stack>
  );
}

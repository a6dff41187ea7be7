import { Trans, useLingui } from '@lingui/react/macro';
import { antifraud, antifraudActions, type AntifraudRule } from '@paydesk/api-client';
import { actionMutationOptions } from '@paydesk/api-client/query';
import { Select, SelectItem, Switch, TextField } from '@paydesk/ui';
import { useState } from 'react';
import { api } from '../../shared/api/client';
import { FormModal } from '../../shared/forms/FormModal';
import { NameField } from '../../shared/forms/NameField';
import { useSaveFormModalMutations } from '../../shared/forms/useFormModalMutation';
import { ConditionBuilder } from './ConditionBuilder';
import { DryRun } from './DryRun';
import { actionLabels, antifraudErrorText } from './labels';
import { antifraudQueries } from './queries';
import {
  checkRule,
  conditionsOf,
  ruleFieldOf,
  ruleFields,
  ruleValuesOf,
  type RuleValues,
} from './ruleForm';

export interface RuleModalProps {
  organizationId: string;
  /** The rule to edit; null creates one. */
  rule: AntifraudRule | null;
  onOpenChange: (isOpen: boolean) => void;
}

/** Creates or edits a rule: name, action, priority, enabled, and its conditions; a dry run before saving. */
export function RuleModal({ organizationId, rule, onOpenChange }: RuleModalProps) {
  const { t, i18n } = useLingui();
  const [values, setValues] = useState<RuleValues>(() => ruleValuesOf(rule));
  const set = (patch: Partial<RuleValues>) => setValues((current) => ({ ...current, ...patch }));
  const save = useSaveFormModalMutations(
    actionMutationOptions(api, antifraud.actions['antifraud-rules/create']),
    actionMutationOptions(api, antifraud.actions['antifraud-rules/update']),
    {
      errors: { fields: ruleFields(values), fieldOf: ruleFieldOf, titleText: antifraudErrorText },
      invalidates: [antifraudQueries.keys.rules()],
      toast: () => (rule ? t`Rule saved` : t`Rule created`),
      onOpenChange,
    },
  );
  const { errors, setErrors, edited } = save;

  const translated = (found: Record<string, string>) =>
    Object.fromEntries(
      Object.entries(found).map(([name, text]) => [name, antifraudErrorText(text, i18n)]),
    );
  const check = () => {
    const found = checkRule(values);
    setErrors(translated(found));
    return Object.keys(found).length === 0;
  };

  const onSubmit = () => {
    if (!check()) return;
    const attributes = {
      resourceId: organizationId,
      name: values.name.trim(),
      action: values.action,
      priority: Number(values.priority),
      enabled: values.enabled,
      conditions: conditionsOf(values),
    };
    const payload = { data: { type: 'antifraud-rule' as const, attributes } };
    if (rule) save.update.mutate({ id: rule.id, payload });
    else save.create.mutate({ payload });
  };

  return (
    <FormModal
      onOpenChange={onOpenChange}
      title={rule ? <Trans>Edit rule</Trans> : <Trans>New rule</Trans>}
      size="lg"
      submitLabel={rule ? <Trans>Save rule</Trans> : <Trans>Create rule</Trans>}
      form={save}
      onSubmit={onSubmit}
    >
      <NameField
        value={values.name}
        onChange={(name) => {
          set({ name });
          edited('name');
        }}
        maxLength={100}
      />
      <Select
        name="action"
        label={t`Action`}
        description={t`Block refuses the payment, review flags it, allow lets it through.`}
        selectedKey={values.action}
        onSelectionChange={(key) => set({ action: key as RuleValues['action'] })}
        isRequired
      >
        {antifraudActions.map((action) => (
          <SelectItem key={action} id={action}>
            {i18n._(actionLabels[action])}
          </SelectItem>
        ))}
      </Select>
      <TextField
        name="priority"
        label={t`Priority`}
        description={t`Lower numbers run first; the first matching rule decides.`}
        inputMode="numeric"
        value={values.priority}
        onChange={(priority) => {
          set({ priority });
          edited('priority');
        }}
        isRequired
      />
      <Switch isSelected={values.enabled} onChange={(enabled) => set({ enabled })}>
        {t`Enabled`}
      </Switch>
      <ConditionBuilder
        clauses={values.clauses}
        onChange={(clauses) => set({ clauses })}
        errors={errors}
        edited={edited}
      />
      <DryRun organizationId={organizationId} conditions={conditionsOf(values)} check={check} />
    </FormModal>
  );
}

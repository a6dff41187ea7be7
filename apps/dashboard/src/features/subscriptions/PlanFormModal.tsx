import { useLingui } from '@lingui/react/macro';
import { billingIntervals, subscriptions, type Plan } from '@paydesk/api-client';
import { actionMutationOptions } from '@paydesk/api-client/query';
import { AmountField, Inline, NumberField, Select, SelectItem } from '@paydesk/ui';
import { useNavigate } from '@tanstack/react-router';
import { AmountWithCurrency } from '../../shared/forms/AmountWithCurrency';
import { NameField } from '../../shared/forms/NameField';
import { FormModal } from '../../shared/forms/FormModal';
import { api } from '../../shared/api/client';
import { useFormValues } from '../../shared/forms/useFormValues';
import { useSaveFormModalMutations } from '../../shared/forms/useFormModalMutation';
import { intervalLabels, subscriptionErrorMessages } from './labels';
import { allSubscriptionKeys } from './queries';

const fields = [
  'name',
  'amount',
  'currency',
  'interval',
  'intervalCount',
  'discountPercent',
  'setupFee',
  'trialDays',
  'vatPercent',
] as const;

type Values = {
  name: string;
  amount: number | null;
  currency: string;
  interval: Plan['attributes']['interval'];
  intervalCount: number;
  discountPercent: number;
  setupFee: number | null;
  trialDays: number;
  vatPercent: number;
};

const valuesOf = (plan?: Plan): Values =>
  plan
    ? { ...plan.attributes }
    : {
        name: '',
        amount: null,
        currency: 'EUR',
        interval: 'month',
        intervalCount: 1,
        discountPercent: 0,
        setupFee: 0,
        trialDays: 0,
        vatPercent: 0,
      };

/** A number field's value for the provider: NaN (an emptied field) is sent as it is refused, at its field. */
const numberOrNaN = (value: number) => (Number.isNaN(value) ? -1 : value);

export interface PlanFormModalProps {
  organizationId: string;
  /** The plan to edit; none creates one (and opens it). */
  plan?: Plan;
  onOpenChange: (isOpen: boolean) => void;
}

/**
 * Creates or edits a plan: its price and billing period, then discount, one-time fee, trial and VAT. The provider
 * checks every field; its refusals appear at their fields and what was typed stays.
 */
export function PlanFormModal({ organizationId, plan, onOpenChange }: PlanFormModalProps) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const save = useSaveFormModalMutations(
    actionMutationOptions(api, subscriptions.actions['plans/create']),
    actionMutationOptions(api, subscriptions.actions['plans/update']),
    {
      errors: { fields, messages: subscriptionErrorMessages },
      invalidates: allSubscriptionKeys(),
      toast: () => (plan ? t`Plan saved` : t`Plan created`),
      onOpenChange,
      onDone: ({ data }) => {
        if (!plan) void navigate({ to: '/plans/$planId', params: { planId: data.id } });
      },
    },
  );
  const { edited } = save;
  // A number field commits its text on blur; its server error goes as soon as it is typed in, so the submit that
  // follows the correction is not held back by the error it corrects.
  const { values, set } = useFormValues<Values>(() => valuesOf(plan), edited);

  const onSubmit = () => {
    const terms = {
      name: values.name,
      amount: values.amount ?? 0,
      currency: values.currency,
      interval: values.interval,
      intervalCount: numberOrNaN(values.intervalCount),
      discountPercent: numberOrNaN(values.discountPercent),
      setupFee: values.setupFee ?? 0,
      trialDays: numberOrNaN(values.trialDays),
      vatPercent: numberOrNaN(values.vatPercent),
    };
    if (plan) {
      save.update.mutate({ id: plan.id, payload: { data: { type: 'plan', attributes: terms } } });
    } else {
      save.create.mutate({
        payload: { data: { type: 'plan', attributes: { resourceId: organizationId, ...terms } } },
      });
    }
  };

  const percentField = (name: 'discountPercent' | 'vatPercent', label: string) => (
    <NumberField
      name={name}
      label={label}
      value={values[name]}
      onChange={set(name)}
      onKeyDown={() => edited(name)}
      minValue={0}
      maxValue={100}
    />
  );

  return (
    <FormModal
      onOpenChange={onOpenChange}
      title={plan ? t`Edit plan` : t`Create plan`}
      submitLabel={plan ? t`Save` : t`Create plan`}
      form={save}
      onSubmit={onSubmit}
    >
      <NameField value={values.name} onChange={set('name')} maxLength={100} />
      <Inline gap="md" align="start" wrap={false}>
        <AmountWithCurrency label={t`Price per billing cycle`} values={values} set={set} />
      </Inline>
      <Inline gap="md" align="start" wrap={false}>
        <NumberField
          name="intervalCount"
          label={t`Bill every`}
          value={values.intervalCount}
          onChange={set('intervalCount')}
          onKeyDown={() => edited('intervalCount')}
          minValue={1}
          maxValue={365}
          step={1}
          isRequired
        />
        <Select
          name="interval"
          label={t`Billing period`}
          selectedKey={values.interval}
          onSelectionChange={(key) => set('interval')(key as Values['interval'])}
        >
          {billingIntervals.map((interval) => (
            <SelectItem key={interval} id={interval}>
              {i18n._(intervalLabels[interval])}
            </SelectItem>
          ))}
        </Select>
      </Inline>
      <Inline gap="md" align="start" wrap={false}>
        {percentField('discountPercent', t`Discount (%)`)}
        {percentField('vatPercent', t`VAT (%)`)}
      </Inline>
      <Inline gap="md" align="start" wrap={false}>
        <AmountField
          name="setupFee"
          label={t`One-time fee`}
          description={t`Charged with the first invoice`}
          currency={values.currency}
          value={values.setupFee}
          onChange={set('setupFee')}
          minValue={0}
        />
        <NumberField
          name="trialDays"
          label={t`Trial (days)`}
          description={t`0 for no trial`}
          value={values.trialDays}
          onChange={set('trialDays')}
          onKeyDown={() => edited('trialDays')}
          // The provider bounds it (0…365) and says so at the field.
          minValue={0}
          step={1}
        />
      </Inline>
    </FormModal>
  );
}

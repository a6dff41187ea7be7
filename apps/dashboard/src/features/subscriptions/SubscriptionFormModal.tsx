import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import {
  collectionMethods,
  MAX_UNPAID_REMINDERS,
  subscriptionEnds,
  subscriptions,
  subscriptionStarts,
  type CollectionMethod,
  type Customer,
  type SubscriptionEnd,
  type SubscriptionStart,
} from '@paydesk/api-client';
import { actionMutationOptions } from '@paydesk/api-client/query';
import {
  AmountField,
  ComboBox,
  ComboBoxItem,
  NumberField,
  Radio,
  RadioGroup,
  Select,
  SelectItem,
  TextField,
} from '@paydesk/ui';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { FormModal } from '../../shared/forms/FormModal';
import { api } from '../../shared/api/client';
import { useFormModalMutation } from '../../shared/forms/useFormModalMutation';
import { useFormValues } from '../../shared/forms/useFormValues';
import { useFormatAmount } from '../../shared/money/useFormatAmount';
import { InvoiceFieldsEditor } from './InvoiceFieldsEditor';
import { invoiceFieldsToSend, type InvoiceFieldRows } from './invoiceFields';
import { collectionLabels, endLabels, startLabels, subscriptionErrorMessages } from './labels';
import { allSubscriptionKeys, customerChoices, subscriptionQueries } from './queries';
import { useBillingPeriod } from './useBillingPeriod';

const fields = [
  'customerId',
  'planId',
  'amount',
  'starts',
  'startDate',
  'ends',
  'endsAfterCycles',
  'endDate',
  'collectionMethod',
  'paymentMethodId',
  'invoiceFields',
  'reminders',
] as const;

interface Values {
  planId: string | null;
  amount: number | null;
  starts: SubscriptionStart;
  startDate: string;
  ends: SubscriptionEnd;
  endsAfterCycles: number;
  endDate: string;
  collectionMethod: CollectionMethod;
  paymentMethodId: string | null;
  invoiceFields: InvoiceFieldRows;
  reminders: number;
}

const initialValues: Values = {
  planId: null,
  amount: null,
  starts: 'immediately',
  startDate: '',
  ends: 'never',
  endsAfterCycles: 12,
  endDate: '',
  collectionMethod: 'payment-method',
  paymentMethodId: null,
  invoiceFields: [],
  reminders: MAX_UNPAID_REMINDERS,
};

const tokenLabel = (token: Customer['attributes']['savedTokens'][number]) =>
  token.cardBrand && token.last4
    ? `${token.cardBrand[0]!.toUpperCase()}${token.cardBrand.slice(1)} •••• ${token.last4}`
    : token.maskedToken;

export interface SubscriptionFormModalProps {
  organizationId: string;
  onOpenChange: (isOpen: boolean) => void;
}

/**
 * Subscribes a customer to an active plan. Only the fields that apply show: the start date for a chosen start,
 * the cycles or end date for the chosen end, the saved payment method when one is charged. The provider checks
 * every field; its refusals appear at their fields and what was typed stays.
 */
export function SubscriptionFormModal({
  organizationId,
  onOpenChange,
}: SubscriptionFormModalProps) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const formatAmount = useFormatAmount();
  const billingPeriod = useBillingPeriod();
  const [customerSearch, setCustomerSearch] = useState('');
  const [customer, setCustomer] = useState<Customer | null>(null);

  const customers = useQuery(customerChoices(organizationId, customerSearch));
  const plans = useQuery(subscriptionQueries.plans(organizationId, { status: ['active'] }));
  const tokens = customer?.attributes.savedTokens ?? [];

  const create = useFormModalMutation(
    actionMutationOptions(api, subscriptions.actions['subscriptions/create']),
    {
      errors: { fields, messages: subscriptionErrorMessages },
      invalidates: allSubscriptionKeys(),
      toast: () => t`Subscription created`,
      onOpenChange,
      onDone: (answer) =>
        void navigate({
          to: '/subscriptions/$subscriptionId',
          params: { subscriptionId: answer.data.id },
        }),
    },
  );
  const { errors, edited } = create;
  const { values, set, setValues } = useFormValues<Values>(() => initialValues, edited);
  const plan = plans.data?.find((row) => row.id === values.planId);

  const onSubmit = () => {
    const { starts, ends, endsAfterCycles: cycles, collectionMethod } = values;
    create.mutate({
      payload: {
        data: {
          type: 'subscription',
          attributes: {
            customerId: customer?.id ?? '',
            planId: values.planId ?? '',
            amount: values.amount ?? null,
            starts,
            startDate: starts === 'custom-date' ? values.startDate : null,
            ends,
            endsAfterCycles: ends === 'after-cycles' ? (Number.isNaN(cycles) ? 0 : cycles) : null,
            endDate: ends === 'custom-date' ? values.endDate : null,
            collectionMethod,
            paymentMethodId: collectionMethod === 'payment-method' ? values.paymentMethodId : null,
            invoiceFields: invoiceFieldsToSend(values.invoiceFields),
            reminders: values.reminders,
          },
        },
      },
    });
  };

  const choice = <K extends 'starts' | 'ends' | 'collectionMethod'>(
    name: K,
    label: string,
    options: readonly Values[K][],
    labels: Record<Values[K], MessageDescriptor>,
  ) => (
    <RadioGroup
      name={name}
      label={label}
      value={values[name]}
      // The radios below are the options; the group hands back their value as a string.
      onChange={(next) => set(name)(next as Values[K])}
    >
      {options.map((value) => (
        <Radio key={value} value={value}>
          {i18n._(labels[value])}
        </Radio>
      ))}
    </RadioGroup>
  );
  const dateField = (name: 'startDate' | 'endDate', label: string) => (
    <TextField
      name={name}
      type="date"
      label={label}
      value={values[name]}
      onChange={set(name)}
      isRequired
    />
  );

  return (
    <FormModal
      onOpenChange={onOpenChange}
      title={t`Create subscription`}
      size="lg"
      submitLabel={t`Create subscription`}
      form={create}
      onSubmit={onSubmit}
    >
      <ComboBox
        name="customerId"
        label={t`Customer`}
        description={t`Search by name or email`}
        items={customers.data?.data ?? []}
        inputValue={customerSearch}
        onInputChange={setCustomerSearch}
        selectedKey={customer?.id ?? null}
        onSelectionChange={(key) => {
          const found = customers.data?.data.find((row) => row.id === key) ?? null;
          setCustomer(found);
          if (found) setCustomerSearch(found.attributes.name);
          const paymentMethodId = found?.attributes.savedTokens[0]?.id ?? null;
          setValues((current) => ({ ...current, paymentMethodId }));
          edited('customerId');
        }}
        isRequired
      >
        {(row) => (
          <ComboBoxItem id={row.id} textValue={row.attributes.name}>
            {`${row.attributes.name} · ${row.attributes.email}`}
          </ComboBoxItem>
        )}
      </ComboBox>
      <Select
        name="planId"
        label={t`Plan`}
        selectedKey={values.planId}
        onSelectionChange={(key) => {
          const next = plans.data?.find((row) => row.id === key);
          const [planId, amount] = [next?.id ?? null, next?.attributes.amount ?? null];
          setValues((current) => ({ ...current, planId, amount }));
          edited('planId');
        }}
        isRequired
      >
        {(plans.data ?? []).map((row) => (
          <SelectItem key={row.id} id={row.id} textValue={row.attributes.name}>
            {`${row.attributes.name} · ${formatAmount(row.attributes.amount, row.attributes.currency)} · ${billingPeriod(row.attributes.interval, row.attributes.intervalCount)}`}
          </SelectItem>
        ))}
      </Select>
      {plan && (
        <AmountField
          name="amount"
          label={t`Price per billing cycle`}
          description={
            plan.attributes.trialDays > 0
              ? t`The plan's price unless changed here. Starts with a ${plan.attributes.trialDays}-day trial.`
              : t`The plan's price unless changed here.`
          }
          currency={plan.attributes.currency}
          value={values.amount}
          onChange={set('amount')}
          minValue={1}
        />
      )}
      {choice('starts', t`Starts`, subscriptionStarts, startLabels)}
      {values.starts === 'custom-date' && dateField('startDate', t`Start date`)}
      {choice('ends', t`Ends`, subscriptionEnds, endLabels)}
      {values.ends === 'after-cycles' && (
        <NumberField
          name="endsAfterCycles"
          label={t`Billing cycles`}
          value={values.endsAfterCycles}
          onChange={set('endsAfterCycles')}
          minValue={1}
          maxValue={1000}
          step={1}
          isRequired
        />
      )}
      {values.ends === 'custom-date' && dateField('endDate', t`End date`)}
      {choice('collectionMethod', t`Collection method`, collectionMethods, collectionLabels)}
      {values.collectionMethod === 'payment-method' && (
        <Select
          name="paymentMethodId"
          label={t`Saved payment method`}
          description={
            customer && tokens.length === 0
              ? t`This customer has no saved payment method: send invoices instead.`
              : undefined
          }
          selectedKey={values.paymentMethodId}
          onSelectionChange={(key) => set('paymentMethodId')(key === null ? null : String(key))}
          isDisabled={tokens.length === 0}
          isRequired
        >
          {tokens.map((token) => (
            <SelectItem key={token.id} id={token.id}>
              {tokenLabel(token)}
            </SelectItem>
          ))}
        </Select>
      )}
      <Select
        name="reminders"
        label={t`Reminders when a payment fails`}
        selectedKey={String(values.reminders)}
        onSelectionChange={(key) => set('reminders')(Number(key))}
      >
        {Array.from({ length: MAX_UNPAID_REMINDERS + 1 }, (_, count) => (
          <SelectItem key={count} id={String(count)}>
            {count === 0 ? t`None: halt at the first failure` : String(count)}
          </SelectItem>
        ))}
      </Select>
      <InvoiceFieldsEditor
        rows={values.invoiceFields}
        onChange={set('invoiceFields')}
        error={errors.invoiceFields?.[0]}
      />
    </FormModal>
  );
}

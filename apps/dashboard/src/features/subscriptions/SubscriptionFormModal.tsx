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
  toast,
} from '@paydesk/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { FormModal } from '../../shared/forms/FormModal';
import { api } from '../../shared/api/client';
import { fieldErrors } from '../../shared/errors/fieldErrors';
import { useFieldErrors } from '../../shared/errors/useFieldErrors';
import { useFormatAmount } from '../../shared/money/useFormatAmount';
import { InvoiceFieldsEditor } from './InvoiceFieldsEditor';
import { invoiceFieldsToSend, type InvoiceFieldRows } from './invoiceFields';
import { collectionLabels, endLabels, startLabels, subscriptionErrorMessages } from './labels';
import { customerChoices, subscriptionQueries } from './queries';
import { useRefreshSubscriptions } from './useRefreshSubscriptions';
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
  const refresh = useRefreshSubscriptions();
  const formatAmount = useFormatAmount();
  const billingPeriod = useBillingPeriod();
  const [customerSearch, setCustomerSearch] = useState('');
  const [customer, setCustomer] = useState<Customer | null>(null);
  const [planId, setPlanId] = useState<string | null>(null);
  const [amount, setAmount] = useState<number | null>(null);
  const [starts, setStarts] = useState<SubscriptionStart>('immediately');
  const [startDate, setStartDate] = useState('');
  const [ends, setEnds] = useState<SubscriptionEnd>('never');
  const [cycles, setCycles] = useState(12);
  const [endDate, setEndDate] = useState('');
  const [collection, setCollection] = useState<CollectionMethod>('payment-method');
  const [paymentMethodId, setPaymentMethodId] = useState<string | null>(null);
  const [invoiceFields, setInvoiceFields] = useState<InvoiceFieldRows>([]);
  const [reminders, setReminders] = useState(MAX_UNPAID_REMINDERS);
  const { errors, formError, edited, show, clear } = useFieldErrors();

  const customers = useQuery(customerChoices(organizationId, customerSearch));
  const plans = useQuery(subscriptionQueries.plans(organizationId, { status: ['active'] }));
  const plan = plans.data?.find((row) => row.id === planId);
  const tokens = customer?.attributes.savedTokens ?? [];

  const create = useMutation({
    ...actionMutationOptions(api, subscriptions.actions['subscriptions/create']),
    onError: (error) =>
      show(fieldErrors(error, i18n, { fields, messages: subscriptionErrorMessages })),
    onSuccess: async (answer) => {
      await refresh();
      toast.success(t`Subscription created`);
      onOpenChange(false);
      void navigate({
        to: '/subscriptions/$subscriptionId',
        params: { subscriptionId: answer.data.id },
      });
    },
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    clear();
    create.mutate({
      payload: {
        data: {
          type: 'subscription',
          attributes: {
            customerId: customer?.id ?? '',
            planId: planId ?? '',
            amount: amount ?? null,
            starts,
            startDate: starts === 'custom-date' ? startDate : null,
            ends,
            endsAfterCycles: ends === 'after-cycles' ? (Number.isNaN(cycles) ? 0 : cycles) : null,
            endDate: ends === 'custom-date' ? endDate : null,
            collectionMethod: collection,
            paymentMethodId: collection === 'payment-method' ? paymentMethodId : null,
            invoiceFields: invoiceFieldsToSend(invoiceFields),
            reminders,
          },
        },
      },
    });
  };

  return (
    <FormModal
      onOpenChange={onOpenChange}
      title={t`Create subscription`}
      size="lg"
      submitLabel={t`Create subscription`}
      isPending={create.isPending}
      onSubmit={onSubmit}
      errors={errors}
      formError={formError}
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
          setPaymentMethodId(found?.attributes.savedTokens[0]?.id ?? null);
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
        selectedKey={planId}
        onSelectionChange={(key) => {
          const next = plans.data?.find((row) => row.id === key);
          setPlanId(next?.id ?? null);
          setAmount(next?.attributes.amount ?? null);
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
          value={amount}
          onChange={(next) => {
            setAmount(next);
            edited('amount');
          }}
          minValue={1}
        />
      )}
      <RadioGroup
        name="starts"
        label={t`Starts`}
        value={starts}
        onChange={(next) => {
          setStarts(next as SubscriptionStart);
          edited('starts');
        }}
      >
        {subscriptionStarts.map((value) => (
          <Radio key={value} value={value}>
            {i18n._(startLabels[value])}
          </Radio>
        ))}
      </RadioGroup>
      {starts === 'custom-date' && (
        <TextField
          name="startDate"
          type="date"
          label={t`Start date`}
          value={startDate}
          onChange={(next) => {
            setStartDate(next);
            edited('startDate');
          }}
          isRequired
        />
      )}
      <RadioGroup
        name="ends"
        label={t`Ends`}
        value={ends}
        onChange={(next) => {
          setEnds(next as SubscriptionEnd);
          edited('ends');
        }}
      >
        {subscriptionEnds.map((value) => (
          <Radio key={value} value={value}>
            {i18n._(endLabels[value])}
          </Radio>
        ))}
      </RadioGroup>
      {ends === 'after-cycles' && (
        <NumberField
          name="endsAfterCycles"
          label={t`Billing cycles`}
          value={cycles}
          onChange={(next) => {
            setCycles(next);
            edited('endsAfterCycles');
          }}
          minValue={1}
          maxValue={1000}
          step={1}
          isRequired
        />
      )}
      {ends === 'custom-date' && (
        <TextField
          name="endDate"
          type="date"
          label={t`End date`}
          value={endDate}
          onChange={(next) => {
            setEndDate(next);
            edited('endDate');
          }}
          isRequired
        />
      )}
      <RadioGroup
        name="collectionMethod"
        label={t`Collection method`}
        value={collection}
        onChange={(next) => {
          setCollection(next as CollectionMethod);
          edited('collectionMethod');
        }}
      >
        {collectionMethods.map((value) => (
          <Radio key={value} value={value}>
            {i18n._(collectionLabels[value])}
          </Radio>
        ))}
      </RadioGroup>
      {collection === 'payment-method' && (
        <Select
          name="paymentMethodId"
          label={t`Saved payment method`}
          description={
            customer && tokens.length === 0
              ? t`This customer has no saved payment method: send invoices instead.`
              : undefined
          }
          selectedKey={paymentMethodId}
          onSelectionChange={(key) => {
            setPaymentMethodId(key === null ? null : String(key));
            edited('paymentMethodId');
          }}
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
        selectedKey={String(reminders)}
        onSelectionChange={(key) => {
          setReminders(Number(key));
          edited('reminders');
        }}
      >
        {Array.from({ length: MAX_UNPAID_REMINDERS + 1 }, (_, count) => (
          <SelectItem key={count} id={String(count)}>
            {count === 0 ? t`None: halt at the first failure` : String(count)}
          </SelectItem>
        ))}
      </Select>
      <InvoiceFieldsEditor
        rows={invoiceFields}
        onChange={(rows) => {
          setInvoiceFields(rows);
          edited('invoiceFields');
        }}
        error={errors.invoiceFields?.[0]}
      />
    </FormModal>
  );
}

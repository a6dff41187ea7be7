import { useLingui } from '@lingui/react/macro';
import {
  PAYMENT_LINK_REMINDER_DAYS,
  paymentCurrencies,
  paymentLinkNotifyChannels,
  paymentLinks,
  payMethods,
  type PaymentLink,
} from '@paydesk/api-client';
import { actionMutationOptions } from '@paydesk/api-client/query';
import {
  AmountField,
  Checkbox,
  CheckboxGroup,
  Inline,
  Radio,
  RadioGroup,
  Select,
  SelectItem,
  Stack,
  TextArea,
  TextField,
} from '@paydesk/ui';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { FormModal } from '../../shared/forms/FormModal';
import { api } from '../../shared/api/client';
import { useFormValues } from '../../shared/forms/useFormValues';
import { useSaveFormModalMutations } from '../../shared/forms/useFormModalMutation';
import { useDateFormat } from '../../shared/preferences';
import { projectQueries } from '../projects';
import { DownloadsField, uploadCodeMessages, uploadMessages, useUploads } from '../uploads';
import {
  notifyLabels,
  paymentLinkErrorMessages,
  payMethodLabels,
  travelFields,
  travelKindLabels,
  type TravelKind,
} from './labels';
import {
  attributesOf,
  emptyLinkValues,
  linkFormFields,
  valuesOf,
  type LinkValues,
} from './linkForm';
import { paymentLinkQueries } from './queries';

export interface PaymentLinkFormModalProps {
  organizationId: string;
  /** The link to edit; none creates a new one. */
  link?: PaymentLink;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/**
 * Creates or edits a payment link. Only the fields that apply are shown: bounds with an adjustable amount,
 * the expiry and reminders when the link expires, the customer list for defined customers, travel data with the
 * travel flag. The provider's refusals appear at their fields; what was typed stays.
 */
export function PaymentLinkFormModal({
  organizationId,
  link,
  isOpen,
  onOpenChange,
}: PaymentLinkFormModalProps) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const { timeZone } = useDateFormat();
  const projects = useQuery(projectQueries.ofOrganization(organizationId));
  const save = useSaveFormModalMutations(
    actionMutationOptions(api, paymentLinks.actions['payment-links/create']),
    actionMutationOptions(api, paymentLinks.actions['payment-links/update']),
    {
      errors: {
        fields: linkFormFields,
        messages: { ...paymentLinkErrorMessages, ...uploadCodeMessages },
      },
      invalidates: [paymentLinkQueries.keys.list(), paymentLinkQueries.keys.detail()],
      toast: () => (link ? t`Payment link saved` : t`Payment link created`),
      onOpenChange,
      onDone: (saved) => {
        if (!link)
          void navigate({ to: '/payment-links/$linkId', params: { linkId: saved.data.id } });
      },
    },
  );
  const { errors, setErrors, edited, create, update } = save;
  const { values, set, choice } = useFormValues<LinkValues>(
    () => (link ? valuesOf(link, timeZone) : emptyLinkValues('')),
    edited,
  );
  const uploads = useUploads(organizationId, link?.attributes.downloads);
  const currency = values.currencies[0] ?? 'EUR';

  const onSubmit = () => {
    if (uploads.isUploading) {
      setErrors({ downloadIds: [i18n._(uploadMessages.stillUploading)] });
      return;
    }
    const attributes = { ...attributesOf(values, timeZone), downloadIds: uploads.uploadIds };
    if (link) {
      update.mutate({ id: link.id, payload: { data: { type: 'payment-link', attributes } } });
      return;
    }
    create.mutate({
      payload: {
        data: { type: 'payment-link', attributes: { resourceId: values.projectId, ...attributes } },
      },
    });
  };

  const flag = (
    name:
      | 'adjustableAmount'
      | 'expirable'
      | 'reusable'
      | 'partialPayment'
      | 'definedCustomers'
      | 'travel',
    label: string,
    description?: string,
  ) => (
    <Checkbox name={name} isSelected={values[name]} onChange={set(name)} description={description}>
      {label}
    </Checkbox>
  );

  const amountField = (
    name: 'amount' | 'minAmount' | 'maxAmount',
    label: string,
    isRequired = false,
  ) => (
    <AmountField
      name={name}
      label={label}
      currency={currency}
      value={values[name]}
      onChange={set(name)}
      isRequired={isRequired}
    />
  );

  return (
    <FormModal
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={link ? t`Edit payment link` : t`Create payment link`}
      size="lg"
      submitLabel={link ? t`Save` : t`Create`}
      form={save}
      onSubmit={onSubmit}
    >
      {!link && (
        <Select
          name="resourceId"
          label={t`Project`}
          placeholder={t`Choose a project`}
          isRequired
          selectedKey={values.projectId || null}
          onSelectionChange={(key) => set('projectId', 'resourceId')(String(key ?? ''))}
          items={projects.data ?? []}
        >
          {(project) => <SelectItem id={project.id}>{project.attributes.name}</SelectItem>}
        </Select>
      )}
      <TextField
        name="description"
        label={t`Description`}
        description={t`What the customer pays for, shown on the payment page`}
        value={values.description}
        onChange={set('description')}
        maxLength={500}
        isRequired
      />
      <CheckboxGroup
        name="currencies"
        label={t`Currencies`}
        description={t`The customer pays in one of them; the first is the default.`}
        orientation="horizontal"
        value={values.currencies}
        onChange={set('currencies')}
        isRequired
      >
        {paymentCurrencies.map((code) => (
          <Checkbox key={code} value={code}>
            {code}
          </Checkbox>
        ))}
      </CheckboxGroup>
      {flag(
        'adjustableAmount',
        t`Adjustable amount`,
        t`The customer may change the amount within the bounds you set.`,
      )}
      <Inline gap="md" align="start" wrap>
        {amountField(
          'amount',
          values.adjustableAmount ? t`Suggested amount` : t`Amount`,
          !values.adjustableAmount,
        )}
        {values.adjustableAmount && (
          <>
            {amountField('minAmount', t`Minimum`)}
            {amountField('maxAmount', t`Maximum`)}
          </>
        )}
      </Inline>
      <CheckboxGroup
        label={t`Payment methods`}
        orientation="horizontal"
        {...choice('methods')}
        isRequired
      >
        {payMethods.map((method) => (
          <Checkbox key={method} value={method}>
            {i18n._(payMethodLabels[method])}
          </Checkbox>
        ))}
      </CheckboxGroup>
      <Inline gap="md" align="start" wrap>
        <TextField
          name="customerEmail"
          type="email"
          label={t`Customer email`}
          value={values.customerEmail}
          onChange={set('customerEmail')}
          autoComplete="off"
        />
        <TextField
          name="customerPhone"
          type="tel"
          label={t`Customer phone`}
          description={t`International format, e.g. +49 151 2345 6789`}
          value={values.customerPhone}
          onChange={set('customerPhone')}
          autoComplete="off"
        />
      </Inline>
      <RadioGroup label={t`Notify the customer`} orientation="horizontal" {...choice('notifyBy')}>
        <Radio value="">{t`Don't notify`}</Radio>
        {paymentLinkNotifyChannels.map((channel) => (
          <Radio key={channel} value={channel}>
            {i18n._(notifyLabels[channel])}
          </Radio>
        ))}
      </RadioGroup>
      {flag('expirable', t`Expires`, t`The link can no longer be paid after its expiry date.`)}
      {values.expirable && (
        <Inline gap="md" align="start" wrap>
          <TextField
            name="expiresAt"
            type="date"
            label={t`Last day to pay`}
            value={values.expiryDate}
            onChange={set('expiryDate', 'expiresAt')}
            isRequired
          />
          <RadioGroup label={t`Reminder`} orientation="horizontal" {...choice('reminderDays')}>
            <Radio value="">{t`None`}</Radio>
            {PAYMENT_LINK_REMINDER_DAYS.map((days) => (
              <Radio key={days} value={`${days}`}>
                {days === 1 ? t`1 day before` : t`${days} days before`}
              </Radio>
            ))}
          </RadioGroup>
        </Inline>
      )}
      {flag('reusable', t`Reusable`, t`Any number of customers can pay the same link.`)}
      {!values.reusable &&
        flag(
          'partialPayment',
          t`Partial payments`,
          t`The customer may pay in several parts until the amount is reached.`,
        )}
      {flag('definedCustomers', t`Defined customers only`)}
      {values.definedCustomers && (
        <TextArea
          name="customers"
          label={t`Customer emails`}
          description={t`One per line; only these customers can pay.`}
          value={values.customers}
          onChange={set('customers')}
          rows={3}
        />
      )}
      {flag('travel', t`Travel`, t`Send travel data with the payment.`)}
      {values.travel && (
        <TravelFields
          kind={values.travelKind}
          data={values.travelData}
          onKind={set('travelKind', 'travelData')}
          onData={set('travelData')}
        />
      )}
      <DownloadsField
        uploads={uploads}
        onChange={() => edited('downloadIds')}
        errorMessage={[errors.downloadIds ?? []].flat()[0]}
      />
    </FormModal>
  );
}

function TravelFields({
  kind,
  data,
  onKind,
  onData,
}: {
  kind: TravelKind;
  data: Record<string, string>;
  onKind: (kind: TravelKind) => void;
  onData: (data: Record<string, string>) => void;
}) {
  const { t, i18n } = useLingui();
  return (
    <Stack gap="md">
      <RadioGroup
        name="travelKind"
        label={t`Travel data`}
        orientation="horizontal"
        value={kind}
        onChange={(next) => {
          onKind(next as TravelKind);
          onData({});
        }}
      >
        {(Object.keys(travelKindLabels) as TravelKind[]).map((value) => (
          <Radio key={value} value={value}>
            {i18n._(travelKindLabels[value])}
          </Radio>
        ))}
      </RadioGroup>
      <Inline gap="md" align="start" wrap>
        {travelFields[kind].map((field) => (
          <TextField
            key={field.name}
            name={`travel-${field.name}`}
            type={field.type}
            label={i18n._(field.label)}
            value={data[field.name] ?? ''}
            onChange={(value) => onData({ ...data, [field.name]: value })}
            isRequired
          />
        ))}
      </Inline>
    </Stack>
  );
}

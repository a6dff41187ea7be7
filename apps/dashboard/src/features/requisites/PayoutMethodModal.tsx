import { useLingui } from '@lingui/react/macro';
import { money, payoutMethodKinds, walletProviders, type PayoutMethod } from '@paydesk/api-client';
import { actionMutationOptions } from '@paydesk/api-client/query';
import { Radio, RadioGroup, Select, SelectItem, TextField } from '@paydesk/ui';
import { CurrencySelect } from '../../shared/forms/CurrencySelect';
import { FormModal } from '../../shared/forms/FormModal';
import { api } from '../../shared/api/client';
import { useFormValues } from '../../shared/forms/useFormValues';
import { useSaveFormModalMutations } from '../../shared/forms/useFormModalMutation';
import { kindLabels, payoutMethodErrorMessages, walletProviderLabels } from './labels';
import { maskedDetails } from './maskedDetails';
import { detailsOf, emptyValues, methodFields, valuesOf, type MethodValues } from './methodFields';
import { payoutMethodQueries } from './queries';

export interface PayoutMethodModalProps {
  organizationId: string;
  /** The method to edit; none adds a new one. */
  method?: PayoutMethod;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/**
 * Adds or edits a payout method: the kind and currency (fixed once added), then the fields of that kind. The
 * provider checks every field (the IBAN's checksum, the card's check digit) and its refusals appear at their
 * fields; what was typed stays.
 */
export function PayoutMethodModal({
  organizationId,
  method,
  isOpen,
  onOpenChange,
}: PayoutMethodModalProps) {
  const { t, i18n } = useLingui();
  const save = useSaveFormModalMutations(
    actionMutationOptions(api, money.actions['payout-methods/create']),
    actionMutationOptions(api, money.actions['payout-methods/update']),
    {
      errors: { fields: methodFields, messages: payoutMethodErrorMessages },
      invalidates: [payoutMethodQueries.keys.all()],
      toast: () => (method ? t`Payout method saved` : t`Payout method added`),
      onOpenChange,
    },
  );
  const { create, update } = save;
  const { values, set, choice } = useFormValues<MethodValues>(
    () => (method ? valuesOf(method) : emptyValues),
    save.edited,
  );

  const onSubmit = () => {
    const details = detailsOf(values);
    if (method) {
      update.mutate({
        id: method.id,
        payload: { data: { type: 'payout-method', attributes: details } },
      });
      return;
    }
    create.mutate({
      payload: {
        data: {
          type: 'payout-method',
          attributes: {
            resourceId: organizationId,
            kind: values.kind,
            currency: values.currency,
            ...details,
          },
        },
      },
    });
  };

  const text = (name: keyof MethodValues, label: string, extra: object = {}) => (
    <TextField
      name={name}
      label={label}
      value={values[name]}
      onChange={set(name)}
      isRequired
      {...extra}
    />
  );

  return (
    <FormModal
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={method ? t`Edit payout method` : t`Add payout method`}
      submitLabel={method ? t`Save` : t`Add`}
      form={save}
      onSubmit={onSubmit}
    >
      <RadioGroup
        label={t`Kind`}
        orientation="horizontal"
        {...choice('kind')}
        isDisabled={method !== undefined}
      >
        {payoutMethodKinds.map((kind) => (
          <Radio key={kind} value={kind}>
            {i18n._(kindLabels[kind])}
          </Radio>
        ))}
      </RadioGroup>
      <CurrencySelect
        value={values.currency}
        onChange={set('currency')}
        isDisabled={method !== undefined}
      />
      {values.kind !== 'wallet' &&
        text('holderName', t`Holder name`, { autoComplete: 'name', maxLength: 140 })}
      {values.kind === 'bank-account' && (
        <>
          <RadioGroup label={t`Account details`} orientation="horizontal" {...choice('bankFormat')}>
            <Radio value="iban">{t`IBAN and BIC`}</Radio>
            <Radio value="local">{t`Local account number`}</Radio>
          </RadioGroup>
          {values.bankFormat === 'iban' ? (
            <>
              {text('iban', t`IBAN`, {
                description: t`For example DE89 3704 0044 0532 0130 00`,
              })}
              {text('bic', t`BIC`)}
            </>
          ) : (
            <>
              {text('accountNumber', t`Account number`)}
              {text('bankCode', t`Bank code`, {
                description: t`Sort code, routing number or national bank code`,
              })}
            </>
          )}
        </>
      )}
      {values.kind === 'card' &&
        text('cardNumber', t`Card number`, {
          inputMode: 'numeric',
          autoComplete: 'off',
          isRequired: method === undefined,
          description: method
            ? t`Leave empty to keep ${maskedDetails(method)}.`
            : t`Only the first 6 and the last 4 digits are kept.`,
        })}
      {values.kind === 'wallet' && (
        <>
          <Select
            name="walletProvider"
            label={t`Wallet provider`}
            selectedKey={values.walletProvider}
            onSelectionChange={(key) => set('walletProvider')(String(key))}
          >
            {walletProviders.map((provider) => (
              <SelectItem key={provider} id={provider}>
                {walletProviderLabels[provider]}
              </SelectItem>
            ))}
          </Select>
          {text('walletAccountId', t`Wallet account id`, {
            description: t`The e-mail address or account id at the wallet provider`,
          })}
        </>
      )}
    </FormModal>
  );
}

import { Trans, useLingui } from '@lingui/react/macro';
import {
  checkCardNumber,
  checkCvc,
  checkExpiry,
  checkHolderName,
  groupCardNumber,
  transfers,
  TRANSFER_DESCRIPTION_MAX_LENGTH,
  type CardError,
} from '@paydesk/api-client';
import { actionKeys } from '@paydesk/api-client/query';
import { InlineAlert, Select, SelectItem, TextField, toast } from '@paydesk/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ComponentProps } from 'react';
import { AmountWithCurrency } from '../../shared/forms/AmountWithCurrency';
import { FormModal } from '../../shared/forms/FormModal';
import { useFormValues } from '../../shared/forms/useFormValues';
import { useMoneyMovingAction } from '../../shared/moneyMoving/useMoneyMovingAction';
import { projectQueries } from '../projects';
import { formatExpiryInput } from './cardInput';
import { cardErrorMessages, transferErrorOptions, transferUnconfirmed } from './cardMessages';
import * as css from './TransferModal.css';

interface TransferValues {
  resourceId: string;
  amount: number | null;
  currency: string;
  cardNumber: string;
  expiry: string;
  cvc: string;
  holderName: string;
  description: string;
}

type CardField = 'cardNumber' | 'expiry' | 'cvc' | 'holderName';

const emptyValues: TransferValues = {
  resourceId: '',
  amount: null,
  currency: 'EUR',
  cardNumber: '',
  expiry: '',
  cvc: '',
  holderName: '',
  description: '',
};

export interface TransferModalProps {
  organizationId: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/**
 * Sends money from a project to a card. Each card field is checked as it is left and on send with the provider's
 * own rules (SPEC §5's texts at their fields), and the provider's refusals come back to the same fields; what was
 * typed stays. When the answer does not come in time the transfer may have been made: the form says so, and
 * sending again reuses the request reference, so it is never sent twice.
 */
export function TransferModal({ organizationId, isOpen, onOpenChange }: TransferModalProps) {
  const { t, i18n } = useLingui();
  const queryClient = useQueryClient();
  const projects = useQuery(projectQueries.ofOrganization(organizationId));

  const onDone = async () => {
    toast.success(t`Transfer sent`);
    onOpenChange(false);
    // The transfers list and the transactions list both show it.
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: actionKeys.area('transfers') }),
      queryClient.invalidateQueries({ queryKey: actionKeys.area('payments') }),
    ]);
  };
  // One step (no confirmation): the form's submit makes the call.
  const flow = useMoneyMovingAction(transfers.actions['transfers/create'], {
    errors: transferErrorOptions,
    onMade: onDone,
  });
  const { edited, unconfirmed } = flow;
  const { values, set } = useFormValues<TransferValues>(() => emptyValues, edited);
  const resourceId = values.resourceId || projects.data?.[0]?.id || '';
  const words = (error: CardError | null) => (error ? i18n._(cardErrorMessages[error]) : null);
  /** A card field: what is typed is tidied (`tidy`), and checked by the provider's rule as it is left and on send. */
  const cardField = (
    name: CardField,
    label: string,
    tidy: (text: string) => string,
    check: (text: string) => CardError | null,
    extra: Omit<ComponentProps<typeof TextField>, 'name' | 'label'>,
  ) => (
    <TextField
      name={name}
      label={label}
      value={values[name]}
      onChange={(text) => set(name)(tidy(text))}
      isRequired
      validate={(text) => words(check(text))}
      {...extra}
    />
  );

  const onSubmit = () => {
    if (values.amount === null || !resourceId) return;
    const description = values.description.trim();
    flow.confirm({
      payload: {
        data: {
          type: 'transfer',
          attributes: {
            resourceId,
            amount: values.amount,
            currency: values.currency,
            cardNumber: values.cardNumber,
            expiry: values.expiry,
            cvc: values.cvc,
            holderName: values.holderName.trim(),
            ...(description ? { description } : {}),
          },
        },
      },
    });
  };

  return (
    <FormModal
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={t`New transfer to a card`}
      submitLabel={<Trans>Send transfer</Trans>}
      form={flow}
      onSubmit={onSubmit}
    >
      <Select
        name="resourceId"
        label={t`Project`}
        selectedKey={resourceId || null}
        onSelectionChange={(key) => set('resourceId')(String(key))}
        isDisabled={projects.isPending}
        placeholder={projects.isPending ? t`Loading projects…` : undefined}
        isRequired
      >
        {(projects.data ?? []).map((project) => (
          <SelectItem key={project.id} id={project.id}>
            {project.attributes.name}
          </SelectItem>
        ))}
      </Select>
      <div className={css.pair}>
        <AmountWithCurrency label={t`Amount`} values={values} set={set} />
      </div>
      {cardField('cardNumber', t`Card number`, groupCardNumber, checkCardNumber, {
        inputMode: 'numeric',
        autoComplete: 'cc-number',
        description: t`Only the first 6 and the last 4 digits are kept.`,
      })}
      <div className={css.pair}>
        {cardField(
          'expiry',
          t`Expiry date`,
          formatExpiryInput,
          (text) => checkExpiry(text, Date.now()),
          {
            inputMode: 'numeric',
            autoComplete: 'cc-exp',
            placeholder: t`MM/YY`,
          },
        )}
        {cardField(
          'cvc',
          t`CVC`,
          (text) => text.replace(/\D/g, '').slice(0, 4),
          (text) => checkCvc(text, values.cardNumber),
          { inputMode: 'numeric', autoComplete: 'cc-csc' },
        )}
      </div>
      {cardField('holderName', t`Cardholder name`, (text) => text, checkHolderName, {
        autoComplete: 'cc-name',
        description: t`As printed on the card`,
      })}
      <TextField
        name="description"
        label={t`Description (optional)`}
        value={values.description}
        onChange={set('description')}
        maxLength={TRANSFER_DESCRIPTION_MAX_LENGTH}
      />
      {unconfirmed && (
        <InlineAlert tone="warning" title={i18n._(transferUnconfirmed.title)}>
          {i18n._(transferUnconfirmed.text)}
        </InlineAlert>
      )}
    </FormModal>
  );
}

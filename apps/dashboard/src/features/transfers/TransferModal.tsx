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
import { AmountField, InlineAlert, Select, SelectItem, TextField, toast } from '@paydesk/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { CurrencySelect } from '../../shared/forms/CurrencySelect';
import { FormModal } from '../../shared/forms/FormModal';
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
  const [values, setValues] = useState<TransferValues>(emptyValues);
  const resourceId = values.resourceId || projects.data?.[0]?.id || '';

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
  const { errors, formError, edited, clear, unconfirmed } = flow;

  const set =
    <TName extends keyof TransferValues>(name: TName) =>
    (value: TransferValues[TName]) => {
      setValues((current) => ({ ...current, [name]: value }));
      edited(name);
    };
  const words = (error: CardError | null) => (error ? i18n._(cardErrorMessages[error]) : null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (values.amount === null || !resourceId) return;
    clear();
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
      isPending={flow.isPending}
      onSubmit={onSubmit}
      errors={errors}
      formError={formError}
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
        <AmountField
          name="amount"
          label={t`Amount`}
          currency={values.currency}
          value={values.amount}
          onChange={set('amount')}
          minValue={1}
          isRequired
        />
        <CurrencySelect value={values.currency} onChange={set('currency')} />
      </div>
      <TextField
        name="cardNumber"
        label={t`Card number`}
        value={values.cardNumber}
        onChange={(text) => set('cardNumber')(groupCardNumber(text))}
        inputMode="numeric"
        autoComplete="cc-number"
        description={t`Only the first 6 and the last 4 digits are kept.`}
        isRequired
        validate={(text) => words(checkCardNumber(text))}
      />
      <div className={css.pair}>
        <TextField
          name="expiry"
          label={t`Expiry date`}
          value={values.expiry}
          onChange={(text) => set('expiry')(formatExpiryInput(text))}
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder={t`MM/YY`}
          isRequired
          validate={(text) => words(checkExpiry(text, Date.now()))}
        />
        <TextField
          name="cvc"
          label={t`CVC`}
          value={values.cvc}
          onChange={(text) => set('cvc')(text.replace(/\D/g, '').slice(0, 4))}
          inputMode="numeric"
          autoComplete="cc-csc"
          isRequired
          validate={(text) => words(checkCvc(text, values.cardNumber))}
        />
      </div>
      <TextField
        name="holderName"
        label={t`Cardholder name`}
        value={values.holderName}
        onChange={set('holderName')}
        autoComplete="cc-name"
        description={t`As printed on the card`}
        isRequired
        validate={(text) => words(checkHolderName(text))}
      />
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

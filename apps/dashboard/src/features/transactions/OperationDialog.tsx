import { useLingui } from '@lingui/react/macro';
import {
  isApiError,
  payments,
  transactionOperationChildTypes,
  type ActionOutcome,
  type Transaction,
  type TransactionOperation,
} from '@paydesk/api-client';
import { actionMutationOptions } from '@paydesk/api-client/query';
import {
  AmountField,
  Button,
  Dialog,
  Form,
  InlineAlert,
  Modal,
  Stack,
  Text,
  TextField,
  toast,
} from '@paydesk/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useId, useState, type FormEvent } from 'react';
import { api } from '../../shared/api/client';
import { fieldErrors } from '../../shared/errors/fieldErrors';
import { useFieldErrors } from '../../shared/errors/useFieldErrors';
import { methodText } from './columns';
import { transactionTypeLabels } from './labels';
import { formatAmount } from './money';
import { operationAmountProblem } from './operationAmount';
import { transactionQueries } from './queries';
import {
  amountProblemMessages,
  operationErrorOptions,
  operationSuccess,
  operationTitles,
  operationUnconfirmed,
} from './operationMessages';

const actions = {
  refund: payments.actions['transactions/refund'],
  capture: payments.actions['transactions/capture'],
  cancel: payments.actions['transactions/cancel'],
} as const;

interface OperationAttributes {
  amount: number;
  reason?: string;
}

/** The operation's request, checked against the contract. */
function operationPayload(operation: TransactionOperation, attributes: OperationAttributes) {
  switch (operation) {
    case 'refund':
      return { data: { type: 'refund-request' as const, attributes } };
    case 'capture':
      return { data: { type: 'capture-request' as const, attributes } };
    case 'cancel':
      return { data: { type: 'cancel-request' as const, attributes } };
  }
}

export interface OperationDialogProps {
  operation: TransactionOperation;
  transaction: Transaction;
  /** The most the operation accepts now (minor units). */
  remaining: number;
  locale: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/**
 * Refund, capture or cancel: the amount (at most what remains) and an optional reason, then a confirmation
 * that says exactly what will happen. Server errors go back to their field; success updates every list.
 * When the answer does not come in time the operation may have been made: the dialog says so and offers the same
 * operation again, which the client sends with the same request reference, so it is never made twice.
 */
export function OperationDialog({
  operation,
  transaction,
  remaining,
  locale,
  isOpen,
  onOpenChange,
}: OperationDialogProps) {
  const { t, i18n } = useLingui();
  const formId = useId();
  const queryClient = useQueryClient();
  const { currency } = transaction.attributes;
  const [amount, setAmount] = useState<number | null>(remaining);
  const [reason, setReason] = useState('');
  const [step, setStep] = useState<'form' | 'confirm'>('form');
  const { errors, formError, setFormError, edited, show } = useFieldErrors();
  /** The request reference of an operation whose outcome is not known yet. */
  const [unconfirmed, setUnconfirmed] = useState<string | null>(null);

  const showErrors = (error: unknown) => {
    const failed = fieldErrors(error, i18n, operationErrorOptions);
    show(failed);
    if (Object.keys(failed.fields).length > 0) setStep('form');
  };

  const mutation = useMutation({
    ...actionMutationOptions(api, actions[operation]),
    onSuccess: async () => {
      toast.success(i18n._(operationSuccess[operation]));
      onOpenChange(false);
      // The original, its new child and every list they appear in (table, timeline, customer figures).
      await queryClient.invalidateQueries({ queryKey: transactionQueries.keys.operated() });
    },
    onError: (error) => {
      if (isApiError(error) && error.kind === 'unknown-outcome') {
        setUnconfirmed(error.requestReference ?? null);
        return;
      }
      setUnconfirmed(null);
      showErrors(error);
    },
  });

  // The client goes on looking for the answer: made (the app's toast says so), or refused after all.
  const onOutcome = useEffectEvent((outcome: ActionOutcome) => {
    setUnconfirmed(null);
    if (outcome.ok) onOpenChange(false);
    else showErrors(outcome.error);
  });
  useEffect(() => {
    if (!unconfirmed) return;
    return api.events.on('outcome', (outcome) => {
      if (outcome.requestReference === unconfirmed) onOutcome(outcome);
    });
  }, [unconfirmed]);

  const money = (minor: number) => formatAmount(minor, currency, locale);
  const title = i18n._(operationTitles[operation]);
  const problem = operationAmountProblem(amount, remaining);

  const onContinue = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (problem) return;
    setFormError(null);
    setStep('confirm');
  };

  const confirm = () => {
    if (amount === null || problem) return;
    setFormError(null);
    const text = reason.trim();
    const attributes = text ? { amount, reason: text } : { amount };
    mutation.mutate({ id: transaction.id, payload: operationPayload(operation, attributes) });
  };

  const childType = i18n._(transactionTypeLabels[transactionOperationChildTypes[operation]]);
  const target = methodText({ transaction, customer: undefined }, i18n);
  const confirmLabel = amount === null ? title : t`${title} ${money(amount)}`;

  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      size="md"
      isDismissable={!mutation.isPending}
    >
      <Dialog
        title={title}
        footer={({ close }) =>
          step === 'form' ? (
            <>
              <Button variant="secondary" onPress={close}>
                {t`Close`}
              </Button>
              <Button type="submit" form={formId} variant="primary">
                {t`Continue`}
              </Button>
            </>
          ) : (
            <>
              <Button
                variant="secondary"
                onPress={() => setStep('form')}
                // Another amount would be another operation, while this one may have been made.
                isDisabled={mutation.isPending || unconfirmed !== null}
              >
                {t`Back`}
              </Button>
              <Button variant="primary" onPress={confirm} isPending={mutation.isPending}>
                {confirmLabel}
              </Button>
            </>
          )
        }
      >
        {step === 'form' ? (
          <Form id={formId} onSubmit={onContinue} validationErrors={errors}>
            <Stack gap="lg">
              <Text>{t`At most ${money(remaining)} can be processed.`}</Text>
              <AmountField
                name="amount"
                label={t`Amount`}
                currency={currency}
                value={amount}
                onChange={(next) => {
                  setAmount(next);
                  edited('amount');
                }}
                isRequired
                validate={(value) => {
                  const found = operationAmountProblem(value, remaining);
                  return found ? i18n._(amountProblemMessages[found]) : null;
                }}
              />
              <TextField
                name="reason"
                label={t`Reason (optional)`}
                value={reason}
                onChange={setReason}
                maxLength={500}
              />
              {formError && <InlineAlert tone="danger" title={formError} />}
            </Stack>
          </Form>
        ) : (
          <Stack gap="md">
            <Text>
              {t`A ${childType} of ${money(amount ?? 0)} will be created for transaction ${transaction.id} (${target}).`}
            </Text>
            {reason.trim() && <Text>{t`Reason: ${reason.trim()}`}</Text>}
            {unconfirmed && (
              <InlineAlert tone="warning" title={i18n._(operationUnconfirmed[operation].title)}>
                {i18n._(operationUnconfirmed[operation].text)}
              </InlineAlert>
            )}
            {formError && <InlineAlert tone="danger" title={formError} />}
          </Stack>
        )}
      </Dialog>
    </Modal>
  );
}

import { useLingui } from '@lingui/react/macro';
import {
  payments,
  transactionOperationChildTypes,
  type Transaction,
  type TransactionOperation,
} from '@paydesk/api-client';
import { actionKeys } from '@paydesk/api-client/query';
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
import { useId, useState, type FormEvent } from 'react';
import { api } from '../../api/client';
import { methodText } from './columns';
import { transactionTypeLabels } from './labels';
import { formatAmount } from './money';
import { operationAmountProblem } from './operationAmount';
import {
  amountProblemMessages,
  operationErrors,
  operationSuccess,
  operationTitles,
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

/** Sends one operation, its payload checked against the contract. */
function send(operation: TransactionOperation, id: string, attributes: OperationAttributes) {
  switch (operation) {
    case 'refund':
      return api.actions.call(actions.refund, {
        id,
        payload: { data: { type: 'refund-request', attributes } },
      });
    case 'capture':
      return api.actions.call(actions.capture, {
        id,
        payload: { data: { type: 'capture-request', attributes } },
      });
    case 'cancel':
      return api.actions.call(actions.cancel, {
        id,
        payload: { data: { type: 'cancel-request', attributes } },
      });
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
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);

  const mutation = useMutation({
    mutationKey: actionKeys.action(actions[operation]),
    mutationFn: (attributes: OperationAttributes) => send(operation, transaction.id, attributes),
    onSuccess: async () => {
      toast.success(i18n._(operationSuccess[operation]));
      onOpenChange(false);
      // The original, its new child and every list they appear in (table, timeline, customer figures).
      await queryClient.invalidateQueries({ queryKey: actionKeys.area(payments.name) });
    },
    onError: (error) => {
      const { fields, form } = operationErrors(error, i18n);
      setFieldErrors(fields);
      setFormError(form);
      if (Object.keys(fields).length > 0) setStep('form');
    },
  });

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
    mutation.mutate(text ? { amount, reason: text } : { amount });
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
                isDisabled={mutation.isPending}
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
          <Form id={formId} onSubmit={onContinue} validationErrors={fieldErrors}>
            <Stack gap="lg">
              <Text>{t`At most ${money(remaining)} can be processed.`}</Text>
              <AmountField
                name="amount"
                label={t`Amount`}
                currency={currency}
                value={amount}
                onChange={(next) => {
                  setAmount(next);
                  setFieldErrors(({ amount: _edited, ...rest }) => rest);
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
            {formError && <InlineAlert tone="danger" title={formError} />}
          </Stack>
        )}
      </Dialog>
    </Modal>
  );
}

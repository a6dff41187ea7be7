import { useLingui } from '@lingui/react/macro';
import {
  payments,
  transactionOperationChildTypes,
  type Transaction,
  type TransactionOperation,
} from '@paydesk/api-client';
import { Text, TextField } from '@paydesk/ui';
import { useState } from 'react';
import { MoneyMovingAmountField } from '../../shared/moneyMoving/MoneyMovingAmountField';
import { MoneyMovingDialog } from '../../shared/moneyMoving/MoneyMovingDialog';
import {
  useCloseWhenMade,
  useMoneyMovingAction,
} from '../../shared/moneyMoving/useMoneyMovingAction';
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
  const { currency } = transaction.attributes;
  const [amount, setAmount] = useState<number | null>(remaining);
  const [reason, setReason] = useState('');
  const flow = useMoneyMovingAction(actions[operation], {
    errors: operationErrorOptions,
    onMade: useCloseWhenMade({
      done: i18n._(operationSuccess[operation]),
      close: () => onOpenChange(false),
      // The original, its new child and every list they appear in (table, timeline, customer figures).
      refresh: [transactionQueries.keys.operated()],
    }),
  });

  const money = (minor: number) => formatAmount(minor, currency, locale);
  const title = i18n._(operationTitles[operation]);
  const problem = operationAmountProblem(amount, remaining);

  const confirm = () => {
    if (amount === null || problem) return;
    const text = reason.trim();
    const attributes = text ? { amount, reason: text } : { amount };
    flow.confirm({ id: transaction.id, payload: operationPayload(operation, attributes) });
  };

  const childType = i18n._(transactionTypeLabels[transactionOperationChildTypes[operation]]);
  const target = methodText({ transaction, customer: undefined }, i18n);

  return (
    <MoneyMovingDialog
      flow={flow}
      title={title}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      onContinue={(event) => flow.onContinue(event, problem === null)}
      fields={
        <>
          <Text>{t`At most ${money(remaining)} can be processed.`}</Text>
          <MoneyMovingAmountField
            edited={flow.edited}
            currency={currency}
            value={amount}
            onChange={setAmount}
            problemOf={(value) => operationAmountProblem(value, remaining)}
            problemMessages={amountProblemMessages}
          />
          <TextField
            name="reason"
            label={t`Reason (optional)`}
            value={reason}
            onChange={setReason}
            maxLength={500}
          />
        </>
      }
      confirmation={
        <>
          <Text>
            {t`A ${childType} of ${money(amount ?? 0)} will be created for transaction ${transaction.id} (${target}).`}
          </Text>
          {reason.trim() && <Text>{t`Reason: ${reason.trim()}`}</Text>}
        </>
      }
      confirmLabel={amount === null ? title : t`${title} ${money(amount)}`}
      onConfirm={confirm}
      unconfirmedText={{
        title: i18n._(operationUnconfirmed[operation].title),
        text: i18n._(operationUnconfirmed[operation].text),
      }}
    />
  );
}

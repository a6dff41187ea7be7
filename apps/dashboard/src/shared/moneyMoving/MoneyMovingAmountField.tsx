/**
 * The amount of a money-moving form (`useMoneyMovingAction`): editing it drops its server error, and a value that
 * may not be sent is said before the form goes on to the confirmation.
 */
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react/macro';
import { AmountField } from '@paydesk/ui';
import type { ReactNode } from 'react';

export interface MoneyMovingAmountFieldProps<TProblem extends string> {
  /** The flow's `edited`. */
  edited: (field: 'amount') => void;
  currency: string;
  /** Minor units; null while empty. */
  value: number | null;
  onChange: (value: number | null) => void;
  /** What is wrong with a value (more than may be moved, none), null when it can be sent. */
  problemOf: (value: number | null) => TProblem | null;
  /** The words of each problem. */
  problemMessages: Record<TProblem, MessageDescriptor>;
  description?: ReactNode;
}

export function MoneyMovingAmountField<TProblem extends string>({
  edited,
  currency,
  value,
  onChange,
  problemOf,
  problemMessages,
  description,
}: MoneyMovingAmountFieldProps<TProblem>) {
  const { t, i18n } = useLingui();
  return (
    <AmountField
      name="amount"
      label={t`Amount`}
      currency={currency}
      value={value}
      onChange={(next) => {
        onChange(next);
        edited('amount');
      }}
      description={description}
      isRequired
      validate={(next) => {
        const found = problemOf(next);
        return found ? i18n._(problemMessages[found]) : null;
      }}
    />
  );
}

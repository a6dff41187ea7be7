import { AmountField } from '@paydesk/ui';
import { CurrencySelect } from './CurrencySelect';

interface AmountValues {
  amount: number | null;
  currency: string;
}

export interface AmountWithCurrencyProps {
  label: string;
  /** The form's values (`useFormValues`), of which these fields are `amount` and `currency`. */
  values: AmountValues;
  set: {
    (name: 'amount'): (amount: number | null) => void;
    (name: 'currency'): (currency: string) => void;
  };
}

/**
 * The `amount` a form asks for (at least one minor unit) and the `currency` it is in, one after the other: the
 * caller lays them out side by side.
 */
export function AmountWithCurrency({ label, values, set }: AmountWithCurrencyProps) {
  return (
    <>
      <AmountField
        name="amount"
        label={label}
        currency={values.currency}
        value={values.amount}
        onChange={set('amount')}
        minValue={1}
        isRequired
      />
      <CurrencySelect value={values.currency} onChange={set('currency')} />
    </>
  );
}

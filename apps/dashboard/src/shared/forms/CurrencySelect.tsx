import { useLingui } from '@lingui/react/macro';
import { paymentCurrencies } from '@paydesk/api-client';
import { Select, SelectItem } from '@paydesk/ui';

export interface CurrencySelectProps {
  value: string;
  onChange: (currency: string) => void;
  /** Fixed once the record exists (a payout method keeps its currency). */
  isDisabled?: boolean;
}

/** The `currency` field of a form: one of the currencies the provider takes payments in. */
export function CurrencySelect({ value, onChange, isDisabled }: CurrencySelectProps) {
  const { t } = useLingui();
  return (
    <Select
      name="currency"
      label={t`Currency`}
      selectedKey={value}
      onSelectionChange={(key) => onChange(String(key))}
      isDisabled={isDisabled}
    >
      {paymentCurrencies.map((currency) => (
        <SelectItem key={currency} id={currency}>
          {currency}
        </SelectItem>
      ))}
    </Select>
  );
}

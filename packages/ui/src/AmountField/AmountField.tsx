import { useId, useMemo } from 'react';
import {
  Group,
  Input,
  TextField as RACTextField,
  useLocale,
  type TextFieldProps as RACTextFieldProps,
} from 'react-aria-components';
import {
  adornment,
  field,
  FieldHelp,
  FieldLabel,
  inputBox,
  useFieldStrings,
  withClassName,
  type FieldChromeProps,
  type FieldSize,
} from '../private/field';
import { amountInput } from './AmountField.css';
import { amountFieldStrings } from './intl';
import { currencyExponent, formatAmountInput, formatMoney, type AmountParseResult } from './money';
import { useAmountText } from './useAmountText';

type ValidationError = string | string[];

export interface AmountFieldProps
  extends
    Omit<
      RACTextFieldProps,
      'value' | 'defaultValue' | 'onChange' | 'validate' | 'type' | 'inputMode' | 'pattern'
    >,
    FieldChromeProps {
  /** ISO 4217 code; its own exponent decides the decimals (JPY 0, EUR 2, KWD 3). */
  currency: string;
  /** Integer minor units (cents). `null` is empty. */
  value?: number | null;
  defaultValue?: number | null;
  /** Called with integer minor units, or `null` while the field is empty or its text is not an amount. */
  onChange?: (minorUnits: number | null) => void;
  /** Smallest allowed amount, in minor units. */
  minValue?: number;
  /** Largest allowed amount, in minor units. */
  maxValue?: number;
  /** Refunds and adjustments may be negative; by default a minus sign is an error. */
  allowNegative?: boolean;
  /** Extra validation on the parsed minor units, after format and range checks passed. */
  validate?: (minorUnits: number | null) => ValidationError | true | null | undefined;
  placeholder?: string;
  size?: FieldSize;
}

/**
 * Money input. The value is an integer in minor units; the typed text is parsed as a string in the
 * user's locale, never through floating point. The currency code sits beside the input and is read
 * as part of its description. With `name`, the form submits the minor units.
 */
export function AmountField({
  currency,
  value,
  defaultValue,
  onChange,
  minValue,
  maxValue,
  allowNegative = false,
  validate,
  label,
  description,
  errorMessage,
  placeholder,
  size,
  name,
  className,
  onBlur,
  ...props
}: AmountFieldProps) {
  const { locale } = useLocale();
  const t = useFieldStrings(amountFieldStrings, 'AmountField');
  const exponent = useMemo(() => currencyExponent(currency, locale), [currency, locale]);
  const codeId = useId();
  const amount = useAmountText({
    value,
    defaultValue,
    locale,
    exponent,
    currency,
    allowNegative,
    onChange,
  });

  const errorFor = (result: AmountParseResult): ValidationError | null => {
    if (!result.ok) {
      if (result.error === 'tooManyDecimals') {
        return exponent === 0
          ? t('noDecimals', { currency })
          : t('tooManyDecimals', { currency, digits: exponent });
      }
      if (result.error === 'invalid') {
        return t('invalid', { example: formatAmountInput(123450, 2, locale) });
      }
      return t(result.error);
    }
    const minor = result.value;
    if (minor !== null && minValue !== undefined && minor < minValue) {
      return t('belowMin', { amount: formatMoney(minValue, currency, locale) });
    }
    if (minor !== null && maxValue !== undefined && minor > maxValue) {
      return t('aboveMax', { amount: formatMoney(maxValue, currency, locale) });
    }
    const custom = validate?.(minor);
    return custom === true || custom == null ? null : custom;
  };

  return (
    <RACTextField
      {...props}
      name={name}
      value={amount.text}
      onChange={amount.change}
      onBlur={(event) => {
        amount.normalize();
        onBlur?.(event);
      }}
      validate={(text) => errorFor(amount.parse(text))}
      inputMode="decimal"
      aria-describedby={[codeId, props['aria-describedby']].filter(Boolean).join(' ')}
      className={withClassName(field, className)}
    >
      {({ isInvalid, isDisabled }) => (
        <>
          {label != null && <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>}
          <Group
            className={inputBox({ size, kind: 'group' })}
            isDisabled={isDisabled}
            isInvalid={isInvalid}
          >
            {/* An empty name keeps the typed text out of the submission; the hidden input sends minor units. */}
            <Input name="" placeholder={placeholder} className={amountInput} autoComplete="off" />
            <span id={codeId} className={adornment}>
              {currency}
            </span>
          </Group>
          {name && <input type="hidden" name={name} value={amount.value ?? ''} />}
          <FieldHelp description={description} errorMessage={errorMessage} />
        </>
      )}
    </RACTextField>
  );
}

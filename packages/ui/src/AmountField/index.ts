export { AmountField, type AmountFieldProps } from './AmountField';
export {
  currencyExponent,
  formatAmountInput,
  formatMoney,
  parseAmount,
  toDecimalString,
  type AmountParseError,
  type AmountParseResult,
} from './money';

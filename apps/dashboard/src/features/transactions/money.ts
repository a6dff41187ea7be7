/**
 * Amounts as the provider sends them (integers in minor units) formatted with the currency's own exponent
 * (JPY 0, EUR 2, KWD 3), never through floating point.
 */
import { currencyExponents, type TransactionType } from '@paydesk/api-client';
import { toDecimalString } from '@paydesk/ui';

/** The provider's exponent; ISO 4217's (via Intl) for a currency it does not list. */
export function exponentOf(currency: string): number {
  const known = (currencyExponents as Record<string, number>)[currency];
  if (known !== undefined) return known;
  return (
    new Intl.NumberFormat('en-US', { style: 'currency', currency }).resolvedOptions()
      .maximumFractionDigits ?? 2
  );
}

const formats = new Map<string, Intl.NumberFormat>();

/** Formatters are costly to build and a table formats thousands of cells: one per locale and currency. */
function formatOf(locale: string, currency: string): Intl.NumberFormat {
  const key = `${locale}|${currency}`;
  let format = formats.get(key);
  if (!format) {
    const exponent = exponentOf(currency);
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      currencyDisplay: 'code',
      minimumFractionDigits: exponent,
      maximumFractionDigits: exponent,
    });
    formats.set(key, format);
  }
  return format;
}

/** `EUR 1,234.50`, `JPY 1,500`, `KWD 1.250` (in the reader's language), the currency code always shown. */
export function formatAmount(minor: number, currency: string, locale: string): string {
  const decimal = toDecimalString(minor, exponentOf(currency));
  return formatOf(locale, currency).format(decimal as `${number}`);
}

/** Money leaving the merchant: shown with a minus sign, not only a colour (DESIGN "Data formatting"). */
const outgoingTypes: ReadonlySet<TransactionType> = new Set([
  'refund',
  'chargeback',
  'second-chargeback',
  'rapid-dispute',
  'transferback',
]);

/** The signed amount a transaction moves: negative for refunds and chargebacks. */
export function signedAmount(transaction: { type: TransactionType; amount: number }): number {
  return outgoingTypes.has(transaction.type) ? -transaction.amount : transaction.amount;
}

/**
 * Amounts as the provider sends them (integers in minor units) formatted with the currency's own exponent
 * (JPY 0, EUR 2, KWD 3), never through floating point, with the currency code shown (DESIGN "Data formatting").
 */
import { currencyExponents } from '@paydesk/api-client';
import { currencyExponent, toDecimalString } from '@paydesk/ui';

/** The provider's exponent; ISO 4217's (via Intl) for a currency it does not list. */
export function exponentOf(currency: string): number {
  return (currencyExponents as Record<string, number>)[currency] ?? currencyExponent(currency);
}

const formats = new Map<string, Intl.NumberFormat>();

/** One formatter per language and currency: lists format many cells. */
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

/** `EUR 1,234.50`, `JPY 1,500`, `KWD 1.250` in the reader's language. */
export function formatAmount(minor: number, currency: string, locale: string): string {
  return formatOf(locale, currency).format(
    toDecimalString(minor, exponentOf(currency)) as `${number}`,
  );
}

/** Key figures as people read them: counts, rates and per-currency amounts in the user's language. */
import type { CurrencyAmount } from '@paydesk/api-client';
import { formatAmount } from '../money/formatAmount';

/** `12,345` */
export function formatCount(count: number, locale: string): string {
  return new Intl.NumberFormat(locale).format(count);
}

/** A share 0…1 as a percentage with at most one decimal: `97.5%`, `0%`. */
export function formatRate(rate: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(rate);
}

/** Amounts in several currencies are never added up: one formatted amount per currency, by currency code. */
export function formatAmounts(amounts: readonly CurrencyAmount[], locale: string): string[] {
  return [...amounts]
    .sort((a, b) => a.currency.localeCompare(b.currency))
    .map((item) => formatAmount(item.amount, item.currency, locale));
}

import { useCallback } from 'react';
import { useIntlLocale } from '../i18n/useIntlLocale';
import { formatAmount } from './formatAmount';

/** `formatAmount` bound to the user's language. */
export function useFormatAmount() {
  const locale = useIntlLocale();
  return useCallback(
    (minor: number, currency: string) => formatAmount(minor, currency, locale),
    [locale],
  );
}

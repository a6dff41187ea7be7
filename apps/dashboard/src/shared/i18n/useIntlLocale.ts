import { useLingui } from '@lingui/react';
import { defaultLocale, intlLocale, isLocale } from './locales';

/** The BCP 47 tag for Intl formatting in the user's language (`de-DE`). */
export function useIntlLocale(): string {
  const { i18n } = useLingui();
  return intlLocale[isLocale(i18n.locale) ? i18n.locale : defaultLocale];
}

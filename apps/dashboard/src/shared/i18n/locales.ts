/** The languages Paydesk ships. The pseudo-locale is for spotting strings that skip translation. */
export const locales = ['en', 'de', 'pseudo-LOCALE'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en';

/** BCP 47 tags for Intl formatting and the design system (react-aria) per app locale. */
export const intlLocale: Record<Locale, string> = {
  en: 'en-US',
  de: 'de-DE',
  'pseudo-LOCALE': 'en-US',
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

import { useLingui } from '@lingui/react';
import { useMemo } from 'react';
import { intlLocale, isLocale, defaultLocale } from '../i18n/locales';
import {
  formatDate,
  formatDateTime,
  formatTime,
  type DateTimeFormatOptions,
  type IsoInstant,
} from './dates';
import { useTimeZone } from './usePreferences';

/** Date formatters bound to the user's time zone and language: `formatDateTime(row.createdAt)`. */
export function useDateFormat() {
  const timeZone = useTimeZone();
  const { i18n } = useLingui();
  const locale = intlLocale[isLocale(i18n.locale) ? i18n.locale : defaultLocale];
  return useMemo(
    () => ({
      timeZone,
      formatDate: (instant: IsoInstant) => formatDate(instant, timeZone),
      formatTime: (instant: IsoInstant, options?: Pick<DateTimeFormatOptions, 'seconds'>) =>
        formatTime(instant, timeZone, options),
      formatDateTime: (instant: IsoInstant, options?: Omit<DateTimeFormatOptions, 'locale'>) =>
        formatDateTime(instant, timeZone, { locale, ...options }),
    }),
    [timeZone, locale],
  );
}

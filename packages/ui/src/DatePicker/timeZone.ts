import { fromAbsolute, toCalendarDate, type CalendarDate } from '@internationalized/date';

export { DEFAULT_TIME_ZONE } from './defaultTimeZone';

/** The calendar date it is at `now` in an IANA time zone (not the browser's). */
export function todayIn(timeZone: string, now: Date | number = Date.now()): CalendarDate {
  return toCalendarDate(fromAbsolute(typeof now === 'number' ? now : now.getTime(), timeZone));
}

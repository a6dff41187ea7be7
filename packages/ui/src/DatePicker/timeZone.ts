import { fromAbsolute, toCalendarDate, type CalendarDate } from '@internationalized/date';

/** SPEC §9 "Default timezone: UTC". */
export const DEFAULT_TIME_ZONE = 'UTC';

/** The calendar date it is at `now` in an IANA time zone (not the browser's). */
export function todayIn(timeZone: string, now: Date | number = Date.now()): CalendarDate {
  return toCalendarDate(fromAbsolute(typeof now === 'number' ? now : now.getTime(), timeZone));
}

import { Temporal } from 'temporal-polyfill';
import { DEFAULT_TIME_ZONE } from '@paydesk/ui';

/** An instant as the server sends it: ISO 8601 in UTC, e.g. `2026-11-22T14:03:00Z`. */
export type IsoInstant = string;

export interface DateTimeFormatOptions {
  /** Show seconds as well (`14:03:09`). */
  seconds?: boolean;
  /** Append the zone (`UTC`, `CET`, `GMT+1`); on by default so a reader knows which clock it is. */
  zone?: boolean;
  /** BCP 47 locale for the zone's short name. */
  locale?: string;
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** The instant on the wall clock of `timeZone`. */
export function toZoned(instant: IsoInstant, timeZone: string): Temporal.ZonedDateTime {
  return Temporal.Instant.from(instant).toZonedDateTimeISO(timeZone);
}

/** The zone's short name at that moment, in the reader's language ("UTC", "CET", "MEZ", "GMT+1"). */
export function zoneLabel(zoned: Temporal.ZonedDateTime, locale = 'en-US'): string {
  if (zoned.timeZoneId === DEFAULT_TIME_ZONE) return DEFAULT_TIME_ZONE;
  const parts = new Intl.DateTimeFormat(locale, {
    timeZone: zoned.timeZoneId,
    timeZoneName: 'short',
  }).formatToParts(zoned.epochMilliseconds);
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? zoned.timeZoneId;
}

const dateOf = ({ year, month, day }: Temporal.ZonedDateTime) =>
  `${pad(year, 4)}-${pad(month)}-${pad(day)}`;

const timeOf = ({ hour, minute, second }: Temporal.ZonedDateTime, seconds: boolean) =>
  seconds ? `${pad(hour)}:${pad(minute)}:${pad(second)}` : `${pad(hour)}:${pad(minute)}`;

/** `2026-11-22`: the calendar date of the instant in `timeZone`. */
export function formatDate(instant: IsoInstant, timeZone: string): string {
  return dateOf(toZoned(instant, timeZone));
}

/** `14:03` (or `14:03:09`): the wall-clock time of the instant in `timeZone`. */
export function formatTime(
  instant: IsoInstant,
  timeZone: string,
  { seconds = false }: Pick<DateTimeFormatOptions, 'seconds'> = {},
): string {
  return timeOf(toZoned(instant, timeZone), seconds);
}

/**
 * `2026-11-22 14:03 UTC` (DESIGN "Dates"): unambiguous in every language, with the zone visible. Converts the
 * instant once: tables format one per row while scrolling.
 */
export function formatDateTime(
  instant: IsoInstant,
  timeZone: string,
  { seconds = false, zone = true, locale }: DateTimeFormatOptions = {},
): string {
  const zoned = toZoned(instant, timeZone);
  const text = `${dateOf(zoned)} ${timeOf(zoned, seconds)}`;
  return zone ? `${text} ${zoneLabel(zoned, locale)}` : text;
}

/**
 * The UTC instant of a wall-clock date and time entered in `timeZone` (`2026-11-22` or `2026-11-22T09:30`).
 * A time skipped by a daylight-saving change moves forward, as the clocks did.
 */
export function instantFromZoned(dateTime: string, timeZone: string): IsoInstant {
  return Temporal.PlainDateTime.from(dateTime)
    .toZonedDateTime(timeZone, { disambiguation: 'compatible' })
    .toInstant()
    .toString();
}

/** Instants whose formatted text is the longest a date-time shows (two-digit day and hour, winter and summer zone). */
const WIDEST_INSTANTS: readonly IsoInstant[] = ['2026-01-31T23:59:59Z', '2026-07-31T23:59:59Z'];

/** The widest date-time text `format` produces: the sample a date-time column gives as its `minContent`. */
export function widestDateTime(format: (instant: IsoInstant) => string): string {
  return WIDEST_INSTANTS.map(format).reduce((widest, text) =>
    text.length > widest.length ? text : widest,
  );
}

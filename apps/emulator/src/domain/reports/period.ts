/** A report's period: whole days in a chosen time zone, as UTC instants [start, end). */
import { REPORT_MAX_DAYS, type ReportFilters } from '@paydesk/api-client';
import { DAY } from '../../infra/time.js';
import { invalid } from '../errors.js';

const FILTERS = '/data/attributes/filters';

export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const formatters = new Map<string, Intl.DateTimeFormat>();
const formatterOf = (zone: string) => {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(zone, formatter);
  }
  return formatter;
};

/** The zone's offset from UTC (ms) at an instant. */
function offsetAt(zone: string, instant: number): number {
  if (zone === 'UTC') return 0;
  const parts = formatterOf(zone).formatToParts(instant);
  const part = (type: string) => Number(parts.find((item) => item.type === type)!.value);
  const asUtc = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/** The instant a day (`YYYY-MM-DD`) starts in `zone`. */
export function startOfDay(date: string, zone: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(year, month - 1, day);
  // Two passes: the offset at the guess, then at the corrected instant (a change of offset that day).
  const first = wall - offsetAt(zone, wall);
  return wall - offsetAt(zone, first);
}

export interface Period {
  start: number;
  end: number;
}

/** Checks the filters' days and zone and answers the period, errors at their fields. */
export function periodOf(filters: ReportFilters): Period {
  if (!isTimeZone(filters.timeZone)) throw invalid('Unknown time zone', `${FILTERS}/timeZone`);
  if (filters.from > filters.to)
    throw invalid('The period must end on or after its start', `${FILTERS}/to`);
  const start = startOfDay(filters.from, filters.timeZone);
  const next = new Date(`${filters.to}T00:00:00Z`).getTime() + DAY;
  const end = startOfDay(new Date(next).toISOString().slice(0, 10), filters.timeZone);
  if (end - start > REPORT_MAX_DAYS * DAY + 2 * 3_600_000)
    throw invalid(`A report covers at most ${REPORT_MAX_DAYS} days`, `${FILTERS}/from`);
  return { start, end };
}

const QUARTER_HOUR = 900_000;
let lastOffset = { zone: '', bucket: Number.NaN, offset: 0 };
let lastDay = { day: Number.NaN, text: '' };
const twoDigits = Array.from({ length: 60 }, (_, n) => String(n).padStart(2, '0'));

/** `2026-11-25 14:03:07` in `zone`, for the rows of a file (the zone is named in the file's heading). */
export function localTime(instant: number, zone: string): string {
  // Rows come in time order: the offset is read once per quarter hour (offsets change on those boundaries), the
  // date once per day, and the time of day is arithmetic: a million rows make no Date.
  const bucket = Math.floor(instant / QUARTER_HOUR);
  if (bucket !== lastOffset.bucket || zone !== lastOffset.zone) {
    lastOffset = { zone, bucket, offset: offsetAt(zone, bucket * QUARTER_HOUR) };
  }
  const local = instant + lastOffset.offset;
  const day = Math.floor(local / DAY);
  if (day !== lastDay.day) lastDay = { day, text: new Date(day * DAY).toISOString().slice(0, 10) };
  const seconds = Math.floor((local - day * DAY) / 1000);
  const hour = Math.floor(seconds / 3600);
  const minute = Math.floor((seconds % 3600) / 60);
  return `${lastDay.text} ${twoDigits[hour]}:${twoDigits[minute]}:${twoDigits[seconds % 60]}`;
}

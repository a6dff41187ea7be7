/**
 * When a schedule runs, on the wall clock of its time zone (temporal-polyfill): the first matching day at its
 * local time strictly after a given instant. A local time the zone skips (spring forward) runs at the first moment
 * after the gap, a time it has twice (fall back) the first time ('compatible', as calendars do).
 */
import { Temporal } from 'temporal-polyfill';
import type { ScheduleFrequency } from '@paydesk/api-client';

export interface ScheduleTiming {
  frequency: ScheduleFrequency;
  /** ISO weekday (1 = Monday), weekly only. */
  weekday: number | null;
  /** 1–31, monthly only; past the month's end means its last day. */
  dayOfMonth: number | null;
  /** `HH:MM`. */
  time: string;
  timeZone: string;
}

function runsOn(timing: ScheduleTiming, date: Temporal.PlainDate): boolean {
  if (timing.frequency === 'weekly') return date.dayOfWeek === timing.weekday;
  if (timing.frequency === 'monthly')
    return date.day === Math.min(timing.dayOfMonth ?? 1, date.daysInMonth);
  return true;
}

/** The zone is one Temporal knows; a wrong one is the caller's error. */
export function isTimeZone(zone: string): boolean {
  try {
    Temporal.Now.zonedDateTimeISO(zone);
    return true;
  } catch {
    return false;
  }
}

/** The first run strictly after `after` (epoch ms), as epoch ms. */
export function nextRunAfter(timing: ScheduleTiming, after: number): number {
  const [hour, minute] = timing.time.split(':').map(Number) as [number, number];
  const start = Temporal.Instant.fromEpochMilliseconds(after)
    .toZonedDateTimeISO(timing.timeZone)
    .toPlainDate();
  // A monthly run is at most 31 days away; one more day covers a run earlier today that has passed.
  for (let offset = 0; offset <= 32; offset += 1) {
    const date = start.add({ days: offset });
    if (!runsOn(timing, date)) continue;
    const at = date
      .toPlainDateTime({ hour, minute })
      .toZonedDateTime(timing.timeZone, { disambiguation: 'compatible' }).epochMilliseconds;
    if (at > after) return at;
  }
  throw new Error('No run within 32 days');
}

/** What a run at `runAt` covers, as report filter days (inclusive) in the schedule's zone. */
export function runPeriod(
  timing: Pick<ScheduleTiming, 'frequency' | 'timeZone'>,
  runAt: number,
): { from: string; to: string } {
  const day = Temporal.Instant.fromEpochMilliseconds(runAt)
    .toZonedDateTimeISO(timing.timeZone)
    .toPlainDate();
  const yesterday = day.subtract({ days: 1 });
  if (timing.frequency === 'daily') return { from: yesterday.toString(), to: yesterday.toString() };
  if (timing.frequency === 'weekly')
    return { from: day.subtract({ days: 7 }).toString(), to: yesterday.toString() };
  const lastMonth = day.toPlainYearMonth().subtract({ months: 1 });
  return {
    from: lastMonth.toPlainDate({ day: 1 }).toString(),
    to: lastMonth.toPlainDate({ day: lastMonth.daysInMonth }).toString(),
  };
}

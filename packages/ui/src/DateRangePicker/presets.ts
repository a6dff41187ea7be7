import { endOfMonth, startOfMonth, type CalendarDate } from '@internationalized/date';
import { todayIn } from '../DatePicker/timeZone';

export const dateRangePresets = [
  'today',
  'yesterday',
  'last7Days',
  'last30Days',
  'thisMonth',
  'lastMonth',
] as const;
export type DateRangePreset = (typeof dateRangePresets)[number];

export interface CalendarDateRange {
  start: CalendarDate;
  end: CalendarDate;
}

/**
 * The dates a preset covers, both ends inclusive, as the calendar reads in `timeZone` at `now`.
 * "Last 7 days" ends today and includes it.
 */
export function dateRangeForPreset(
  preset: DateRangePreset,
  timeZone: string,
  now: Date | number = Date.now(),
): CalendarDateRange {
  const today = todayIn(timeZone, now);
  switch (preset) {
    case 'today':
      return { start: today, end: today };
    case 'yesterday': {
      const yesterday = today.subtract({ days: 1 });
      return { start: yesterday, end: yesterday };
    }
    case 'last7Days':
      return { start: today.subtract({ days: 6 }), end: today };
    case 'last30Days':
      return { start: today.subtract({ days: 29 }), end: today };
    case 'thisMonth':
      return { start: startOfMonth(today), end: today };
    case 'lastMonth': {
      const previous = startOfMonth(today).subtract({ months: 1 });
      return { start: previous, end: endOfMonth(previous) };
    }
  }
}

/** The preset a range equals right now, if any (to highlight it). */
export function presetForDateRange(
  range: { start: CalendarDate; end: CalendarDate } | null | undefined,
  timeZone: string,
  now: Date | number = Date.now(),
): DateRangePreset | undefined {
  if (!range) return undefined;
  return dateRangePresets.find((preset) => {
    const candidate = dateRangeForPreset(preset, timeZone, now);
    return candidate.start.compare(range.start) === 0 && candidate.end.compare(range.end) === 0;
  });
}

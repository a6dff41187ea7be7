import { CalendarDate } from '@internationalized/date';
import { describe, expect, it } from 'vitest';
import { dateRangeForPreset, dateRangePresets, presetForDateRange } from './presets';

// 2026-03-01 02:30 UTC: still 28 February in New York, already 1 March in Tokyo and UTC.
const now = Date.UTC(2026, 2, 1, 2, 30);
const text = (range: { start: CalendarDate; end: CalendarDate }) =>
  `${range.start.toString()}..${range.end.toString()}`;

describe('date range presets', () => {
  it.each([
    ['today', '2026-03-01..2026-03-01'],
    ['yesterday', '2026-02-28..2026-02-28'],
    ['last7Days', '2026-02-23..2026-03-01'],
    ['last30Days', '2026-01-31..2026-03-01'],
    ['thisMonth', '2026-03-01..2026-03-01'],
    ['lastMonth', '2026-02-01..2026-02-28'],
  ] as const)('%s in UTC', (preset, expected) => {
    expect(text(dateRangeForPreset(preset, 'UTC', now))).toBe(expected);
  });

  it.each([
    ['today', '2026-02-28..2026-02-28'],
    ['yesterday', '2026-02-27..2026-02-27'],
    ['last7Days', '2026-02-22..2026-02-28'],
    ['thisMonth', '2026-02-01..2026-02-28'],
    ['lastMonth', '2026-01-01..2026-01-31'],
  ] as const)('%s in America/New_York, where it is still the day before', (preset, expected) => {
    expect(text(dateRangeForPreset(preset, 'America/New_York', now))).toBe(expected);
  });

  it('handles a leap year and a year boundary', () => {
    const leap = Date.UTC(2028, 2, 10, 12);
    expect(text(dateRangeForPreset('lastMonth', 'UTC', leap))).toBe('2028-02-01..2028-02-29');
    const newYear = Date.UTC(2027, 0, 3, 12);
    expect(text(dateRangeForPreset('lastMonth', 'UTC', newYear))).toBe('2026-12-01..2026-12-31');
    expect(text(dateRangeForPreset('last7Days', 'UTC', newYear))).toBe('2026-12-28..2027-01-03');
  });

  it('includes today in "last 7 days" and "last 30 days"', () => {
    for (const preset of ['last7Days', 'last30Days'] as const) {
      const range = dateRangeForPreset(preset, 'Asia/Tokyo', now);
      expect(range.end.toString()).toBe('2026-03-01');
      expect(range.end.compare(range.start) + 1).toBe(preset === 'last7Days' ? 7 : 30);
    }
  });

  it('recognises the preset a range equals', () => {
    for (const preset of dateRangePresets) {
      const range = dateRangeForPreset(preset, 'Europe/Berlin', now);
      // "today" and "this month" coincide on the 1st; the first listed wins.
      const expected = preset === 'thisMonth' ? 'today' : preset;
      expect(presetForDateRange(range, 'Europe/Berlin', now)).toBe(expected);
    }
    const custom = { start: new CalendarDate(2026, 1, 5), end: new CalendarDate(2026, 1, 9) };
    expect(presetForDateRange(custom, 'UTC', now)).toBeUndefined();
    expect(presetForDateRange(null, 'UTC', now)).toBeUndefined();
  });
});

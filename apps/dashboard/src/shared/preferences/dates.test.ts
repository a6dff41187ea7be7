import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatTime,
  widestDateTime,
  instantFromZoned,
  zoneLabel,
  toZoned,
} from './dates';

const instant = '2026-11-22T23:30:05Z';

describe('dates in the chosen time zone', () => {
  it('shows a UTC instant as it is in UTC, with the zone', () => {
    expect(formatDateTime(instant, 'UTC')).toBe('2026-11-22 23:30 UTC');
    expect(formatDateTime(instant, 'UTC', { seconds: true, zone: false })).toBe(
      '2026-11-22 23:30:05',
    );
  });

  it('moves to the next day east of UTC and keeps the previous one west of it', () => {
    expect(formatDate(instant, 'Europe/Berlin')).toBe('2026-11-23');
    expect(formatTime(instant, 'Europe/Berlin')).toBe('00:30');
    expect(formatDate(instant, 'America/New_York')).toBe('2026-11-22');
    expect(formatTime(instant, 'America/New_York')).toBe('18:30');
    expect(formatTime(instant, 'Asia/Kolkata')).toBe('05:00');
  });

  it('follows daylight saving time', () => {
    expect(formatTime('2026-07-01T12:00:00Z', 'Europe/Berlin')).toBe('14:00');
    expect(formatTime('2026-01-01T12:00:00Z', 'Europe/Berlin')).toBe('13:00');
  });

  it('names the zone in the reader’s language', () => {
    const zoned = toZoned('2026-01-01T12:00:00Z', 'Europe/Berlin');
    expect(zoneLabel(zoned, 'de-DE')).toBe('MEZ');
    expect(formatDateTime('2026-01-01T12:00:00Z', 'America/New_York')).toBe('2026-01-01 07:00 EST');
  });

  it('turns a wall-clock time entered in a zone into the UTC instant', () => {
    expect(instantFromZoned('2026-11-23T00:30', 'Europe/Berlin')).toBe('2026-11-22T23:30:00Z');
    expect(instantFromZoned('2026-11-22', 'UTC')).toBe('2026-11-22T00:00:00Z');
    // 02:30 does not exist in Berlin on 2026-03-29; the clocks jumped to 03:00 CEST.
    expect(instantFromZoned('2026-03-29T02:30', 'Europe/Berlin')).toBe('2026-03-29T01:30:00Z');
  });
});

describe('widestDateTime', () => {
  it('answers the longest of the sample texts', () => {
    const texts: Record<string, string> = {
      '2026-01-31T23:59:59Z': '2026-01-31 23:59 GMT',
      '2026-07-31T23:59:59Z': '2026-07-31 23:59 GMT+1',
    };
    expect(widestDateTime((instant) => texts[instant]!)).toBe('2026-07-31 23:59 GMT+1');
  });
});

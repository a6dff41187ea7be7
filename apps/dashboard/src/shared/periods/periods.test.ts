import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { periodOf } from './periods';

const now = Temporal.Instant.from('2026-11-23T10:00:00Z');

describe('periodOf', () => {
  it('covers whole UTC days, today included', () => {
    expect(periodOf('7d', now, 'UTC')).toEqual({
      from: '2026-11-17T00:00:00Z',
      to: '2026-11-24T00:00:00Z',
    });
    expect(periodOf('30d', now, 'UTC').from).toBe('2026-10-25T00:00:00Z');
    expect(periodOf('90d', now, 'UTC').from).toBe('2026-08-26T00:00:00Z');
  });

  it('counts days on the calendar of the chosen zone', () => {
    // 10:00 UTC is 19:00 in Tokyo, whose days start at 15:00 UTC the day before.
    expect(periodOf('7d', now, 'Asia/Tokyo')).toEqual({
      from: '2026-11-16T15:00:00Z',
      to: '2026-11-23T15:00:00Z',
    });
  });

  it('starts twelve months back on the first of the month', () => {
    expect(periodOf('12m', now, 'UTC').from).toBe('2025-12-01T00:00:00Z');
  });

  it('is stable through the day', () => {
    const later = Temporal.Instant.from('2026-11-23T23:59:00Z');
    expect(periodOf('30d', later, 'UTC')).toEqual(periodOf('30d', now, 'UTC'));
  });
});

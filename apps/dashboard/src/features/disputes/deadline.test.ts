import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { deadlineStatus } from './deadline';

const now = Temporal.Instant.from('2026-11-23T10:00:00Z');

describe('deadlineStatus', () => {
  it('counts calendar days in the time zone and is open beyond three days', () => {
    expect(deadlineStatus('2026-11-30T09:00:00Z', now, 'UTC')).toEqual({
      daysLeft: 7,
      urgency: 'open',
    });
  });

  it('is close at three days or fewer, and today counts as 0', () => {
    expect(deadlineStatus('2026-11-26T23:00:00Z', now, 'UTC')).toEqual({
      daysLeft: 3,
      urgency: 'close',
    });
    expect(deadlineStatus('2026-11-23T18:00:00Z', now, 'UTC')).toEqual({
      daysLeft: 0,
      urgency: 'close',
    });
  });

  it('is overdue once the instant has passed, even on the same day', () => {
    expect(deadlineStatus('2026-11-23T09:00:00Z', now, 'UTC')).toEqual({
      daysLeft: 0,
      urgency: 'overdue',
    });
    expect(deadlineStatus('2026-11-20T09:00:00Z', now, 'UTC')).toEqual({
      daysLeft: -3,
      urgency: 'overdue',
    });
  });

  it('uses the calendar of the chosen zone', () => {
    // 23:30 UTC on the 24th is already the 25th in Berlin: two days, not one.
    expect(deadlineStatus('2026-11-24T23:30:00Z', now, 'UTC').daysLeft).toBe(1);
    expect(deadlineStatus('2026-11-24T23:30:00Z', now, 'Europe/Berlin').daysLeft).toBe(2);
  });
});

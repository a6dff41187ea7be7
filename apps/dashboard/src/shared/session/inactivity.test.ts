import { SESSION_INACTIVITY_MS } from '@paydesk/api-client';
import { describe, expect, it } from 'vitest';
import {
  AUTO_LOGOUT_REMAINING_MS,
  INACTIVITY_WARNING_MS,
  formatCountdown,
  inactivityPhase,
  isLastRequestStale,
  remainingMs,
  secondsLeft,
} from './inactivity';

const lastRequest = Date.UTC(2026, 10, 23, 9, 0, 0);
const minutes = (n: number) => n * 60 * 1000;

describe('remainingMs', () => {
  it('counts down 30 minutes from the last request', () => {
    expect(remainingMs(lastRequest, lastRequest)).toBe(SESSION_INACTIVITY_MS);
    expect(remainingMs(lastRequest, lastRequest + minutes(10))).toBe(minutes(20));
  });

  it('never goes below zero, however late the check runs', () => {
    expect(remainingMs(lastRequest, lastRequest + minutes(90))).toBe(0);
  });

  it('restarts from a newer request, whichever tab made it', () => {
    const now = lastRequest + minutes(29);
    expect(remainingMs(now - 1000, now)).toBe(SESSION_INACTIVITY_MS - 1000);
  });
});

describe('inactivityPhase', () => {
  const at = (elapsed: number) => inactivityPhase(remainingMs(lastRequest, lastRequest + elapsed));

  it('stays active until the last five minutes', () => {
    expect(at(0)).toBe('active');
    expect(at(minutes(25) - 1)).toBe('active');
  });

  it('warns in the last five minutes', () => {
    expect(at(minutes(25))).toBe('warning');
    expect(at(SESSION_INACTIVITY_MS - AUTO_LOGOUT_REMAINING_MS - 1)).toBe('warning');
  });

  it('logs out at one second left', () => {
    expect(at(SESSION_INACTIVITY_MS - AUTO_LOGOUT_REMAINING_MS)).toBe('expired');
    expect(at(SESSION_INACTIVITY_MS)).toBe('expired');
  });

  it('a hidden tab woken long after the end logs out at once instead of warning', () => {
    // Throttled timers: the previous check ran at 20 minutes, the next one at 45.
    expect(at(minutes(20))).toBe('active');
    expect(at(minutes(45))).toBe('expired');
  });

  it('uses the spec windows', () => {
    expect(INACTIVITY_WARNING_MS).toBe(minutes(5));
    expect(AUTO_LOGOUT_REMAINING_MS).toBe(1000);
  });
});

describe('isLastRequestStale', () => {
  it('is stale only when older than 1800 s', () => {
    expect(isLastRequestStale(lastRequest, lastRequest + 1_800_000)).toBe(false);
    expect(isLastRequestStale(lastRequest, lastRequest + 1_800_001)).toBe(true);
  });
});

describe('countdown', () => {
  it('rounds up to whole seconds', () => {
    expect(secondsLeft(minutes(5))).toBe(300);
    expect(secondsLeft(299_001)).toBe(300);
    expect(secondsLeft(1001)).toBe(2);
  });

  it('formats as m:ss', () => {
    expect(formatCountdown(300)).toBe('5:00');
    expect(formatCountdown(61)).toBe('1:01');
    expect(formatCountdown(9)).toBe('0:09');
    expect(formatCountdown(-3)).toBe('0:00');
  });
});

import { describe, expect, it } from 'vitest';
import { isRunningPeriod, periodToSeconds, splitRunningPoint } from './chartData';

describe('periodToSeconds', () => {
  it('reads UTC days and months', () => {
    expect(periodToSeconds('2026-11-22')).toBe(Date.UTC(2026, 10, 22) / 1000);
    expect(periodToSeconds('2026-11')).toBe(Date.UTC(2026, 10, 1) / 1000);
  });
});

describe('isRunningPeriod', () => {
  const at = (iso: string) => Date.parse(iso) / 1000;

  it('is true from the first to the last second of a UTC day or month', () => {
    expect(isRunningPeriod('2026-11-28', at('2026-11-28T00:00:00Z'))).toBe(true);
    expect(isRunningPeriod('2026-11-28', at('2026-11-28T23:59:59Z'))).toBe(true);
    expect(isRunningPeriod('2026-11', at('2026-11-30T23:59:59Z'))).toBe(true);
    expect(isRunningPeriod('2026-12', at('2026-12-01T00:00:00Z'))).toBe(true);
  });

  it('is false before it began and once it ended', () => {
    expect(isRunningPeriod('2026-11-28', at('2026-11-29T00:00:00Z'))).toBe(false);
    expect(isRunningPeriod('2026-11-28', at('2026-11-27T23:59:59Z'))).toBe(false);
    expect(isRunningPeriod('2026-11', at('2026-12-01T00:00:00Z'))).toBe(false);
  });
});

describe('splitRunningPoint', () => {
  it('ends the line at the last ended period and steps into the running one apart', () => {
    expect(splitRunningPoint([5, 7, 6, 1])).toEqual([
      [5, 7, 6, null],
      [null, null, 6, 1],
    ]);
  });

  it('draws a single running point on its own', () => {
    expect(splitRunningPoint([3])).toEqual([[null], [3]]);
  });
});

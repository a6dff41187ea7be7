import { describe, expect, it } from 'vitest';
import { periodToSeconds } from './chartData';

describe('periodToSeconds', () => {
  it('reads UTC days and months', () => {
    expect(periodToSeconds('2026-11-22')).toBe(Date.UTC(2026, 10, 22) / 1000);
    expect(periodToSeconds('2026-11')).toBe(Date.UTC(2026, 10, 1) / 1000);
  });
});

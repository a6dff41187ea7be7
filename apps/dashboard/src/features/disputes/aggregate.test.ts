import { describe, expect, it } from 'vitest';
import { periodPoints, rankByCount } from './aggregate';

describe('rankByCount', () => {
  it('drops empty rows, ranks by count and gives shares of the total', () => {
    const rows = [
      { state: 'won', count: 1 },
      { state: 'new', count: 0 },
      { state: 'lost', count: 3 },
      { state: 'pending', count: 1 },
    ];
    expect(rankByCount(rows, 5)).toEqual([
      { row: { state: 'lost', count: 3 }, share: 0.6 },
      { row: { state: 'won', count: 1 }, share: 0.2 },
      { row: { state: 'pending', count: 1 }, share: 0.2 },
    ]);
  });

  it('gives zero shares when there is no total', () => {
    expect(rankByCount([{ count: 2 }], 0)).toEqual([{ row: { count: 2 }, share: 0 }]);
  });
});

describe('periodPoints', () => {
  it('turns day and month buckets into UTC instants and labels', () => {
    const points = periodPoints([
      { period: '2026-10', count: 4, amounts: [] },
      { period: '2026-11', count: 2, amounts: [] },
    ]);
    expect(points).toEqual({
      times: [Date.UTC(2026, 9, 1) / 1000, Date.UTC(2026, 10, 1) / 1000],
      labels: ['2026-10', '2026-11'],
      counts: [4, 2],
    });
  });
});

import { describe, expect, it } from 'vitest';
import { dailyPoints, keyFigureValues } from './figures';

const plain = (lines: string[]) => lines.map((line) => line.replace(/\s/g, ' '));

const statistics = {
  from: '2026-11-17T00:00:00Z',
  to: '2026-11-24T00:00:00Z',
  count: 1234,
  successCount: 1200,
  successRate: 1200 / 1234,
  refundsCount: 17,
  disputesCount: 2,
  currencies: [
    { currency: 'USD', volume: 99_95, count: 3, refundAmount: 0 },
    { currency: 'EUR', volume: 1_234_567_89, count: 1100, refundAmount: 450_00 },
    { currency: 'KWD', volume: 1_250, count: 1, refundAmount: 0 },
  ],
  series: [
    { date: '2026-11-18', count: 5, successCount: 4, volume: [] },
    { date: '2026-11-17', count: 3, successCount: 3, volume: [] },
  ],
};

describe('keyFigureValues', () => {
  it('formats every figure, amounts per currency with their own exponent', () => {
    const figures = keyFigureValues(statistics, 'en-US');
    expect(plain(figures.volume)).toEqual(['EUR 1,234,567.89', 'KWD 1.250', 'USD 99.95']);
    expect(figures.count).toBe('1,234');
    expect(figures.successRate).toBe('97.2%');
    expect(figures.refunds).toBe('17');
    expect(plain(figures.refundAmounts)).toEqual(['EUR 450.00']);
    expect(figures.disputes).toBe('2');
  });

  it('is empty for a period without payments', () => {
    const figures = keyFigureValues(
      {
        ...statistics,
        count: 0,
        successRate: 0,
        currencies: [],
        refundsCount: 0,
        disputesCount: 0,
      },
      'de-DE',
    );
    expect(figures.volume).toEqual([]);
    expect(figures.successRate.replace(/\s/g, ' ')).toBe('0 %');
  });
});

describe('dailyPoints', () => {
  it('orders the days and keeps both counts', () => {
    expect(dailyPoints(statistics.series)).toEqual({
      times: [Date.UTC(2026, 10, 17) / 1000, Date.UTC(2026, 10, 18) / 1000],
      labels: ['2026-11-17', '2026-11-18'],
      counts: [3, 5],
      successCounts: [3, 4],
    });
  });
});

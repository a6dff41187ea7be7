import { describe, expect, it } from 'vitest';
import { balanceChartData, toMinor } from './chartData';

const history = [
  { date: '2026-11-23', available: 125_000, pending: 5_050, reserved: 0 },
  { date: '2026-11-24', available: -1, pending: 0, reserved: 999 },
];

describe('balanceChartData', () => {
  it('maps each day to a UTC instant and each bucket to a series in major units', () => {
    const data = balanceChartData(history, 2, [
      { bucket: 'available', label: 'Available', color: 'blue' },
      { bucket: 'reserved', label: 'Reserved', color: 'grey' },
    ]);
    expect(data.times).toEqual([Date.UTC(2026, 10, 23) / 1000, Date.UTC(2026, 10, 24) / 1000]);
    expect(data.labels).toEqual(['2026-11-23', '2026-11-24']);
    expect(data.series).toEqual([
      { label: 'Available', color: 'blue', values: [1250, -0.01] },
      { label: 'Reserved', color: 'grey', values: [0, 9.99] },
    ]);
  });

  it('uses the currency exponent (JPY 0, KWD 3) and goes back to exact minor units', () => {
    const [jpy] = balanceChartData(history, 0, [
      { bucket: 'pending', label: 'Pending', color: 'x' },
    ]).series;
    expect(jpy?.values).toEqual([5050, 0]);
    const [kwd] = balanceChartData(history, 3, [
      { bucket: 'pending', label: 'Pending', color: 'x' },
    ]).series;
    expect(kwd?.values).toEqual([5.05, 0]);
    expect(toMinor(5.05, 3)).toBe(5050);
    expect(toMinor(-0.01, 2)).toBe(-1);
  });
});

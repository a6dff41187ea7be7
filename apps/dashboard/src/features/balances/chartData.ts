/** A currency's daily balances as the time-series chart draws them. */
import type { BalanceBucket, CurrencyBalance } from '@paydesk/api-client';
import { toDecimalString } from '@paydesk/ui';
import { periodToSeconds, type ChartData } from '../../shared/charts/chartData';

export interface BucketSeries {
  bucket: BalanceBucket;
  label: string;
  color: string;
}

/**
 * One series per bucket, in major units (the chart's axis reads `1,250` for EUR 1,250.00; the exact amounts are
 * in the table beside the canvas, formatted from the same major-unit values).
 */
export function balanceChartData(
  history: CurrencyBalance['history'],
  exponent: number,
  series: readonly BucketSeries[],
): ChartData {
  return {
    times: history.map((point) => periodToSeconds(point.date)),
    labels: history.map((point) => point.date),
    series: series.map(({ bucket, label, color }) => ({
      label,
      color,
      values: history.map((point) => Number(toDecimalString(point[bucket], exponent))),
    })),
  };
}

/** Major units back to minor units, for formatting the chart's table with the currency's exponent. */
export const toMinor = (major: number, exponent: number): number =>
  Math.round(major * 10 ** exponent);

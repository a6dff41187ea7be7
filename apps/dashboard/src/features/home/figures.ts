/** Shapes `transactions/statistics` for the home page: the key figures as text and the daily chart's points. */
import type { TransactionStatistics } from '@paydesk/api-client';
import { formatAmounts, formatCount, formatRate } from '../../shared/figures/format';
import { periodToSeconds } from '../../shared/charts/chartData';

type Attributes = TransactionStatistics['attributes'];

export interface KeyFigureValues {
  /** One line per currency; empty when nothing was paid. */
  volume: string[];
  count: string;
  successRate: string;
  refunds: string;
  /** Refunded amounts, one per currency. */
  refundAmounts: string[];
  disputes: string;
}

/** The key figures of a period, formatted in `locale`. */
export function keyFigureValues(statistics: Attributes, locale: string): KeyFigureValues {
  const amountsOf = (pick: (row: Attributes['currencies'][number]) => number) =>
    formatAmounts(
      statistics.currencies
        .map((row) => ({ currency: row.currency, amount: pick(row) }))
        .filter((row) => row.amount !== 0),
      locale,
    );
  return {
    volume: amountsOf((row) => row.volume),
    count: formatCount(statistics.count, locale),
    successRate: formatRate(statistics.successRate, locale),
    refunds: formatCount(statistics.refundsCount, locale),
    refundAmounts: amountsOf((row) => row.refundAmount),
    disputes: formatCount(statistics.disputesCount, locale),
  };
}

/** Payments and successful payments per day, oldest first. */
export function dailyPoints(series: Attributes['series']) {
  const days = [...series].sort((a, b) => a.date.localeCompare(b.date));
  return {
    times: days.map((day) => periodToSeconds(day.date)),
    labels: days.map((day) => day.date),
    counts: days.map((day) => day.count),
    successCounts: days.map((day) => day.successCount),
  };
}

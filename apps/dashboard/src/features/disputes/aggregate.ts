/** Shapes `disputes/aggregate` answers for the aggregated page: ranked rows with shares, and the chart's points. */
import type { DisputeAggregate } from '@paydesk/api-client';
import { periodToSeconds } from '../../shared/charts/chartData';

type Attributes = DisputeAggregate['attributes'];

export interface Ranked<T> {
  row: T;
  /** The row's part of the total, 0…1. */
  share: number;
}

/** Rows with at least one dispute, most first (ties keep the provider's order), each with its share. */
export function rankByCount<T extends { count: number }>(
  rows: readonly T[],
  total: number,
): Ranked<T>[] {
  return rows
    .filter((row) => row.count > 0)
    .map((row, index) => ({ row, index }))
    .sort((a, b) => b.row.count - a.row.count || a.index - b.index)
    .map(({ row }) => ({ row, share: total > 0 ? row.count / total : 0 }));
}

/** The per-period counts as chart points, oldest first. */
export function periodPoints(byPeriod: Attributes['byPeriod']) {
  return {
    times: byPeriod.map((bucket) => periodToSeconds(bucket.period)),
    labels: byPeriod.map((bucket) => bucket.period),
    counts: byPeriod.map((bucket) => bucket.count),
  };
}

/** What a time-series chart draws: one x value per point and one or more series of numbers over them. */
export interface ChartSeries {
  label: string;
  values: readonly number[];
  /** A theme colour (`vars.color.*`) to draw it in. */
  color: string;
}

export interface ChartData {
  /** Each point's instant in seconds since the epoch (uPlot's x values). */
  times: readonly number[];
  /** Each point's label as the data table reads it ("2026-11-22", "2026-11"). */
  labels: readonly string[];
  series: readonly ChartSeries[];
  /** The last point's period (today, this month) is still running: its value counts only part of it. */
  lastPeriodRunning?: boolean;
}

/** `2026-11-22` (a UTC day) or `2026-11` (a UTC month) as seconds since the epoch. */
export function periodToSeconds(period: string): number {
  const [year = 1970, month = 1, day = 1] = period.split('-').map(Number);
  return Date.UTC(year, month - 1, day) / 1000;
}

/** Whether the UTC day or month `period` had begun and not yet ended at `nowSeconds`. */
export function isRunningPeriod(period: string, nowSeconds: number): boolean {
  const [year = 1970, month = 1, day] = period.split('-').map(Number);
  const end =
    (day === undefined ? Date.UTC(year, month, 1) : Date.UTC(year, month - 1, day + 1)) / 1000;
  return periodToSeconds(period) <= nowSeconds && nowSeconds < end;
}

/**
 * A line whose last period is still running, as two: the line of the ended periods, and the step from the last
 * ended period into the running one, drawn dashed. A day that has just begun otherwise reads as a collapse.
 */
export function splitRunningPoint(
  values: readonly number[],
): [ended: (number | null)[], running: (number | null)[]] {
  const last = values.length - 1;
  return [
    values.map((value, index) => (index < last ? value : null)),
    values.map((value, index) => (index >= last - 1 ? value : null)),
  ];
}

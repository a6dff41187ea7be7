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
}

/** `2026-11-22` (a UTC day) or `2026-11` (a UTC month) as seconds since the epoch. */
export function periodToSeconds(period: string): number {
  const [year = 1970, month = 1, day = 1] = period.split('-').map(Number);
  return Date.UTC(year, month - 1, day) / 1000;
}

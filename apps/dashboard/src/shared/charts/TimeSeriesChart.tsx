import { Skeleton } from '@paydesk/ui';
import { lazy, Suspense, useId } from 'react';
import { useAfterFirstPaint } from '../render/useAfterFirstPaint';
import type { ChartData } from './chartData';
import * as styles from './TimeSeriesChart.css';

// uPlot is only needed once a chart is on screen: it loads in its own chunk, after the page's first paint.
const UPlotChart = lazy(() => import('./UPlotChart'));

export interface TimeSeriesChartProps {
  /** The chart's caption; also names the figure and the data table. */
  title: string;
  data: ChartData;
  /** Bars for counts per period; lines for daily series. */
  kind?: 'bars' | 'lines';
  /** Formats values in the data table (counts by default). */
  formatValue?: (value: number) => string;
  /** The header of the label column in the data table ("Day", "Month"). */
  labelHeader: string;
}

/**
 * A time-series chart drawn on canvas by uPlot, with a legend and, for screen readers, the same numbers as a
 * visually hidden table (the canvas itself is hidden from assistive technology).
 */
export function TimeSeriesChart({
  title,
  data,
  kind = 'lines',
  formatValue = String,
  labelHeader,
}: TimeSeriesChartProps) {
  const captionId = useId();
  // The page's figures and text paint first; uPlot's code is fetched and evaluated, and the chart drawn, after.
  const painted = useAfterFirstPaint();
  const placeholder = <Skeleton shape="rect" height={240} />;
  return (
    <figure className={styles.figure} aria-labelledby={captionId}>
      <figcaption id={captionId}>{title}</figcaption>
      <ul className={styles.legend} aria-hidden>
        {data.series.map((series) => (
          <li key={series.label} className={styles.legendItem}>
            <span className={styles.swatch} style={{ background: series.color }} />
            {series.label}
          </li>
        ))}
      </ul>
      <div className={styles.plot} aria-hidden data-testid="chart-canvas">
        {painted ? (
          <Suspense fallback={placeholder}>
            <UPlotChart data={data} kind={kind} />
          </Suspense>
        ) : (
          placeholder
        )}
      </div>
      <table className={styles.visuallyHidden}>
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{labelHeader}</th>
            {data.series.map((series) => (
              <th scope="col" key={series.label}>
                {series.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {data.labels.map((label, index) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              {data.series.map((series) => (
                <td key={series.label}>{formatValue(series.values[index] ?? 0)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

import { vars } from '@paydesk/ui';
import { useEffect, useRef, useState } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { usePreferences } from '../preferences';
import { splitRunningPoint, type ChartData } from './chartData';

const HEIGHT = 240;
// eslint-disable-next-line lingui/no-unlocalized-strings -- a media query, not text
const DARK_SCHEME = '(prefers-color-scheme: dark)';
/** Buckets are UTC days and months. */
// eslint-disable-next-line lingui/no-unlocalized-strings -- an IANA zone name
const BUCKET_ZONE = 'Etc/UTC';

/** Canvas cannot read CSS variables: resolve a theme colour (`var(--pd-…)`) on the element. */
function resolveColor(element: HTMLElement, color: string): string {
  const name = /var\((--[^),]+)/.exec(color)?.[1];
  return name ? getComputedStyle(element).getPropertyValue(name).trim() || color : color;
}

/** Redraw when the operating system switches between light and dark (theme `auto`). */
function useColorScheme(): boolean {
  const [dark, setDark] = useState(() => matchMedia(DARK_SCHEME).matches);
  useEffect(() => {
    const query = matchMedia(DARK_SCHEME);
    const change = () => setDark(query.matches);
    query.addEventListener('change', change);
    return () => query.removeEventListener('change', change);
  }, []);
  return dark;
}

/** Room for the longest value label ("1,200,000" for a JPY balance), never less than the counts need. */
const valueAxisSize = (_chart: uPlot, labels: string[] | null) =>
  Math.max(56, 16 + 8 * Math.max(0, ...(labels ?? []).map((label) => label.length)));

function options(
  element: HTMLElement,
  data: ChartData,
  kind: 'bars' | 'lines',
  width: number,
): uPlot.Options {
  const color = (value: string) => resolveColor(element, value);
  const axis: uPlot.Axis = {
    stroke: color(vars.color.textMuted),
    grid: { stroke: color(vars.color.border), width: 1 },
    ticks: { stroke: color(vars.color.border), width: 1 },
  };
  const bars = uPlot.paths.bars?.({ size: [0.6, 48] });
  return {
    width,
    height: HEIGHT,
    legend: { show: false },
    cursor: { drag: { x: false, y: false } },
    tzDate: (seconds) => uPlot.tzDate(new Date(seconds * 1000), BUCKET_ZONE),
    scales: { x: { time: true }, y: { range: (_, min, max) => [0, Math.max(max, min + 1) * 1.1] } },
    axes: [axis, { ...axis, size: valueAxisSize }],
    series: [
      {},
      ...data.series.map((series): uPlot.Series => ({
        label: series.label,
        stroke: color(series.color),
        width: 2,
        ...(kind === 'bars'
          ? { paths: bars, fill: color(series.color), points: { show: false } }
          : {}),
      })),
      // Each line's step into a period still running, dashed (see splitRunningPoint).
      ...(dashesRunningPoint(data, kind) ? data.series : []).map((series): uPlot.Series => ({
        stroke: color(series.color),
        width: 2,
        dash: [6, 4],
      })),
    ],
  };
}

/** Lines show a running last period dashed; a bar is its own shape and stays as it is. */
const dashesRunningPoint = (data: ChartData, kind: 'bars' | 'lines') =>
  kind === 'lines' && data.lastPeriodRunning === true;

/** uPlot's columns: the x values, each series, then each line's running step when it has one. */
function alignedData(data: ChartData, kind: 'bars' | 'lines'): uPlot.AlignedData {
  const times = Float64Array.from(data.times);
  if (!dashesRunningPoint(data, kind))
    return [times, ...data.series.map((series) => Float64Array.from(series.values))];
  const split = data.series.map((series) => splitRunningPoint(series.values));
  return [times, ...split.map(([ended]) => ended), ...split.map(([, running]) => running)];
}

/** The uPlot drawing of a chart, sized to its container. Loaded lazily (see TimeSeriesChart). */
export default function UPlotChart({ data, kind }: { data: ChartData; kind: 'bars' | 'lines' }) {
  const container = useRef<HTMLDivElement>(null);
  const { theme } = usePreferences();
  const dark = useColorScheme();

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const chart = new uPlot(
      options(element, data, kind, element.clientWidth || 600),
      alignedData(data, kind),
      element,
    );
    const resize = new ResizeObserver(([entry]) => {
      if (entry) chart.setSize({ width: Math.floor(entry.contentRect.width), height: HEIGHT });
    });
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [data, kind, theme, dark]);

  return <div ref={container} />;
}

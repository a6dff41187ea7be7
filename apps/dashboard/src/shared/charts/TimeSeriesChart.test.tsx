import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TimeSeriesChart } from './TimeSeriesChart';

const plot = vi.hoisted(() => ({ imported: 0 }));
vi.mock('./UPlotChart', () => {
  plot.imported += 1;
  return { default: () => <canvas data-testid="plot" /> };
});

const data = {
  times: [1_764_288_000, 1_764_374_400],
  labels: ['2025-11-28', '2025-11-29'],
  series: [{ label: 'Payments', color: '#2563eb', values: [3, 5] }],
};

describe('TimeSeriesChart', () => {
  afterEach(() => vi.useRealTimers());

  it("fetches and draws the plot only after the page's first paint, showing its placeholder until then", async () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'setTimeout'] });
    render(<TimeSeriesChart title="Payments per day" data={data} labelHeader="Day" />);
    expect(screen.getByRole('figure', { name: 'Payments per day' })).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Payments per day' })).toBeTruthy();
    expect(screen.queryByTestId('plot')).toBeNull();
    await act(async () => {
      vi.advanceTimersToNextFrame();
    });
    expect(plot.imported).toBe(0);
    await act(async () => {
      vi.runOnlyPendingTimers();
    });
    vi.useRealTimers();
    expect(await screen.findByTestId('plot')).toBeTruthy();
    expect(plot.imported).toBe(1);
  });
});

import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProgressRing } from './ProgressRing';

const fillOf = (bar: HTMLElement) => bar.querySelectorAll('circle')[1] as SVGCircleElement;

describe('ProgressRing', () => {
  it('is a progressbar named by its label with a percent value', () => {
    render(<ProgressRing label="payouts-2026-11.csv" value={42} />);
    const bar = screen.getByRole('progressbar', { name: 'payouts-2026-11.csv' });
    expect(bar).toHaveAttribute('aria-valuenow', '42');
    expect(bar).toHaveAttribute('aria-valuetext', '42%');
    expect(bar).toHaveTextContent('42%');
  });

  it('draws the share done as the ring arc', () => {
    render(<ProgressRing aria-label="Download" value={25} size="lg" />);
    const fill = fillOf(screen.getByRole('progressbar', { name: 'Download' }));
    const dash = Number(fill.getAttribute('stroke-dasharray'));
    const offset = Number(fill.getAttribute('stroke-dashoffset'));
    expect(offset / dash).toBeCloseTo(0.75);
  });

  it('shows the percentage inside a large ring, hidden from the name', () => {
    render(<ProgressRing aria-label="Download" value={100} size="lg" />);
    const bar = screen.getByRole('progressbar', { name: 'Download' });
    expect(bar).toHaveTextContent('100');
    expect(bar).toHaveAttribute('aria-valuetext', '100%');
  });

  it('spins without a value when indeterminate', () => {
    render(<ProgressRing aria-label="Preparing download" isIndeterminate />);
    const bar = screen.getByRole('progressbar', { name: 'Preparing download' });
    expect(bar).not.toHaveAttribute('aria-valuenow');
    expect(bar).not.toHaveTextContent('%');
  });
});

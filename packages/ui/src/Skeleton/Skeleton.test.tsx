import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Skeleton, SkeletonText } from './Skeleton';

describe('Skeleton', () => {
  it('is hidden from assistive tech; the loading region speaks instead', () => {
    render(
      <section aria-label="Balance" aria-busy="true">
        <Skeleton shape="rect" height={40} />
        <SkeletonText lines={2} />
      </section>,
    );
    const region = screen.getByRole('region', { name: 'Balance' });
    expect(region).toHaveAttribute('aria-busy', 'true');
    for (const element of region.children) expect(element).toHaveAttribute('aria-hidden', 'true');
  });

  it('sizes circles from their height', () => {
    const { container } = render(<Skeleton shape="circle" height={24} />);
    const circle = container.querySelector<HTMLElement>('[data-skeleton="circle"]');
    expect(circle?.style.inlineSize).toBe('24px');
  });

  it('draws the requested number of lines with a shorter last line', () => {
    const { container } = render(<SkeletonText lines={4} lastLineWidth="40%" />);
    const lines = container.querySelectorAll<HTMLElement>('[data-skeleton="text"]');
    expect(lines).toHaveLength(4);
    expect(lines[0]?.style.inlineSize).toBe('100%');
    expect(lines[3]?.style.inlineSize).toBe('40%');
  });

  it('keeps a single line full width', () => {
    const { container } = render(<SkeletonText lines={1} />);
    expect(container.querySelector<HTMLElement>('[data-skeleton]')?.style.inlineSize).toBe('100%');
  });
});

import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { iconPixels } from './Icon';
import { iconCatalog } from './iconCatalog';
import * as icons from './icons';
import { IconChevronEnd, IconSearch, IconSuccess } from './icons';

describe('Icon', () => {
  it('is hidden from assistive tech when decorative', () => {
    const { container } = render(<IconSearch />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('is a named image when given an aria-label', () => {
    render(<IconSuccess aria-label="Paid" />);
    const img = screen.getByRole('img', { name: 'Paid' });
    expect(img).not.toHaveAttribute('aria-hidden');
  });

  it('maps sizes to pixels', () => {
    const { container } = render(<IconSearch size="lg" />);
    expect(container.querySelector('svg')).toHaveAttribute('width', String(iconPixels.lg));
  });

  it('marks direction-bound glyphs for mirroring', () => {
    const { container } = render(
      <>
        <IconChevronEnd />
        <IconSearch />
      </>,
    );
    const [chevron, search] = container.querySelectorAll('svg');
    expect(chevron?.getAttribute('class')).not.toBe(search?.getAttribute('class'));
  });

  it('lists every export exactly once in the catalogue, named after its export', () => {
    const listed = Object.values(iconCatalog)
      .flat()
      .map((icon) => icon.displayName);
    expect(new Set(listed).size).toBe(listed.length);
    expect(listed.sort()).toEqual(Object.keys(icons).sort());
  });
});

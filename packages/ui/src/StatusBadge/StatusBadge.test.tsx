import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { badgeTones } from '../Badge';
import { defaultStatusGlyph, StatusBadge, statusGlyphs } from './StatusBadge';

describe('StatusBadge', () => {
  it('shows its words with a decorative shape', () => {
    const { container } = render(<StatusBadge tone="success">Paid</StatusBadge>);
    expect(screen.getByText('Paid')).toBeVisible();
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('gives every tone a shape of its own kind', () => {
    for (const tone of badgeTones) expect(statusGlyphs).toContain(defaultStatusGlyph[tone]);
    expect(defaultStatusGlyph.danger).toBe('error');
  });

  it('draws the glyph it is given instead of the tone’s', () => {
    const { container } = render(
      <>
        <StatusBadge tone="info">Processing</StatusBadge>
        <StatusBadge tone="info" glyph="pending">
          Processing
        </StatusBadge>
      </>,
    );
    const [toneShape, pendingShape] = container.querySelectorAll('svg');
    expect(toneShape!.innerHTML).not.toBe(pendingShape!.innerHTML);
  });

  it('passes other attributes through, e.g. a data hook for tests', () => {
    const { container } = render(
      <StatusBadge tone="danger" data-status="failed">
        Failed
      </StatusBadge>,
    );
    expect(container.querySelector('[data-status="failed"]')).toHaveTextContent('Failed');
  });
});

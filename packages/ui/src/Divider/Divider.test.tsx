import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Divider } from './Divider';

describe('Divider', () => {
  it('is a horizontal separator by default', () => {
    render(<Divider />);
    const separator = screen.getByRole('separator');
    expect(separator).not.toHaveAttribute('aria-orientation', 'vertical');
  });

  it('announces a vertical orientation', () => {
    render(<Divider orientation="vertical" />);
    expect(screen.getByRole('separator')).toHaveAttribute('aria-orientation', 'vertical');
  });
});

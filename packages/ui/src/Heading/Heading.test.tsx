import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Heading } from './Heading';

describe('Heading', () => {
  it('renders the outline level, whatever the visual size', () => {
    render(
      <Heading level={2} size="md">
        Payouts
      </Heading>,
    );
    const heading = screen.getByRole('heading', { level: 2, name: 'Payouts' });
    expect(heading.tagName).toBe('H2');
  });

  it('uses the same class for a level and its default size', () => {
    render(
      <>
        <Heading level={3}>Default</Heading>
        <Heading level={1} size="lg">
          Explicit
        </Heading>
      </>,
    );
    expect(screen.getByRole('heading', { name: 'Default' }).className).toBe(
      screen.getByRole('heading', { name: 'Explicit' }).className,
    );
  });
});

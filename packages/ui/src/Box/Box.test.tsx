import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Box } from './Box';

describe('Box', () => {
  it('renders a div by default and passes HTML attributes through', () => {
    render(
      <Box data-testid="box" id="panel" aria-label="Filters" role="group">
        Content
      </Box>,
    );
    const box = screen.getByRole('group', { name: 'Filters' });
    expect(box.tagName).toBe('DIV');
    expect(box).toHaveAttribute('id', 'panel');
    expect(box).toHaveTextContent('Content');
  });

  it('renders the element given in `as`, keeping landmark semantics', () => {
    render(
      <Box as="nav" aria-label="Pagination">
        Pages
      </Box>,
    );
    expect(screen.getByRole('navigation', { name: 'Pagination' }).tagName).toBe('NAV');
  });

  it('turns layout props into atom classes instead of DOM attributes', () => {
    render(
      <Box
        as="section"
        aria-label="Summary"
        display="flex"
        padding="lg"
        gap={{ mobile: 'sm', desktop: 'lg' }}
        className="custom"
      >
        x
      </Box>,
    );
    const box = screen.getByRole('region', { name: 'Summary' });
    expect(box).not.toHaveAttribute('display');
    expect(box).not.toHaveAttribute('padding');
    expect(box).not.toHaveAttribute('gap');
    expect(box).toHaveClass('custom');
    // display + four padding sides + two responsive gaps + the custom class
    expect(box.classList.length).toBe(8);
  });
});

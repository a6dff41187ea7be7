import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Box } from '../Box';
import { Inline } from './Inline';

/** The atom classes a Box gets for these props, to compare against. */
function classesOf(props: Parameters<typeof Box>[0]) {
  const { container } = render(<Box {...props} />);
  const classes = [...(container.firstElementChild?.classList ?? [])];
  container.remove();
  return classes;
}

describe('Inline', () => {
  it('is a wrapping row by default', () => {
    const expected = classesOf({ display: 'flex', flexDirection: 'row', flexWrap: 'wrap' });
    render(<Inline aria-label="Actions" role="group" />);
    const row = screen.getByRole('group', { name: 'Actions' });
    for (const name of expected) expect(row).toHaveClass(name);
  });

  it('can stay on one line and spread its children apart', () => {
    const expected = classesOf({
      flexWrap: 'nowrap',
      justifyContent: 'space-between',
      alignItems: 'baseline',
    });
    render(
      <Inline
        wrap={false}
        justify="between"
        align="baseline"
        aria-label="Toolbar"
        role="toolbar"
      />,
    );
    const row = screen.getByRole('toolbar', { name: 'Toolbar' });
    for (const name of expected) expect(row).toHaveClass(name);
  });
});

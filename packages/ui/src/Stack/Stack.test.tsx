import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Box } from '../Box';
import { Stack } from './Stack';

/** The atom classes a Box gets for these props, to compare against. */
function classesOf(props: Parameters<typeof Box>[0]) {
  const { container } = render(<Box {...props} />);
  const classes = [...(container.firstElementChild?.classList ?? [])];
  container.remove();
  return classes;
}

describe('Stack', () => {
  it('is a vertical flex column with the requested gap and alignment', () => {
    const expected = classesOf({
      display: 'flex',
      flexDirection: 'column',
      gap: 'xl',
      alignItems: 'center',
    });
    render(
      <Stack as="ul" gap="xl" align="center" aria-label="Steps">
        <li>One</li>
        <li>Two</li>
      </Stack>,
    );
    const list = screen.getByRole('list', { name: 'Steps' });
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    for (const name of expected) expect(list).toHaveClass(name);
  });
});

import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from 'react-aria-components';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Tooltip, TooltipTrigger } from './Tooltip';

function Example({ delay }: { delay?: number }) {
  return (
    <TooltipTrigger delay={delay}>
      <Button>Export</Button>
      <Tooltip>Exports at most 10,000 rows</Tooltip>
    </TooltipTrigger>
  );
}

describe('Tooltip', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  // First: RAC keeps tooltips 'warm' for a moment after one closes, skipping the delay.
  it('waits for the hover delay before opening', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<Example delay={800} />);
    // Hover tooltips follow pointer modality, which a press sets (as a real mouse would).
    await user.click(document.body);
    await user.hover(screen.getByRole('button', { name: 'Export' }));
    act(() => vi.advanceTimersByTime(400));
    expect(screen.queryByRole('tooltip')).toBeNull();
    act(() => vi.advanceTimersByTime(500));
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
  });

  it('opens at once on keyboard focus and describes its trigger', async () => {
    render(<Example />);
    await userEvent.tab();
    const tooltip = await screen.findByRole('tooltip');
    expect(screen.getByRole('button', { name: 'Export' })).toHaveAccessibleDescription(
      'Exports at most 10,000 rows',
    );
    expect(tooltip).toHaveTextContent('Exports at most 10,000 rows');
  });

  it('closes on Escape', async () => {
    render(<Example />);
    await userEvent.tab();
    await screen.findByRole('tooltip');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { IconRefresh } from '../Icon/icons';
import { IconButton } from './IconButton';

describe('IconButton', () => {
  it('is a button named by its aria-label, with a hidden icon', async () => {
    const onPress = vi.fn();
    const { container } = render(
      <IconButton aria-label="Refresh" icon={<IconRefresh />} onPress={onPress} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(onPress).toHaveBeenCalledOnce();
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('shows its label as a tooltip on keyboard focus, linked by aria-describedby', async () => {
    render(<IconButton aria-label="Refresh balances" icon={<IconRefresh />} />);
    await userEvent.tab();
    const button = screen.getByRole('button', { name: 'Refresh balances' });
    expect(button).toHaveFocus();
    const tooltip = await screen.findByRole('tooltip');
    expect(tooltip).toHaveTextContent('Refresh balances');
    expect(button.getAttribute('aria-describedby')).toBe(tooltip.id);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('can go without a tooltip', async () => {
    render(<IconButton aria-label="Close" icon={<IconRefresh />} tooltip={false} />);
    await userEvent.tab();
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('ignores presses while pending or disabled', async () => {
    const onPress = vi.fn();
    render(
      <>
        <IconButton aria-label="Sync" icon={<IconRefresh />} isPending onPress={onPress} />
        <IconButton aria-label="Export" icon={<IconRefresh />} isDisabled onPress={onPress} />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Sync' }));
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    expect(onPress).not.toHaveBeenCalled();
  });

  it('requires a label at the type level', () => {
    // @ts-expect-error aria-label is required
    const element = <IconButton icon={<IconRefresh />} />;
    expect(element).toBeTruthy();
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './Button';

describe('Button', () => {
  it('is a button named by its label that calls onPress', async () => {
    const onPress = vi.fn();
    render(<Button onPress={onPress}>Refund</Button>);
    await userEvent.click(screen.getByRole('button', { name: 'Refund' }));
    expect(onPress).toHaveBeenCalledOnce();
  });

  it('ignores presses while pending but keeps its name', async () => {
    const onPress = vi.fn();
    render(
      <Button isPending onPress={onPress}>
        Saving
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Saving' });
    await userEvent.click(button);
    expect(onPress).not.toHaveBeenCalled();
    expect(button).toHaveAttribute('data-pending', 'true');
  });

  it('does nothing when disabled', async () => {
    const onPress = vi.fn();
    render(
      <Button isDisabled onPress={onPress}>
        Refund
      </Button>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Refund' }));
    expect(onPress).not.toHaveBeenCalled();
  });
});

import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DialogTrigger } from 'react-aria-components';
import { describe, expect, it } from 'vitest';
import { Button } from '../Button';
import { Popover, PopoverDialog } from './Popover';

function Example({ showArrow = false }) {
  return (
    <DialogTrigger>
      <Button>Fee details</Button>
      <Popover showArrow={showArrow} placement="bottom start">
        <PopoverDialog title="Fees">
          <p>Processing fee EUR 0.25</p>
        </PopoverDialog>
      </Popover>
    </DialogTrigger>
  );
}

describe('Popover', () => {
  it('opens a dialog named by its title, linked to the trigger', async () => {
    render(<Example />);
    const trigger = screen.getByRole('button', { name: 'Fee details' });
    await userEvent.click(trigger);
    const dialog = screen.getByRole('dialog', { name: 'Fees' });
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(within(dialog).getByText('Processing fee EUR 0.25')).toBeInTheDocument();
    expect(dialog.closest('[data-placement]')).toHaveAttribute('data-placement', 'bottom');
  });

  it('closes on Escape', async () => {
    render(<Example />);
    await userEvent.click(screen.getByRole('button', { name: 'Fee details' }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Fee details' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('draws a decorative arrow only when asked', async () => {
    const { unmount } = render(<Example />);
    await userEvent.click(screen.getByRole('button', { name: 'Fee details' }));
    expect(document.querySelector('svg path')).toBeNull();
    unmount();
    render(<Example showArrow />);
    await userEvent.click(screen.getByRole('button', { name: 'Fee details' }));
    const arrow = document.querySelector('svg:has(path)');
    expect(arrow).toHaveAttribute('aria-hidden', 'true');
  });
});

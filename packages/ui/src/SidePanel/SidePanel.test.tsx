import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button';
import { DialogTrigger } from '../Modal';
import { SidePanel } from './SidePanel';

function Example({ onApply = vi.fn() }) {
  return (
    <DialogTrigger>
      <Button>Filters</Button>
      <SidePanel
        title="Transaction filters"
        footer={({ close }) => (
          <Button
            variant="primary"
            onPress={() => {
              onApply();
              close();
            }}
          >
            Apply
          </Button>
        )}
      >
        <p>Status and amount</p>
      </SidePanel>
    </DialogTrigger>
  );
}

describe('SidePanel', () => {
  it('is a modal dialog named by its title', async () => {
    render(<Example />);
    await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
    const dialog = screen.getByRole('dialog', { name: 'Transaction filters' });
    expect(within(dialog).getByText('Status and amount')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });

  it('closes on Escape and from its footer', async () => {
    const onApply = vi.fn();
    render(<Example onApply={onApply} />);
    await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onApply).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('can be controlled', async () => {
    const onOpenChange = vi.fn();
    const { rerender } = render(
      <SidePanel title="Details" isOpen onOpenChange={onOpenChange}>
        Body
      </SidePanel>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    rerender(
      <SidePanel title="Details" isOpen={false} onOpenChange={onOpenChange}>
        Body
      </SidePanel>,
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

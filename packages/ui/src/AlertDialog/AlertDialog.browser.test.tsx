import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Button } from '../Button';
import { DialogTrigger } from '../Modal';
import { PaydeskProvider } from '../PaydeskProvider';
import { AlertDialog } from './AlertDialog';

afterEach(() => cleanup());

function Example({ onConfirm }: { onConfirm: () => Promise<unknown> }) {
  return (
    <PaydeskProvider theme="light" locale="en-US">
      <DialogTrigger>
        <Button>Refund</Button>
        <AlertDialog
          title="Refund EUR 12.50?"
          confirmLabel="Refund EUR 12.50"
          onConfirm={onConfirm}
        >
          EUR 12.50 goes back to Visa •••• 1111.
        </AlertDialog>
      </DialogTrigger>
    </PaydeskProvider>
  );
}

describe('AlertDialog (real browser)', () => {
  it('starts on Cancel, traps Tab and returns focus to the trigger', async () => {
    render(<Example onConfirm={() => Promise.resolve()} />);
    const trigger = screen.getByRole('button', { name: 'Refund' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog');
    const cancel = within(dialog).getByRole('button', { name: 'Cancel' });
    await waitFor(() => expect(cancel).toHaveFocus());
    await userEvent.tab();
    expect(within(dialog).getByRole('button', { name: 'Refund EUR 12.50' })).toHaveFocus();
    await userEvent.tab();
    expect(cancel).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('keeps focus on the confirm button through a failure', async () => {
    render(<Example onConfirm={() => Promise.reject(new Error('Refund limit reached'))} />);
    screen.getByRole('button', { name: 'Refund' }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.tab();
    const confirm = within(dialog).getByRole('button', { name: 'Refund EUR 12.50' });
    await userEvent.keyboard('{Enter}');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Refund limit reached');
    expect(confirm).toHaveFocus();
  });
});

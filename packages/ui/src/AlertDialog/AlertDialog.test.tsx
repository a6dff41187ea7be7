import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button';
import { DialogTrigger } from '../Modal';
import { AlertDialog, type AlertDialogProps } from './AlertDialog';

function deferred() {
  let resolve!: () => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function Example(props: Partial<AlertDialogProps>) {
  return (
    <DialogTrigger>
      <Button>Refund</Button>
      <AlertDialog
        title="Refund EUR 12.50?"
        confirmLabel="Refund EUR 12.50"
        onConfirm={vi.fn()}
        {...props}
      >
        EUR 12.50 goes back to Visa •••• 1111. This cannot be undone.
      </AlertDialog>
    </DialogTrigger>
  );
}

const open = async () => {
  await userEvent.click(screen.getByRole('button', { name: 'Refund' }));
  return screen.getByRole('alertdialog');
};

describe('AlertDialog', () => {
  it('is an alertdialog named by its title and described by what will happen', async () => {
    render(<Example />);
    const dialog = await open();
    expect(dialog).toHaveAccessibleName('Refund EUR 12.50?');
    expect(dialog).toHaveAccessibleDescription(
      'EUR 12.50 goes back to Visa •••• 1111. This cannot be undone.',
    );
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
  });

  it('closes after a synchronous confirm', async () => {
    const onConfirm = vi.fn();
    render(<Example onConfirm={onConfirm} />);
    const dialog = await open();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund EUR 12.50' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('shows progress while the action runs and closes when it succeeds', async () => {
    const action = deferred();
    render(<Example onConfirm={() => action.promise} />);
    const dialog = await open();
    const confirm = within(dialog).getByRole('button', { name: 'Refund EUR 12.50' });
    await userEvent.click(confirm);
    expect(confirm).toHaveAttribute('data-pending', 'true');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    await act(async () => action.resolve());
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('stays open with the error when the action fails, and can retry', async () => {
    const onConfirm = vi
      .fn<() => Promise<unknown>>()
      .mockRejectedValueOnce(new Error('Amount exceeds the refundable amount'))
      .mockResolvedValueOnce(undefined);
    render(<Example onConfirm={onConfirm} />);
    const dialog = await open();
    const confirm = within(dialog).getByRole('button', { name: 'Refund EUR 12.50' });
    await userEvent.click(confirm);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Amount exceeds the refundable amount',
    );
    expect(confirm).not.toHaveAttribute('data-pending');
    await userEvent.click(confirm);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(onConfirm).toHaveBeenCalledTimes(2);
  });

  it('maps errors with errorMessage; Cancel still closes', async () => {
    render(
      <Example
        onConfirm={() => Promise.reject(new Error('E500'))}
        errorMessage={() => 'The refund was not created.'}
      />,
    );
    const dialog = await open();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund EUR 12.50' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The refund was not created.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('uses a generic message for a rejection without one', async () => {
    render(<Example onConfirm={() => Promise.reject(new Error(''))} />);
    const dialog = await open();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund EUR 12.50' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Something went wrong. Please try again.',
    );
  });

  it('uses the danger style for destructive actions and does not close on outside click', async () => {
    render(<Example variant="danger" confirmLabel="Delete API key" title="Delete API key?" />);
    const dialog = await open();
    const confirm = within(dialog).getByRole('button', { name: 'Delete API key' });
    expect(confirm.className).toMatch(/danger/);
    await userEvent.click(document.body);
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });
});

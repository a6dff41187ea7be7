import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Button } from '../Button';
import { PaydeskProvider } from '../PaydeskProvider';
import { Dialog } from './Dialog';
import { DialogTrigger, Modal } from './Modal';

function Example() {
  return (
    <PaydeskProvider theme="dark" locale="en-US">
      <button type="button">Before</button>
      <DialogTrigger>
        <Button>Create organization</Button>
        <Modal>
          <Dialog
            title="Create organization"
            footer={({ close }) => (
              <>
                <Button onPress={close}>Cancel</Button>
                <Button variant="primary" onPress={close}>
                  Create
                </Button>
              </>
            )}
          >
            <p>Organizations group projects.</p>
          </Dialog>
        </Modal>
      </DialogTrigger>
    </PaydeskProvider>
  );
}

const openFromKeyboard = async () => {
  const trigger = screen.getByRole('button', { name: 'Create organization' });
  trigger.focus();
  await userEvent.keyboard('{Enter}');
  const dialog = await screen.findByRole('dialog', { name: 'Create organization' });
  return { trigger, dialog };
};

afterEach(() => cleanup());

describe('Modal focus (real browser)', () => {
  it('moves focus into the dialog and traps Tab and Shift+Tab', async () => {
    render(<Example />);
    const { dialog } = await openFromKeyboard();
    await waitFor(() => expect(document.activeElement).toBe(dialog));
    const close = within(dialog).getByRole('button', { name: 'Close' });
    await userEvent.tab();
    expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(within(dialog).getByRole('button', { name: 'Create' })).toHaveFocus();
    await userEvent.tab();
    expect(close).toHaveFocus();
  });

  it('returns focus to the trigger after Escape', async () => {
    render(<Example />);
    const { trigger } = await openFromKeyboard();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('returns focus to the trigger after a footer action', async () => {
    render(<Example />);
    const { trigger, dialog } = await openFromKeyboard();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('renders inside the themed provider so theme, direction and language apply', async () => {
    render(<Example />);
    const { dialog } = await openFromKeyboard();
    const root = dialog.closest('[dir]');
    expect(root).toHaveAttribute('lang', 'en-US');
    expect(getComputedStyle(dialog.parentElement as HTMLElement).backgroundColor).toBe(
      'rgb(29, 32, 39)',
    );
  });
});

import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button';
import { Dialog } from './Dialog';
import { DialogTrigger, Modal } from './Modal';

function Example({ onSave = vi.fn(), isDismissable = false }) {
  return (
    <DialogTrigger>
      <Button>Create organization</Button>
      <Modal isDismissable={isDismissable}>
        <Dialog
          title="Create organization"
          footer={({ close }) => (
            <>
              <Button onPress={close}>Cancel</Button>
              <Button
                variant="primary"
                onPress={() => {
                  onSave();
                  close();
                }}
              >
                Create
              </Button>
            </>
          )}
        >
          <p>Organizations group projects.</p>
        </Dialog>
      </Modal>
    </DialogTrigger>
  );
}

describe('Modal and Dialog', () => {
  it('opens a modal dialog named by its title', async () => {
    render(<Example />);
    await userEvent.click(screen.getByRole('button', { name: 'Create organization' }));
    const dialog = screen.getByRole('dialog', { name: 'Create organization' });
    const heading = within(dialog).getByRole('heading', { name: 'Create organization' });
    expect(dialog).toHaveAttribute('aria-labelledby', heading.id);
    expect(within(dialog).getByText('Organizations group projects.')).toBeVisible();
  });

  it('closes with the close button', async () => {
    render(<Example />);
    await userEvent.click(screen.getByRole('button', { name: 'Create organization' }));
    await userEvent.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('closes on Escape', async () => {
    render(<Example />);
    await userEvent.click(screen.getByRole('button', { name: 'Create organization' }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('runs footer actions with close', async () => {
    const onSave = vi.fn();
    render(<Example onSave={onSave} />);
    await userEvent.click(screen.getByRole('button', { name: 'Create organization' }));
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(onSave).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('hides the rest of the page from assistive technology while open', async () => {
    render(
      <>
        <main>Transactions</main>
        <Example />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Create organization' }));
    expect(screen.queryByRole('main')).not.toBeInTheDocument();
  });

  it('translates the close button', async () => {
    render(
      <I18nProvider locale="de-DE">
        <Modal defaultOpen>
          <Dialog title="Organisation anlegen">Text</Dialog>
        </Modal>
      </I18nProvider>,
    );
    expect(await screen.findByRole('button', { name: 'Schließen' })).toBeInTheDocument();
  });

  it('can hide the close button', async () => {
    render(
      <Modal defaultOpen>
        <Dialog title="Signing out" hideCloseButton>
          Text
        </Dialog>
      </Modal>,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Signing out' });
    expect(within(dialog).queryByRole('button')).not.toBeInTheDocument();
  });
});

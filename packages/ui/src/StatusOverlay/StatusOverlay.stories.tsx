import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { StatusOverlay } from './StatusOverlay';

const meta = {
  title: 'Feedback/StatusOverlay',
  component: StatusOverlay,
  args: { isOpen: true, message: 'Signing out...' },
} satisfies Meta<typeof StatusOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SigningOut: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Signing out...' });
    await waitFor(() => expect(dialog).toHaveFocus());
    await expect(within(dialog).getByRole('status')).toHaveTextContent('Signing out...');
  },
};

/** Opened from a keyboard action: focus is held on the overlay; Tab and Escape cannot leave it. */
export const BlocksKeyboard: Story = {
  args: { isOpen: false },
  render: function Render(args) {
    const [isOpen, setOpen] = useState(args.isOpen);
    return (
      <>
        <Button variant="primary" onPress={() => setOpen(true)}>
          Log out
        </Button>
        <StatusOverlay {...args} isOpen={isOpen} />
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const logOut = within(canvasElement).getByRole('button', { name: 'Log out' });
    logOut.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Signing out...' });
    await waitFor(() => expect(dialog).toHaveFocus());
    await userEvent.tab();
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    await expect(screen.getByRole('dialog')).toBeInTheDocument();
  },
};

export const LongMessage: Story = {
  args: { message: 'Signing out of every Paydesk tab on this device and clearing the session...' },
};

export const Dark: Story = { parameters: { theme: 'dark' } };

export const RightToLeft: Story = {
  args: { message: 'جارٍ تسجيل الخروج...' },
  parameters: { locale: 'ar-AE' },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await expect(dialog.closest('[dir]')).toHaveAttribute('dir', 'rtl');
  },
};

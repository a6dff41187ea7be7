import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Dialog } from './Dialog';
import { DialogTrigger, Modal, modalSizes } from './Modal';

const meta = {
  title: 'Overlays/Modal',
  component: Modal,
  args: { size: 'md', isDismissable: false, onOpenChange: fn() },
  argTypes: { size: { control: 'inline-radio', options: modalSizes } },
  render: (args) => (
    <DialogTrigger onOpenChange={args.onOpenChange}>
      <Button variant="primary">Create organization</Button>
      <Modal {...args}>
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
          <p>
            An organization groups projects, team members and payouts. You can rename it later in
            settings.
          </p>
        </Dialog>
      </Modal>
    </DialogTrigger>
  ),
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

const openWithKeyboard = async (canvasElement: HTMLElement, name = 'Create organization') => {
  const trigger = within(canvasElement).getByRole('button', { name });
  // Focus directly: a Tab from wherever the previous story left focus is not deterministic.
  trigger.focus();
  await expect(trigger).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  const dialog = await screen.findByRole('dialog');
  return { trigger, dialog };
};

/** Opened with the keyboard; the title names the dialog and focus moves inside. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const { dialog } = await openWithKeyboard(canvasElement);
    await expect(dialog).toHaveAccessibleName('Create organization');
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
  },
};

/** Escape closes the dialog and focus returns to the trigger. */
export const EscapeCloses: Story = {
  play: async ({ canvasElement, args }) => {
    const { trigger } = await openWithKeyboard(canvasElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/** Tab cycles inside the dialog: close button, Cancel, Create, then back to the close button. */
export const FocusTrapped: Story = {
  play: async ({ canvasElement }) => {
    const { dialog } = await openWithKeyboard(canvasElement);
    const close = within(dialog).getByRole('button', { name: 'Close' });
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Create' })).toHaveFocus();
    await userEvent.tab();
    await expect(close).toHaveFocus();
  },
};

/** The footer's action closes the dialog and returns focus. */
export const FooterAction: Story = {
  play: async ({ canvasElement }) => {
    const { trigger, dialog } = await openWithKeyboard(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Small: Story = {
  args: { size: 'sm' },
  play: async ({ canvasElement }) => {
    await openWithKeyboard(canvasElement);
  },
};

export const Large: Story = {
  args: { size: 'lg' },
  play: async ({ canvasElement }) => {
    await openWithKeyboard(canvasElement);
  },
};

/** With `isDismissable` a click on the backdrop closes it. */
export const DismissOnOutsideClick: Story = {
  args: { isDismissable: true },
  play: async ({ canvasElement }) => {
    const { dialog } = await openWithKeyboard(canvasElement);
    // The dialog sits in the modal, which sits in the backdrop.
    const backdrop = dialog.parentElement?.parentElement as HTMLElement;
    await userEvent.click(backdrop);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** A long body scrolls between a fixed header and footer, and can be scrolled from the keyboard. */
export const LongBody: Story = {
  render: (args) => (
    <DialogTrigger>
      <Button>Release notes</Button>
      <Modal {...args}>
        <Dialog
          title="All dates are now shown in UTC"
          footer={({ close }) => (
            <Button variant="primary" onPress={close}>
              Got it
            </Button>
          )}
        >
          {Array.from({ length: 24 }, (_, index) => (
            <p key={index} style={{ marginBlockEnd: 12 }}>
              {`Paragraph ${index + 1}: transaction, payout and report dates use Coordinated Universal Time unless you pick another time zone in settings.`}
            </p>
          ))}
        </Dialog>
      </Modal>
    </DialogTrigger>
  ),
  play: async ({ canvasElement }) => {
    const { dialog } = await openWithKeyboard(canvasElement, 'Release notes');
    await userEvent.tab();
    await userEvent.tab();
    const body = within(dialog).getByText(/Paragraph 1:/).parentElement as HTMLElement;
    await expect(body).toHaveFocus();
    await expect(body.scrollHeight).toBeGreaterThan(body.clientHeight);
  },
};

export const LongTitle: Story = {
  render: (args) => (
    <DialogTrigger>
      <Button>Open</Button>
      <Modal {...args} size="sm">
        <Dialog title="Download the settlement report for every project in this organization for the last thirty days">
          <p>The report is prepared in the background.</p>
        </Dialog>
      </Modal>
    </DialogTrigger>
  ),
  play: async ({ canvasElement }) => {
    await openWithKeyboard(canvasElement, 'Open');
  },
};

export const Dark: Story = {
  parameters: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await openWithKeyboard(canvasElement);
  },
};

export const RightToLeft: Story = {
  parameters: { locale: 'ar-AE' },
  play: async ({ canvasElement }) => {
    const { dialog } = await openWithKeyboard(canvasElement);
    await expect(dialog.closest('[dir]')).toHaveAttribute('dir', 'rtl');
  },
};

export const German: Story = {
  parameters: { locale: 'de-DE' },
  play: async ({ canvasElement }) => {
    const { dialog } = await openWithKeyboard(canvasElement);
    await expect(within(dialog).getByRole('button', { name: 'Schließen' })).toBeInTheDocument();
  },
};

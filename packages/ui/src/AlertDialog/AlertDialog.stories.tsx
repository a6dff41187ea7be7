import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { DialogTrigger } from '../Modal';
import { AlertDialog, alertDialogVariants } from './AlertDialog';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const meta = {
  title: 'Overlays/AlertDialog',
  component: AlertDialog,
  args: {
    title: 'Refund EUR 12.50?',
    confirmLabel: 'Refund EUR 12.50',
    variant: 'primary',
    onConfirm: fn(),
    children: (
      <p>
        EUR 12.50 goes back to Visa •••• 1111 for transaction{' '}
        <code style={{ fontVariantNumeric: 'tabular-nums' }}>tr_7d6e5c4b</code>. This cannot be
        undone.
      </p>
    ),
  },
  argTypes: { variant: { control: 'inline-radio', options: alertDialogVariants } },
  // RAC announces a pending button through a live region entry that points at the button and lives 7 s;
  // once the story is gone that reference dangles, so clear entries left by the previous story.
  beforeEach: () => {
    document
      .querySelectorAll('[data-live-announcer="true"] [role="img"]')
      .forEach((entry) => entry.remove());
  },
  render: (args) => (
    <DialogTrigger>
      <Button variant={args.variant}>{args.confirmLabel}</Button>
      <AlertDialog {...args} />
    </DialogTrigger>
  ),
} satisfies Meta<typeof AlertDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const openWithKeyboard = async (canvasElement: HTMLElement, name: string) => {
  const trigger = within(canvasElement).getByRole('button', { name });
  trigger.focus();
  await userEvent.keyboard('{Enter}');
  const dialog = await screen.findByRole('alertdialog');
  return { trigger, dialog };
};

/** Opened from the keyboard; focus starts on Cancel, the least harmful choice. */
export const MoneyMoving: Story = {
  play: async ({ canvasElement }) => {
    const { dialog } = await openWithKeyboard(canvasElement, 'Refund EUR 12.50');
    await expect(dialog).toHaveAccessibleName('Refund EUR 12.50?');
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus(),
    );
  },
};

export const Destructive: Story = {
  args: {
    variant: 'danger',
    title: 'Delete API key?',
    confirmLabel: 'Delete API key',
    children: <p>Requests signed with the key “Production checkout” will fail from now on.</p>,
  },
  play: async ({ canvasElement }) => {
    await openWithKeyboard(canvasElement, 'Delete API key');
  },
};

/** Escape cancels and focus returns to the trigger. */
export const EscapeCancels: Story = {
  play: async ({ canvasElement, args }) => {
    const { trigger } = await openWithKeyboard(canvasElement, 'Refund EUR 12.50');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const Dark: Story = {
  args: { title: 'Refund EUR 12.50?', confirmLabel: 'Refund EUR 12.50' },
  parameters: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await openWithKeyboard(canvasElement, 'Refund EUR 12.50');
  },
};

export const RightToLeft: Story = {
  args: { title: 'استرداد 12.50 يورو؟', confirmLabel: 'استرداد' },
  parameters: { locale: 'ar-AE' },
  play: async ({ canvasElement }) => {
    const { dialog } = await openWithKeyboard(canvasElement, 'استرداد');
    await expect(dialog.closest('[dir]')).toHaveAttribute('dir', 'rtl');
  },
};

export const German: Story = {
  args: { title: 'EUR 12,50 erstatten?', confirmLabel: 'EUR 12,50 erstatten' },
  parameters: { locale: 'de-DE' },
  play: async ({ canvasElement }) => {
    const { dialog } = await openWithKeyboard(canvasElement, 'EUR 12,50 erstatten');
    await expect(within(dialog).getByRole('button', { name: 'Abbrechen' })).toBeInTheDocument();
  },
};

/** A failed action keeps the dialog open and says why. */
export const Failed: Story = {
  args: {
    onConfirm: fn(async () => {
      await wait(100);
      throw new Error('Amount exceeds the refundable amount of EUR 10.00.');
    }),
  },
  play: async ({ canvasElement }) => {
    const { dialog } = await openWithKeyboard(canvasElement, 'Refund EUR 12.50');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund EUR 12.50' }));
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Amount exceeds the refundable amount',
    );
  },
};

/** While the action runs the confirm button shows progress, and Cancel waits. */
export const Pending: Story = {
  args: { onConfirm: fn(() => new Promise<void>(() => undefined)) },
  play: async ({ canvasElement }) => {
    const { dialog } = await openWithKeyboard(canvasElement, 'Refund EUR 12.50');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const confirm = within(dialog).getByRole('button', { name: 'Refund EUR 12.50' });
    await waitFor(() => expect(confirm).toHaveAttribute('data-pending', 'true'));
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
};

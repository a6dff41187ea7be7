import type { Meta, StoryObj } from '@storybook/react-vite';
import { DialogTrigger } from 'react-aria-components';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Popover, PopoverDialog } from './Popover';

const placements = ['bottom', 'top', 'start', 'end'] as const;

const meta = {
  title: 'Overlays/Popover',
  component: Popover,
  args: { placement: 'bottom', showArrow: true },
  argTypes: { placement: { control: 'select', options: placements } },
  render: (args) => (
    <div style={{ padding: 96, display: 'flex', justifyContent: 'center' }}>
      <DialogTrigger>
        <Button>Fee details</Button>
        <Popover {...args}>
          <PopoverDialog title="Fees">
            <p>
              Processing fee <span style={{ fontVariantNumeric: 'tabular-nums' }}>EUR 0.25</span>
            </p>
          </PopoverDialog>
        </Popover>
      </DialogTrigger>
    </div>
  ),
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

const openWithKeyboard = async (canvasElement: HTMLElement) => {
  const trigger = within(canvasElement).getByRole('button', { name: 'Fee details' });
  trigger.focus();
  await userEvent.keyboard('{Enter}');
  const dialog = await screen.findByRole('dialog', { name: 'Fees' });
  return { trigger, dialog };
};

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const { dialog } = await openWithKeyboard(canvasElement);
    await waitFor(() => expect(dialog).toHaveFocus());
  },
};

/** Escape closes the popover and focus returns to the trigger. */
export const EscapeCloses: Story = {
  play: async ({ canvasElement }) => {
    const { trigger } = await openWithKeyboard(canvasElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const Top: Story = {
  args: { placement: 'top' },
  play: async ({ canvasElement }) => {
    const { dialog } = await openWithKeyboard(canvasElement);
    await expect(dialog.closest('[data-placement]')).toHaveAttribute('data-placement', 'top');
  },
};

export const End: Story = {
  args: { placement: 'end' },
  play: async ({ canvasElement }) => {
    await openWithKeyboard(canvasElement);
  },
};

export const WithoutArrow: Story = {
  args: { showArrow: false },
  play: async ({ canvasElement }) => {
    await openWithKeyboard(canvasElement);
  },
};

export const Dark: Story = {
  parameters: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await openWithKeyboard(canvasElement);
  },
};

/** `end` is the left side in right-to-left languages. */
export const RightToLeft: Story = {
  args: { placement: 'end' },
  parameters: { locale: 'ar-AE' },
  play: async ({ canvasElement }) => {
    const { trigger, dialog } = await openWithKeyboard(canvasElement);
    const popover = dialog.closest('[data-placement]') as HTMLElement;
    await waitFor(() =>
      expect(popover.getBoundingClientRect().right).toBeLessThanOrEqual(
        trigger.getBoundingClientRect().left,
      ),
    );
  },
};

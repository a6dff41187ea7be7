import type { Meta, StoryObj } from '@storybook/react-vite';
import { SlidersHorizontal } from 'lucide-react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { DialogTrigger } from '../Modal';
import { SidePanel, sidePanelSizes } from './SidePanel';

const meta = {
  title: 'Overlays/SidePanel',
  component: SidePanel,
  args: {
    title: 'Filters',
    size: 'md',
    onOpenChange: fn(),
    children: (
      <p>
        Narrow the list by status, payment method, amount and date. Filters are kept in the URL.
      </p>
    ),
    footer: ({ close }) => (
      <>
        <Button onPress={close}>Clear filters</Button>
        <Button variant="primary" onPress={close}>
          Apply
        </Button>
      </>
    ),
  },
  argTypes: { size: { control: 'inline-radio', options: sidePanelSizes } },
  render: ({ onOpenChange, ...args }) => (
    <DialogTrigger onOpenChange={onOpenChange}>
      <Button icon={<SlidersHorizontal size={16} aria-hidden />}>Filters</Button>
      <SidePanel {...args} />
    </DialogTrigger>
  ),
} satisfies Meta<typeof SidePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const openWithKeyboard = async (canvasElement: HTMLElement) => {
  const trigger = within(canvasElement).getByRole('button', { name: 'Filters' });
  // Focus directly: a Tab from wherever the previous story left focus is not deterministic.
  trigger.focus();
  await expect(trigger).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  const dialog = await screen.findByRole('dialog', { name: 'Filters' });
  return { trigger, dialog };
};

/** Opened from the keyboard; focus moves into the panel. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const { dialog } = await openWithKeyboard(canvasElement);
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
  },
};

/** Escape closes the panel and focus returns to the Filters button. */
export const EscapeCloses: Story = {
  play: async ({ canvasElement, args }) => {
    const { trigger } = await openWithKeyboard(canvasElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/** Tab stays inside the panel. */
export const FocusTrapped: Story = {
  play: async ({ canvasElement }) => {
    const { dialog } = await openWithKeyboard(canvasElement);
    const close = within(dialog).getByRole('button', { name: 'Close' });
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Apply' })).toHaveFocus();
    await userEvent.tab();
    await expect(close).toHaveFocus();
  },
};

/** The panel sits at the inline-end edge: the right in left-to-right languages. */
export const AtInlineEnd: Story = {
  play: async ({ canvasElement }) => {
    const { dialog } = await openWithKeyboard(canvasElement);
    const panel = dialog.parentElement as HTMLElement;
    await waitFor(() =>
      expect(Math.round(panel.getBoundingClientRect().right)).toBe(window.innerWidth),
    );
  },
};

/** Clicking the backdrop closes the panel. */
export const DismissOnOutsideClick: Story = {
  play: async ({ canvasElement }) => {
    const { dialog } = await openWithKeyboard(canvasElement);
    await userEvent.click(dialog.parentElement?.parentElement as HTMLElement);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const Wide: Story = {
  args: { size: 'lg', title: 'Filters' },
  play: async ({ canvasElement }) => {
    await openWithKeyboard(canvasElement);
  },
};

/** A long body scrolls between the header and the footer. */
export const LongContent: Story = {
  args: {
    children: (
      <ul>
        {Array.from({ length: 40 }, (_, index) => (
          <li key={index} style={{ paddingBlock: 8 }}>
            <a href={`#status-${index}`}>{`Status option ${index + 1}`}</a>
          </li>
        ))}
      </ul>
    ),
  },
  play: async ({ canvasElement }) => {
    const { dialog } = await openWithKeyboard(canvasElement);
    const footerButton = within(dialog).getByRole('button', { name: 'Apply' });
    // The footer stays in view below the scrolling body (after the fade-in ends).
    await waitFor(() => expect(footerButton).toBeVisible());
    const box = footerButton.getBoundingClientRect();
    await expect(box.bottom).toBeLessThanOrEqual(window.innerHeight);
  },
};

export const Dark: Story = {
  parameters: { theme: 'dark' },
  play: async ({ canvasElement }) => {
    await openWithKeyboard(canvasElement);
  },
};

/** In Arabic the panel slides in from the left edge. */
export const RightToLeft: Story = {
  parameters: { locale: 'ar-AE' },
  args: { title: 'Filters' },
  play: async ({ canvasElement }) => {
    const { dialog } = await openWithKeyboard(canvasElement);
    const panel = dialog.parentElement as HTMLElement;
    await waitFor(() => expect(Math.round(panel.getBoundingClientRect().left)).toBe(0));
  },
};

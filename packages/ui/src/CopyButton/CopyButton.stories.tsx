import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, mocked, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { Inline } from '../Inline';
import { Text } from '../Text';
import { CopyButton } from './CopyButton';

const meta = {
  title: 'Actions/CopyButton',
  component: CopyButton,
  args: { text: 'pi_3NqL8y2eZvKYlo2C1a2b3c4d', 'aria-label': 'Copy payment id', onCopy: fn() },
  // Headless browsers deny clipboard access; stories stub it so the feedback can be seen and tested.
  beforeEach: () => {
    spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
  },
  render: (args) => (
    <Inline gap="xs">
      <Text mono>{args.text}</Text>
      <CopyButton {...args} />
    </Inline>
  ),
} satisfies Meta<typeof CopyButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const KeyboardCopy: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    const button = within(canvasElement).getByRole('button', { name: 'Copy payment id' });
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(navigator.clipboard.writeText).toHaveBeenCalledWith(args.text);
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Copied');
    await waitFor(() => expect(button).toHaveAttribute('data-copy-state', 'idle'), {
      timeout: 3000,
    });
  },
};

export const Failed: Story = {
  beforeEach: () => {
    mocked(navigator.clipboard.writeText).mockRejectedValue(new Error('denied'));
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Copy payment id' }));
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Could not copy');
  },
};

export const DefaultLabel: Story = { args: { 'aria-label': undefined } };
export const Disabled: Story = { args: { isDisabled: true } };
export const Medium: Story = { args: { size: 'md', variant: 'secondary' } };

export const Dark: Story = { ...KeyboardCopy, parameters: { theme: 'dark' } };

export const German: Story = {
  args: { 'aria-label': undefined },
  parameters: { locale: 'de-DE' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Kopieren' }));
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Kopiert');
  },
};

export const RightToLeft: Story = {
  args: { 'aria-label': 'نسخ' },
  parameters: { locale: 'ar-AE' },
};

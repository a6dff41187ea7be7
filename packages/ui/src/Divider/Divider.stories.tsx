import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Inline } from '../Inline';
import { Stack } from '../Stack';
import { Text } from '../Text';
import { Divider } from './Divider';

const meta = {
  title: 'Layout/Divider',
  component: Divider,
} satisfies Meta<typeof Divider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Horizontal: Story = {
  render: (args) => (
    <Stack gap="md">
      <Text>Balance</Text>
      <Divider {...args} />
      <Text>Payouts</Text>
    </Stack>
  ),
};

export const Vertical: Story = {
  args: { orientation: 'vertical' },
  render: (args) => (
    <Inline gap="md">
      <Text>EUR</Text>
      <Divider {...args} />
      <Text>USD</Text>
    </Inline>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('separator')).toHaveAttribute(
      'aria-orientation',
      'vertical',
    );
  },
};

export const Dark: Story = { ...Horizontal, parameters: { theme: 'dark' } };

export const RightToLeft: Story = { ...Vertical, play: undefined, parameters: { locale: 'ar-AE' } };

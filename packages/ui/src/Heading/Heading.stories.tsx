import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Stack } from '../Stack';
import { Heading, headingLevels, headingSizes } from './Heading';

const meta = {
  title: 'Display/Heading',
  component: Heading,
  argTypes: {
    level: { control: 'inline-radio', options: headingLevels },
    size: { control: 'inline-radio', options: headingSizes },
  },
  args: { level: 1, children: 'Transactions' },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Levels: Story = {
  render: (args) => (
    <Stack gap="md">
      {headingLevels.map((level) => (
        <Heading key={level} {...args} level={level}>{`Level ${level}`}</Heading>
      ))}
    </Stack>
  ),
};

export const SizeIndependentOfLevel: Story = {
  args: { level: 2, size: 'md', children: 'Recent payouts' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 2, name: 'Recent payouts' }),
    ).toBeVisible();
  },
};

export const LongTitle: Story = {
  args: {
    children:
      'Settlement report for the merchant account with an unusually long legal name GmbH & Co. KG',
  },
};

export const Truncated: Story = {
  args: { ...LongTitle.args, truncate: true, style: { maxInlineSize: 320 } },
};

export const Dark: Story = { ...Levels, parameters: { theme: 'dark' } };

export const RightToLeft: Story = {
  args: { children: 'المعاملات' },
  parameters: { locale: 'ar-AE' },
};

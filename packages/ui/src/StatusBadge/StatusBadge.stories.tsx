import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { badgeSizes, badgeTones } from '../Badge';
import { Inline } from '../Inline';
import { StatusBadge, statusGlyphs } from './StatusBadge';

const meta = {
  title: 'Display/StatusBadge',
  component: StatusBadge,
  argTypes: {
    tone: { control: 'inline-radio', options: badgeTones },
    glyph: { control: 'inline-radio', options: statusGlyphs },
    size: { control: 'inline-radio', options: badgeSizes },
  },
  args: { tone: 'success', children: 'Paid' },
} satisfies Meta<typeof StatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Paid')).toBeVisible();
  },
};

const toneWords = {
  neutral: 'Refunded',
  accent: 'New',
  success: 'Paid',
  warning: 'Action required',
  danger: 'Failed',
  info: 'Authorized',
} as const;

/** Every tone with its default shape. */
export const Tones: Story = {
  render: (args) => (
    <Inline gap="sm">
      {badgeTones.map((tone) => (
        <StatusBadge key={tone} {...args} tone={tone}>
          {toneWords[tone]}
        </StatusBadge>
      ))}
    </Inline>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('svg')).toHaveLength(badgeTones.length);
  },
};

export const Neutral: Story = { args: { tone: 'neutral', children: 'Refunded' } };
export const Accent: Story = { args: { tone: 'accent', children: 'New' } };
export const Success: Story = { args: { tone: 'success', children: 'Paid' } };
export const Warning: Story = { args: { tone: 'warning', children: 'Action required' } };
export const Danger: Story = { args: { tone: 'danger', children: 'Failed' } };
export const Info: Story = { args: { tone: 'info', children: 'Authorized' } };

/** A shape other than the tone's: waiting, or stopped without an outcome. */
export const Glyphs: Story = {
  render: (args) => (
    <Inline gap="sm">
      <StatusBadge {...args} tone="info" glyph="pending">
        Pending
      </StatusBadge>
      <StatusBadge {...args} tone="neutral" glyph="blocked">
        Cancelled
      </StatusBadge>
    </Inline>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <Inline gap="sm" align="center">
      {badgeSizes.map((size) => (
        <StatusBadge key={size} {...args} size={size}>{`Paid (${size})`}</StatusBadge>
      ))}
    </Inline>
  ),
};

export const LongLabel: Story = {
  args: { tone: 'warning', children: 'Merchant action required before the response deadline' },
  render: (args) => (
    <div style={{ maxInlineSize: 200 }}>
      <StatusBadge {...args} />
    </div>
  ),
};

export const Dark: Story = { ...Tones, parameters: { theme: 'dark' } };

export const RightToLeft: Story = {
  args: { tone: 'warning', children: 'مطلوب إجراء' },
  parameters: { locale: 'ar-AE' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('مطلوب إجراء')).toBeVisible();
  },
};

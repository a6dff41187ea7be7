import type { Meta, StoryObj } from '@storybook/react-vite';
import { IconWarning } from '../Icon/icons';
import { Inline } from '../Inline';
import { Badge, badgeSizes, badgeTones } from './Badge';

const meta = {
  title: 'Display/Badge',
  component: Badge,
  argTypes: {
    tone: { control: 'inline-radio', options: badgeTones },
    size: { control: 'inline-radio', options: badgeSizes },
  },
  args: { children: 'Test mode' },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Tones: Story = {
  render: (args) => (
    <Inline gap="sm">
      {badgeTones.map((tone) => (
        <Badge key={tone} {...args} tone={tone}>
          {tone}
        </Badge>
      ))}
    </Inline>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <Inline gap="sm">
      {badgeSizes.map((size) => (
        <Badge key={size} {...args} size={size}>{`Size ${size}`}</Badge>
      ))}
    </Inline>
  ),
};

export const WithCount: Story = {
  args: { tone: 'accent', children: 'Open disputes', count: 1204 },
};
export const CountOnly: Story = { args: { tone: 'danger', children: undefined, count: 7 } };
export const WithIcon: Story = {
  args: { tone: 'warning', icon: <IconWarning size="sm" />, children: 'Expires soon' },
};

export const LongLabel: Story = {
  args: { children: 'A very long label that should be cut with an ellipsis inside its container' },
  render: (args) => (
    <div style={{ maxInlineSize: 200 }}>
      <Badge {...args} />
    </div>
  ),
};

export const Dark: Story = { ...Tones, parameters: { theme: 'dark' } };

export const RightToLeft: Story = {
  args: { tone: 'accent', children: 'نزاعات مفتوحة', count: 12 },
  parameters: { locale: 'ar-AE' },
};

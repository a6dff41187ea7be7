import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button';
import { Text } from '../Text';
import { Stack, stackAlignments } from './Stack';

const meta = {
  title: 'Layout/Stack',
  component: Stack,
  argTypes: {
    align: { control: 'inline-radio', options: stackAlignments },
    gap: { control: 'select', options: ['none', 'xxs', 'xs', 'sm', 'md', 'lg', 'xl', 'xxl'] },
  },
  args: {
    children: (
      <>
        <Button>Capture</Button>
        <Button>Refund</Button>
        <Button>Cancel authorization</Button>
      </>
    ),
  },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Start: Story = { args: { align: 'start', gap: 'sm' } };
export const Center: Story = { args: { align: 'center', gap: 'lg' } };
export const End: Story = { args: { align: 'end', gap: 'xl' } };

export const ResponsiveGap: Story = {
  args: {
    gap: { mobile: 'xs', desktop: 'xl' },
    children: ['Merchant', 'Project', 'Terminal'].map((label) => <Text key={label}>{label}</Text>),
  },
};

export const Empty: Story = {
  args: { children: null, 'aria-label': 'Nothing here', role: 'group' },
};

export const Dark: Story = { args: { align: 'start' }, parameters: { theme: 'dark' } };

export const RightToLeft: Story = { args: { align: 'start' }, parameters: { locale: 'ar-AE' } };

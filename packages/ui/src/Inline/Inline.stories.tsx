import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button';
import { Inline, inlineAlignments, inlineJustifications } from './Inline';

const labels = ['Export', 'Filters', 'Columns', 'Refresh'];

const meta = {
  title: 'Layout/Inline',
  component: Inline,
  argTypes: {
    align: { control: 'inline-radio', options: inlineAlignments },
    justify: { control: 'inline-radio', options: inlineJustifications },
  },
  args: {
    children: labels.map((label) => <Button key={label}>{label}</Button>),
  },
} satisfies Meta<typeof Inline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const JustifyEnd: Story = { args: { justify: 'end' } };
export const SpaceBetween: Story = { args: { justify: 'between', wrap: false } };

export const Wrapping: Story = {
  args: {
    gap: 'xs',
    style: { maxInlineSize: 260 },
    children: Array.from({ length: 9 }, (_, i) => (
      <Button key={i} size="sm">{`Filter ${i + 1}`}</Button>
    )),
  },
};

export const NoWrap: Story = {
  args: {
    wrap: false,
    style: { maxInlineSize: 260, overflow: 'auto' },
    children: Array.from({ length: 6 }, (_, i) => (
      <Button key={i} size="sm">{`Tab ${i + 1}`}</Button>
    )),
  },
};

export const Dark: Story = { parameters: { theme: 'dark' } };

export const RightToLeft: Story = {
  args: { justify: 'end' },
  parameters: { locale: 'ar-AE' },
};

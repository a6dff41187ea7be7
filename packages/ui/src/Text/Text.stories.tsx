import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack } from '../Stack';
import { Text, textSizeOptions, textTones, textWeights } from './Text';

const meta = {
  title: 'Display/Text',
  component: Text,
  argTypes: {
    size: { control: 'inline-radio', options: textSizeOptions },
    tone: { control: 'inline-radio', options: textTones },
    weight: { control: 'inline-radio', options: textWeights },
  },
  args: { children: 'Payouts are sent every business day.' },
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Sizes: Story = {
  render: (args) => (
    <Stack gap="sm">
      {textSizeOptions.map((size) => (
        <Text key={size} {...args} size={size}>{`Size ${size}: ${String(args.children)}`}</Text>
      ))}
    </Stack>
  ),
};

export const Tones: Story = {
  render: (args) => (
    <Stack gap="sm">
      {textTones.map((tone) => (
        <Text key={tone} {...args} tone={tone}>{`Tone ${tone}`}</Text>
      ))}
    </Stack>
  ),
};

export const Weights: Story = {
  render: (args) => (
    <Stack gap="sm">
      {textWeights.map((weight) => (
        <Text key={weight} {...args} weight={weight}>{`Weight ${weight}`}</Text>
      ))}
    </Stack>
  ),
};

export const TabularFigures: Story = {
  render: () => (
    <Stack gap="xxs" align="end">
      {['1,111.11', '20,000.00', '-987.65'].map((amount) => (
        <Text key={amount} tabular>
          {amount} EUR
        </Text>
      ))}
    </Stack>
  ),
};

export const Mono: Story = { args: { mono: true, children: 'pi_3NqL8y2eZvKYlo2C1a2b3c4d' } };

export const Truncated: Story = {
  args: {
    truncate: true,
    style: { maxInlineSize: 240 },
    children: 'A very long merchant descriptor that will not fit on one line in a table cell',
  },
};

export const Empty: Story = { args: { children: '' } };

export const Dark: Story = { ...Tones, parameters: { theme: 'dark' } };

export const RightToLeft: Story = {
  args: { children: 'يتم إرسال الدفعات كل يوم عمل.' },
  parameters: { locale: 'ar-AE' },
};

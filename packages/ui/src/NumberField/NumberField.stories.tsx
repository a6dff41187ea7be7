import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { fieldSizes } from '../private/field';
import { NumberField } from './NumberField';

const meta = {
  title: 'Forms/NumberField',
  component: NumberField,
  args: { label: 'Days before expiry', defaultValue: 2, minValue: 1, maxValue: 7, onChange: fn() },
  argTypes: { size: { control: 'inline-radio', options: fieldSizes } },
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Percent: Story = {
  args: {
    label: 'Fee share',
    defaultValue: 0.025,
    minValue: 0,
    maxValue: 1,
    step: 0.005,
    formatOptions: { style: 'percent', maximumFractionDigits: 1 },
  },
};
export const WithoutSteppers: Story = { args: { hideSteppers: true } };
export const Required: Story = { args: { isRequired: true, description: 'Sent by email.' } };
export const Invalid: Story = { args: { isInvalid: true, errorMessage: 'Choose 1, 2 or 7 days' } };
export const Disabled: Story = { args: { isDisabled: true } };
export const ReadOnly: Story = { args: { isReadOnly: true } };
export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12, maxWidth: 240 }}>
      {fieldSizes.map((size) => (
        <NumberField key={size} {...args} size={size} label={`Size ${size}`} />
      ))}
    </div>
  ),
};

export const ArrowKeysStep: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Days before expiry' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(args.onChange).toHaveBeenLastCalledWith(4);
    await userEvent.keyboard('{ArrowDown}');
    await expect(args.onChange).toHaveBeenLastCalledWith(3);
  },
};

export const Dark: Story = { parameters: { theme: 'dark' } };
export const RightToLeft: Story = {
  args: { label: 'الأيام' },
  parameters: { locale: 'ar-AE' },
};

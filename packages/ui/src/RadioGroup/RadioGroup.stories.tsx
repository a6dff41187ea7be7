import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Radio, RadioGroup } from './RadioGroup';

const meta = {
  title: 'Forms/RadioGroup',
  component: RadioGroup,
  args: {
    label: 'Reminder',
    description: 'Sent before the payment link expires.',
    defaultValue: '1',
    onChange: fn(),
  },
  render: (args) => (
    <RadioGroup {...args}>
      <Radio value="1">1 day before</Radio>
      <Radio value="2">2 days before</Radio>
      <Radio value="7" description="Gives customers a weekend to pay">
        7 days before
      </Radio>
    </RadioGroup>
  ),
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Horizontal: Story = { args: { orientation: 'horizontal' } };
export const Required: Story = { args: { isRequired: true, defaultValue: undefined } };
export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Choose when to remind', defaultValue: undefined },
};
export const Disabled: Story = { args: { isDisabled: true } };
export const ReadOnly: Story = { args: { isReadOnly: true } };

export const ArrowKeys: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: '1 day before' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: /7 days before/ })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('7');
  },
};

export const Dark: Story = { parameters: { theme: 'dark' } };
export const RightToLeft: Story = {
  args: { label: 'تذكير', orientation: 'horizontal' },
  parameters: { locale: 'ar-AE' },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'Forms/Checkbox',
  component: Checkbox,
  args: { children: 'Trust this device', onChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Selected: Story = { args: { defaultSelected: true } };
export const Indeterminate: Story = { args: { isIndeterminate: true, children: 'Select all' } };
export const WithDescription: Story = {
  args: { description: 'You will not be asked for a code on this device for 48 hours.' },
};
export const Invalid: Story = {
  args: {
    isInvalid: true,
    errorMessage: 'Accept the terms to continue',
    children: 'I accept the terms',
  },
};
export const Disabled: Story = { args: { isDisabled: true, defaultSelected: true } };
export const ReadOnly: Story = { args: { isReadOnly: true, defaultSelected: true } };

export const KeyboardToggle: Story = {
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: 'Trust this device' });
    await userEvent.tab();
    await expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};

export const Dark: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 8 }}>
      <Checkbox {...args} />
      <Checkbox {...args} defaultSelected>
        Selected
      </Checkbox>
      <Checkbox {...args} isIndeterminate>
        Some selected
      </Checkbox>
      <Checkbox {...args} isInvalid errorMessage="Required">
        Invalid
      </Checkbox>
    </div>
  ),
  parameters: { theme: 'dark' },
};
export const RightToLeft: Story = {
  args: { children: 'الوثوق بهذا الجهاز', description: 'لمدة 48 ساعة' },
  parameters: { locale: 'ar-AE' },
};

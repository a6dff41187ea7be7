import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox } from '../Checkbox';
import { CheckboxGroup } from './CheckboxGroup';

const meta = {
  title: 'Forms/CheckboxGroup',
  component: CheckboxGroup,
  args: { label: 'Permissions', description: 'What this API key may do.', onChange: fn() },
  render: (args) => (
    <CheckboxGroup {...args}>
      <Checkbox value="transactions.read">Read transactions</Checkbox>
      <Checkbox value="refund.write">Create refunds</Checkbox>
      <Checkbox value="webhook-endpoints.read" description="Includes signing secrets">
        Read webhook endpoints
      </Checkbox>
    </CheckboxGroup>
  ),
} satisfies Meta<typeof CheckboxGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Horizontal: Story = { args: { orientation: 'horizontal' } };
export const Required: Story = { args: { isRequired: true } };
export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Select at least one permission' },
};
export const Disabled: Story = { args: { isDisabled: true, defaultValue: ['refund.write'] } };
export const ReadOnly: Story = { args: { isReadOnly: true, defaultValue: ['refund.write'] } };

export const KeyboardSelection: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: 'Create refunds' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith(['refund.write']);
  },
};

export const Dark: Story = {
  args: { isInvalid: true, errorMessage: 'Select at least one permission' },
  parameters: { theme: 'dark' },
};
export const RightToLeft: Story = { args: { label: 'الأذونات' }, parameters: { locale: 'ar-AE' } };

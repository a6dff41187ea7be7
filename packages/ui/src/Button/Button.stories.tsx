import type { Meta, StoryObj } from '@storybook/react-vite';
import { Plus } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button, buttonSizes, buttonVariants } from './Button';

const meta = {
  title: 'Actions/Button',
  component: Button,
  args: { children: 'Create refund', onPress: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = { args: { variant: 'primary' } };
export const Secondary: Story = { args: { variant: 'secondary' } };
export const Ghost: Story = { args: { variant: 'ghost' } };
export const Danger: Story = { args: { variant: 'danger', children: 'Delete API key' } };

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
      {buttonSizes.map((size) => (
        <Button key={size} {...args} size={size}>
          {`Size ${size}`}
        </Button>
      ))}
    </div>
  ),
};

export const WithIcon: Story = {
  args: { variant: 'primary', icon: <Plus size={16} aria-hidden />, children: 'New payment link' },
};

export const LongLabel: Story = {
  args: { children: 'Download the settlement report for the last thirty days as CSV' },
};

export const Disabled: Story = { args: { variant: 'primary', isDisabled: true } };

export const Pending: Story = {
  args: { variant: 'primary', isPending: true, children: 'Saving' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Saving' });
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const KeyboardPress: Story = {
  args: { variant: 'primary' },
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    const button = within(canvasElement).getByRole('button', { name: 'Create refund' });
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  },
};

export const Dark: Story = { args: { variant: 'primary' }, parameters: { theme: 'dark' } };

export const RightToLeft: Story = {
  args: { variant: 'primary', icon: <Plus size={16} aria-hidden />, children: 'إنشاء' },
  parameters: { locale: 'ar-AE' },
};

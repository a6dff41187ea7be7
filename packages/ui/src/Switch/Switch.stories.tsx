import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Switch } from './Switch';

const meta = {
  title: 'Forms/Switch',
  component: Switch,
  args: { children: 'Enforce 2FA for the team', onChange: fn() },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const On: Story = { args: { defaultSelected: true } };
export const WithDescription: Story = {
  args: { description: 'Members without a second factor are asked to set one up at sign-in.' },
};
export const Disabled: Story = { args: { isDisabled: true, defaultSelected: true } };
export const ReadOnly: Story = { args: { isReadOnly: true, defaultSelected: true } };

export const KeyboardToggle: Story = {
  play: async ({ canvasElement, args }) => {
    const control = within(canvasElement).getByRole('switch', { name: 'Enforce 2FA for the team' });
    await userEvent.tab();
    await expect(control).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(control).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledWith(true);
  },
};

export const Dark: Story = { args: { defaultSelected: true }, parameters: { theme: 'dark' } };
export const RightToLeft: Story = {
  args: { children: 'فرض التحقق بخطوتين', defaultSelected: true },
  parameters: { locale: 'ar-AE' },
};

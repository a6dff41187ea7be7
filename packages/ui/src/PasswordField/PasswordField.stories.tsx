import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PasswordField } from './PasswordField';

const meta = {
  title: 'Forms/PasswordField',
  component: PasswordField,
  args: { label: 'Password' },
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const NewPassword: Story = {
  args: {
    label: 'New password',
    autoComplete: 'new-password',
    isRequired: true,
    description: 'At least 12 characters.',
  },
};
export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Incorrect login or password', defaultValue: 'hunter2' },
};
export const Disabled: Story = { args: { isDisabled: true } };
export const ReadOnly: Story = { args: { isReadOnly: true, defaultValue: 'secret' } };

export const RevealWithKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Password', { selector: 'input' });
    await userEvent.tab();
    await userEvent.keyboard('s3cret');
    await userEvent.tab();
    const toggle = canvas.getByRole('button', { name: 'Show password' });
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveAttribute('type', 'text');
    await expect(canvas.getByRole('button', { name: 'Hide password' })).toHaveFocus();
  },
};

export const RevealWithPointerKeepsCaret: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Password', { selector: 'input' });
    await userEvent.type(input, 's3cret');
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(input).toHaveFocus();
    await expect(input).toHaveValue('s3cret');
  },
};

export const Dark: Story = {
  args: { isInvalid: true, errorMessage: 'Incorrect login or password' },
  parameters: { theme: 'dark' },
};
export const RightToLeft: Story = {
  args: { label: 'كلمة المرور' },
  parameters: { locale: 'ar-AE' },
};

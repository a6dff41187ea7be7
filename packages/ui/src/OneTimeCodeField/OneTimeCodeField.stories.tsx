import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { OneTimeCodeField } from './OneTimeCodeField';

const meta = {
  title: 'Forms/OneTimeCodeField',
  component: OneTimeCodeField,
  args: {
    label: 'Verification code',
    description: 'The 6-digit code from your authenticator app.',
    onComplete: fn(),
    onChange: fn(),
  },
} satisfies Meta<typeof OneTimeCodeField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const PartlyFilled: Story = { args: { defaultValue: '123' } };
export const IncorrectCode: Story = {
  args: {
    defaultValue: '123456',
    isInvalid: true,
    errorMessage: 'Incorrect 2FA verification code',
  },
};
export const FourDigits: Story = { args: { length: 4, description: undefined } };
export const Disabled: Story = { args: { isDisabled: true, defaultValue: '12' } };

export const TypingCompletes: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Verification code' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('12x3456');
    await expect(input).toHaveValue('123456');
    await expect(args.onComplete).toHaveBeenCalledWith('123456');
    await userEvent.keyboard('{Backspace}');
    await expect(input).toHaveValue('12345');
  },
};

export const PasteFillsCode: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Verification code' });
    await userEvent.click(input);
    await userEvent.paste('654 321');
    await expect(input).toHaveValue('654321');
    await expect(args.onComplete).toHaveBeenCalledWith('654321');
  },
};

export const Dark: Story = {
  args: {
    defaultValue: '123456',
    isInvalid: true,
    errorMessage: 'Incorrect 2FA verification code',
  },
  parameters: { theme: 'dark' },
};
export const RightToLeft: Story = {
  args: { label: 'رمز التحقق', description: undefined, defaultValue: '12' },
  parameters: { locale: 'ar-AE' },
};

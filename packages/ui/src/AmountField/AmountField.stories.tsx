import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { fieldSizes } from '../private/field';
import { AmountField } from './AmountField';

const meta = {
  title: 'Forms/AmountField',
  component: AmountField,
  args: { label: 'Refund amount', currency: 'EUR', onChange: fn() },
  argTypes: { size: { control: 'inline-radio', options: fieldSizes } },
} satisfies Meta<typeof AmountField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = { args: { defaultValue: 12550 } };
export const Empty: Story = { args: { placeholder: '0.00' } };
export const Yen: Story = { args: { currency: 'JPY', defaultValue: 1500 } };
export const KuwaitiDinar: Story = { args: { currency: 'KWD', defaultValue: 1005 } };
export const GermanLocale: Story = {
  args: { label: 'Erstattungsbetrag', defaultValue: 123456 },
  parameters: { locale: 'de-DE' },
};
export const WithLimit: Story = {
  args: {
    maxValue: 5000,
    description: 'Up to the captured amount of €50.00',
    isRequired: true,
  },
};
export const Disabled: Story = { args: { isDisabled: true, defaultValue: 1000 } };
export const ReadOnly: Story = { args: { isReadOnly: true, defaultValue: 1000 } };
export const Invalid: Story = {
  args: {
    defaultValue: 99900,
    isInvalid: true,
    errorMessage: 'Amount should not exceed the transaction amount',
  },
};

export const TypingAndLeaving: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Refund amount' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('1234.5');
    await expect(args.onChange).toHaveBeenLastCalledWith(123450);
    await userEvent.tab();
    await expect(input).toHaveValue('1,234.50');
  },
};

export const ExceedsMaximum: Story = {
  args: { maxValue: 5000 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Refund amount' }), '75');
    await userEvent.tab();
    await expect(canvas.getByText('Enter at most €50.00')).toBeVisible();
  },
};

export const TooManyDecimals: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Refund amount' }), '10.999');
    await userEvent.tab();
    await expect(canvas.getByText('EUR amounts have at most 2 decimal places')).toBeVisible();
  },
};

export const Dark: Story = {
  args: { defaultValue: 4200, description: 'Partial refunds are allowed.' },
  parameters: { theme: 'dark' },
};
export const RightToLeft: Story = {
  args: { label: 'مبلغ الاسترداد', currency: 'AED', defaultValue: 25000 },
  parameters: { locale: 'ar-AE' },
};

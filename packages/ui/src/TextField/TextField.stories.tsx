import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { fieldSizes } from '../private/field';
import { TextField } from './TextField';

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  args: { label: 'Company name', placeholder: 'Company Inc.', onChange: fn() },
  argTypes: { size: { control: 'inline-radio', options: fieldSizes } },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithDescription: Story = {
  args: { description: 'Shown on invoices and receipts.' },
};
export const Required: Story = { args: { isRequired: true } };
export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Enter the company name', description: 'As registered.' },
};
export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'Acme Ltd' } };
export const ReadOnly: Story = { args: { isReadOnly: true, defaultValue: 'Acme Ltd' } };
export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12, maxWidth: 320 }}>
      {fieldSizes.map((size) => (
        <TextField key={size} {...args} size={size} label={`Size ${size}`} />
      ))}
    </div>
  ),
};
export const LongLabel: Story = {
  args: {
    label: 'Registered legal name of the company as it appears in the commercial register',
    description: 'We check this against the documents you upload during onboarding.',
  },
};

export const Typing: Story = {
  args: { isRequired: true },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: /Company name/ });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('Acme');
    await expect(args.onChange).toHaveBeenLastCalledWith('Acme');
  },
};

export const ValidatesOnBlur: Story = {
  args: {
    label: 'Company number',
    placeholder: '30012345',
    validate: (value: string) => (/^\d*$/.test(value) ? null : 'Use digits only'),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Company number' });
    await userEvent.type(input, '30a');
    await userEvent.tab();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Use digits only')).toBeVisible();
  },
};

export const Dark: Story = {
  args: { description: 'Shown on invoices.', isInvalid: true, errorMessage: 'Enter the name' },
  parameters: { theme: 'dark' },
};
export const RightToLeft: Story = {
  args: { label: 'اسم الشركة', placeholder: 'شركة', description: 'يظهر على الفواتير' },
  parameters: { locale: 'ar-AE' },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { fieldSizes } from '../private/field';
import { SearchField } from './SearchField';

const meta = {
  title: 'Forms/SearchField',
  component: SearchField,
  args: {
    'aria-label': 'Search payments',
    placeholder: 'Search by id, email or reference',
    onSubmit: fn(),
    onClear: fn(),
  },
  argTypes: { size: { control: 'inline-radio', options: fieldSizes } },
} satisfies Meta<typeof SearchField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithLabel: Story = {
  args: { 'aria-label': undefined, label: 'Search payments', description: 'Ids match exactly.' },
};
export const WithValue: Story = { args: { defaultValue: 'pay_8Hq2' } };
export const Disabled: Story = { args: { isDisabled: true } };
export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12, maxWidth: 320 }}>
      {fieldSizes.map((size) => (
        <SearchField key={size} {...args} size={size} aria-label={`Search, size ${size}`} />
      ))}
    </div>
  ),
};

export const EscapeClears: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('searchbox', { name: 'Search payments' });
    await userEvent.click(input);
    await userEvent.keyboard('pay_8Hq2{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('pay_8Hq2');
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveValue('');
    await expect(args.onClear).toHaveBeenCalled();
  },
};

export const Dark: Story = { args: { defaultValue: 'refund' }, parameters: { theme: 'dark' } };
export const RightToLeft: Story = {
  args: { 'aria-label': 'بحث', placeholder: 'ابحث' },
  parameters: { locale: 'ar-AE' },
};

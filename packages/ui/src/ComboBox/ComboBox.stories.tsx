import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ComboBox, ComboBoxItem } from './ComboBox';

const countries = [
  { id: 'at', name: 'Austria' },
  { id: 'de', name: 'Germany' },
  { id: 'dk', name: 'Denmark' },
  { id: 'ee', name: 'Estonia' },
  { id: 'fi', name: 'Finland' },
];

const meta = {
  title: 'Forms/ComboBox',
  component: ComboBox,
  args: {
    label: 'Country',
    placeholder: 'Type to search',
    defaultItems: countries,
    onChange: fn(),
    children: (item: object) => {
      const country = item as (typeof countries)[number];
      return <ComboBoxItem id={country.id}>{country.name}</ComboBoxItem>;
    },
  },
} satisfies Meta<typeof ComboBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithValue: Story = { args: { defaultValue: 'ee' } };
export const Required: Story = {
  args: { isRequired: true, description: 'Of the registered office.' },
};
export const Invalid: Story = { args: { isInvalid: true, errorMessage: 'Choose a country' } };
export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'de' } };
export const ReadOnly: Story = { args: { isReadOnly: true, defaultValue: 'de' } };

export const TypeAndChoose: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Country' });
    await userEvent.type(input, 'den');
    await within(document.body).findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('dk');
    await expect(input).toHaveValue('Denmark');
  },
};

export const NoResults: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.type(within(canvasElement).getByRole('combobox'), 'zz');
    await expect(await within(document.body).findByText('No results')).toBeVisible();
    await userEvent.keyboard('{Escape}');
  },
};

export const Dark: Story = { args: { defaultValue: 'fi' }, parameters: { theme: 'dark' } };
export const RightToLeft: Story = { args: { label: 'البلد' }, parameters: { locale: 'ar-AE' } };

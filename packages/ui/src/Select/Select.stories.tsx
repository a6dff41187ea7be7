import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Inline } from '../Inline';
import { Select, SelectItem, SelectPreview } from './Select';

const formats = [
  { id: 'csv', name: 'CSV' },
  { id: 'xlsx', name: 'Excel' },
  { id: 'pdf', name: 'PDF', description: 'Summary only' },
];

const meta = {
  title: 'Forms/Select',
  component: Select,
  args: {
    label: 'Report format',
    placeholder: 'Choose a format',
    items: formats,
    onChange: fn(),
    children: (item: object) => {
      const format = item as (typeof formats)[number];
      return (
        <SelectItem id={format.id} description={format.description}>
          {format.name}
        </SelectItem>
      );
    },
  },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithValue: Story = { args: { defaultValue: 'xlsx' } };
export const Required: Story = { args: { isRequired: true, description: 'Sent by email.' } };
export const Invalid: Story = { args: { isInvalid: true, errorMessage: 'Choose a format' } };
export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'csv' } };

export const KeyboardSelection: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const trigger = canvas.getByRole('button', { name: /Report format/ });
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await within(document.body).findByRole('listbox');
    await expect(listbox).toBeVisible();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith('xlsx');
    await expect(trigger).toHaveTextContent('Excel');
  },
};

export const EscapeCloses: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /Report format/ });
    await userEvent.click(trigger);
    await within(document.body).findByRole('listbox');
    await userEvent.keyboard('{Escape}');
    await expect(within(document.body).queryByRole('listbox')).toBeNull();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Dark: Story = { args: { defaultValue: 'pdf' }, parameters: { theme: 'dark' } };
export const RightToLeft: Story = { args: { label: 'التنسيق' }, parameters: { locale: 'ar-AE' } };

/**
 * What a page paints in its first frame (right) before it mounts the Select (left): the same label and trigger,
 * so the swap moves nothing.
 */
export const Preview: Story = {
  args: { defaultValue: 'xlsx' },
  render: (args) => (
    <Inline gap="lg" align="start">
      <Select {...args} />
      <SelectPreview label={args.label} value="Excel" />
    </Inline>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const select = canvas.getByRole('button', { name: /Report format/ });
    const preview = canvas.getByRole('button', { name: 'Excel' });
    await expect(preview).toBeDisabled();
    const box = (element: HTMLElement) => {
      const { width, height } = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return { width, height, font: style.font, color: style.color, border: style.border };
    };
    await expect(box(preview)).toEqual(box(select));
    const labels = canvas.getAllByText('Report format');
    await expect(labels).toHaveLength(2);
    await expect(box(labels[1]!)).toEqual(box(labels[0]!));
  },
};

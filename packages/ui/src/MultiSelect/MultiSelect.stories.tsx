import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MultiSelect } from './MultiSelect';

const events = [
  { id: 'charge.succeeded', label: 'Charge succeeded' },
  { id: 'charge.failed', label: 'Charge failed' },
  { id: 'refund.created', label: 'Refund created' },
  { id: 'dispute.created', label: 'Dispute created', description: 'Includes chargebacks' },
];

const meta = {
  title: 'Forms/MultiSelect',
  component: MultiSelect,
  args: {
    label: 'Events',
    placeholder: 'Search events',
    options: events,
    onChange: fn(),
    description: 'The endpoint receives these events.',
  },
} satisfies Meta<typeof MultiSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithSelection: Story = { args: { defaultValue: ['charge.failed', 'refund.created'] } };
export const Required: Story = { args: { isRequired: true } };
export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: 'Select at least one event' },
};
export const Disabled: Story = { args: { isDisabled: true, defaultValue: ['charge.failed'] } };

export const ChooseWithKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: /Events/ });
    await userEvent.type(input, 'refund');
    await within(document.body).findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Enter}{Escape}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['refund.created']);
    await expect(canvas.getByRole('row', { name: 'Refund created' })).toBeVisible();
  },
};

export const BackspaceRemovesTag: Story = {
  args: { defaultValue: ['charge.failed', 'refund.created'] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('row', { name: 'Charge failed' }));
    await userEvent.keyboard('{Backspace}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['refund.created']);
    await expect(canvas.queryByRole('row', { name: 'Charge failed' })).toBeNull();
  },
};

export const Dark: Story = {
  args: { defaultValue: ['charge.failed'] },
  parameters: { theme: 'dark' },
};
export const RightToLeft: Story = {
  args: { label: 'الأحداث', defaultValue: ['charge.failed'] },
  parameters: { locale: 'ar-AE' },
};

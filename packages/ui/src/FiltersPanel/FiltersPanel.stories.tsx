import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { ListFilter } from './filterModel';
import { FiltersPanel, type FiltersPanelProps } from './FiltersPanel';
import { appliedFilters, transactionFilters } from './FiltersPanel.fixtures';

/** Keeps the applied filters in state, as an app keeps them in the URL. */
function Stateful(props: FiltersPanelProps) {
  const [value, setValue] = useState<ListFilter[]>([...props.value]);
  return (
    <FiltersPanel
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Filters/FiltersPanel',
  component: FiltersPanel,
  render: (args) => <Stateful {...args} />,
  args: { filters: transactionFilters, value: [], onChange: fn() },
} satisfies Meta<typeof FiltersPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const NoFilters: Story = {};

export const WithValues: Story = {
  args: { value: appliedFilters },
  play: async ({ canvasElement }) => {
    const chips = within(canvasElement).getByRole('grid', { name: 'Active filters' });
    await expect(within(chips).getAllByRole('row')).toHaveLength(3);
  },
};

/** Open with the keyboard, tick a status, apply: the list-request filters come out. */
export const ApplyWithKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    within(canvasElement).getByRole('button', { name: 'Filters' }).focus();
    await userEvent.keyboard('{Enter}');
    const panel = await body().findByRole('dialog', { name: 'Filters' });
    const paid = within(panel).getByRole('checkbox', { name: 'Paid' });
    paid.focus();
    await userEvent.keyboard(' ');
    await expect(paid).toBeChecked();
    within(panel).getByRole('button', { name: 'Apply' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith([
      { field: 'status', operator: 'eq', value: 'paid' },
    ]);
    await waitFor(() => expect(panel).not.toBeInTheDocument());
    await expect(within(canvasElement).getByRole('row')).toHaveTextContent('Status: Paid');
  },
};

/** Chips: Backspace on a focused chip removes it; Clear all empties the list. */
export const RemoveChipWithKeyboard: Story = {
  args: { value: appliedFilters },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const [first] = canvas.getAllByRole('row');
    (first as HTMLElement).focus();
    await userEvent.keyboard('{Backspace}');
    await expect(args.onChange).toHaveBeenCalledWith(
      appliedFilters.filter((filter) => filter.field !== 'status'),
    );
    canvas.getByRole('button', { name: 'Clear all' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith([]);
    // The chips and Clear all are gone; focus lands on the Filters button, not the page.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Filters' })).toHaveFocus());
  },
};

export const InvalidRange: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Filters' }));
    const panel = await body().findByRole('dialog');
    const attempts = within(panel).getByRole('group', { name: 'Attempts' });
    await userEvent.type(within(attempts).getByRole('textbox', { name: 'Minimum' }), '5');
    await userEvent.type(within(attempts).getByRole('textbox', { name: 'Maximum' }), '2');
    await userEvent.click(within(panel).getByRole('button', { name: 'Apply' }));
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(
      within(attempts).getByRole('textbox', { name: 'Maximum' }),
    ).toHaveAccessibleDescription('The maximum must not be less than the minimum.');
  },
};

export const OpenWithValues: Story = {
  args: { value: appliedFilters },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Filters' }));
    const panel = await body().findByRole('dialog');
    await expect(within(panel).getByRole('checkbox', { name: 'Failed' })).toBeChecked();
  },
};

export const OtherTimeZone: Story = {
  args: { value: appliedFilters, timeZone: 'America/New_York' },
};

export const Dark: Story = { ...OpenWithValues, parameters: { theme: 'dark' } };
export const DarkChips: Story = { args: { value: appliedFilters }, parameters: { theme: 'dark' } };
export const German: Story = {
  args: { value: appliedFilters },
  parameters: { locale: 'de-DE' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('grid', { name: 'Aktive Filter' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Alle entfernen' })).toBeVisible();
  },
};
export const RightToLeft: Story = {
  args: { value: appliedFilters },
  parameters: { locale: 'ar-AE' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getAllByRole('button')[0] as HTMLElement);
    await expect(await body().findByRole('dialog')).toBeInTheDocument();
  },
};

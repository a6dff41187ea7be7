import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { ListFilter } from './filterModel';
import { FiltersPanel } from './FiltersPanel';
import { appliedFilters, transactionFilters } from './FiltersPanel.fixtures';

function Harness({
  initial = [],
  onChange,
}: {
  initial?: ListFilter[];
  onChange: (filters: ListFilter[]) => void;
}) {
  const [value, setValue] = useState<ListFilter[]>(initial);
  return (
    <FiltersPanel
      filters={transactionFilters}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('FiltersPanel', () => {
  it('shows applied filters as chips named by filter and value', () => {
    render(<Harness initial={appliedFilters} onChange={vi.fn()} />);
    const chips = screen.getByRole('grid', { name: 'Active filters' });
    const rows = within(chips)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'Status: Paid or Failed',
      'Amount: €10.00 – €2,500.00',
      expect.stringMatching(/^Created: Nov 1\s–\s22, 2026$/),
    ]);
    expect(screen.getByRole('button', { name: 'Filters' })).toHaveAccessibleDescription('3 active');
  });

  it('removes one filter from its chip and clears all', async () => {
    const onChange = vi.fn();
    render(<Harness initial={appliedFilters} onChange={onChange} />);
    await userEvent.click(
      // RAC names the remove button by its label plus the chip's text.
      screen.getByRole('button', { name: 'Remove Amount: €10.00 – €2,500.00' }),
    );
    expect(onChange).toHaveBeenLastCalledWith(
      appliedFilters.filter((filter) => filter.field !== 'amount'),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    expect(onChange).toHaveBeenLastCalledWith([]);
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
  });

  it('opens a side panel initialised from the applied filters', async () => {
    render(<Harness initial={appliedFilters} onChange={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
    const panel = screen.getByRole('dialog', { name: 'Filters' });
    expect(within(panel).getByRole('checkbox', { name: 'Paid' })).toBeChecked();
    expect(within(panel).getByRole('checkbox', { name: 'Refunded' })).not.toBeChecked();
    const amount = within(panel).getByRole('group', { name: 'Amount' });
    expect(within(amount).getByRole('textbox', { name: 'Minimum' })).toHaveValue('10.00');
  });

  it('applies typed filters as list-request filters', { timeout: 20_000 }, async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
    const panel = screen.getByRole('dialog');
    await userEvent.type(within(panel).getByRole('textbox', { name: 'Reference' }), 'ord-7');
    await userEvent.click(within(panel).getByRole('checkbox', { name: 'Refunded' }));
    const attempts = within(panel).getByRole('group', { name: 'Attempts' });
    await userEvent.type(within(attempts).getByRole('textbox', { name: 'Maximum' }), '3');
    await userEvent.click(within(panel).getByRole('button', { name: 'Apply' }));
    expect(onChange).toHaveBeenCalledWith([
      { field: 'reference', operator: 'contains', value: 'ord-7' },
      { field: 'status', operator: 'eq', value: 'refunded' },
      { field: 'attempts', operator: 'lte', value: 3 },
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it(
    'keeps the panel open with an error when the maximum is below the minimum',
    { timeout: 20_000 },
    async () => {
      const onChange = vi.fn();
      render(<Harness onChange={onChange} />);
      await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
      const attempts = within(screen.getByRole('dialog')).getByRole('group', { name: 'Attempts' });
      await userEvent.type(within(attempts).getByRole('textbox', { name: 'Minimum' }), '5');
      await userEvent.type(within(attempts).getByRole('textbox', { name: 'Maximum' }), '2');
      await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
      expect(onChange).not.toHaveBeenCalled();
      const maximum = within(attempts).getByRole('textbox', { name: 'Maximum' });
      expect(maximum).toHaveAttribute('aria-invalid', 'true');
      expect(maximum).toHaveAccessibleDescription('The maximum must not be less than the minimum.');
    },
  );

  it('resets the draft without applying until Apply', async () => {
    const onChange = vi.fn();
    render(<Harness initial={appliedFilters} onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByRole('checkbox', { name: 'Paid' })).not.toBeChecked();
    expect(onChange).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(onChange).toHaveBeenCalledWith([]);
  });
});

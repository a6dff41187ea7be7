import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DataTable } from './DataTable';
import { samplePaymentColumns } from './DataTable.fixtures';
import type { DataTableSorting } from './features';
import {
  bodyRows,
  firstCellTexts,
  HEIGHT,
  renderTable,
  rows,
  stubScrollerSize,
  rowsMounted,
} from './DataTable.testSetup';

stubScrollerSize();

describe('DataTable', () => {
  it('is a named grid whose rows carry their position for assistive technology', () => {
    renderTable();
    const grid = screen.getByRole('grid', { name: 'Payments' });
    expect(grid).toHaveAttribute('aria-rowcount', '31');
    expect(grid).toHaveAttribute('aria-colcount', '6');
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Reference',
      'Customer',
      'Status',
      'Amount',
      'Created (UTC)',
      'Payment id',
    ]);
    const first = bodyRows()[0];
    expect(first).toHaveAttribute('aria-rowindex', '2');
    expect(within(first!).getByRole('rowheader')).toHaveTextContent('ORD-010000');
  });

  it('sorts by a column on click and announces the direction with aria-sort', async () => {
    renderTable();
    const header = screen.getByRole('columnheader', { name: 'Reference' });
    expect(header).toHaveAttribute('aria-sort', 'none');
    // Not sortable: no aria-sort at all.
    expect(screen.getByRole('columnheader', { name: 'Payment id' })).not.toHaveAttribute(
      'aria-sort',
    );
    await userEvent.click(header);
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    // Rows new to the window mount within a frame or two (a few a frame).
    await waitFor(() => expect(firstCellTexts()[0]).toBe('ORD-010000'));
    await userEvent.click(header);
    expect(header).toHaveAttribute('aria-sort', 'descending');
    await waitFor(() => expect(firstCellTexts()[0]).toBe('ORD-010029'));
  });

  it('follows controlled sorting and reports changes (so an app can keep sort in the URL)', async () => {
    const onSortingChange = vi.fn();
    function Controlled() {
      const [sorting, setSorting] = useState<DataTableSorting>([{ id: 'reference', desc: true }]);
      return (
        <DataTable
          aria-label="Payments"
          columns={samplePaymentColumns}
          data={rows}
          height={HEIGHT}
          sorting={sorting}
          onSortingChange={(next) => {
            onSortingChange(next);
            setSorting(next);
          }}
        />
      );
    }
    render(<Controlled />);
    expect(screen.getByRole('columnheader', { name: 'Reference' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    expect(firstCellTexts()[0]).toBe('ORD-010029');
    await userEvent.click(screen.getByRole('columnheader', { name: 'Amount' }));
    expect(onSortingChange).toHaveBeenLastCalledWith([{ id: 'amount', desc: true }]);
    expect(screen.getByRole('columnheader', { name: 'Amount' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
  });

  it('does not reorder rows itself under manual sorting', async () => {
    const onSortingChange = vi.fn();
    renderTable({ manualSorting: true, onSortingChange });
    await userEvent.click(screen.getByRole('columnheader', { name: 'Customer' }));
    expect(onSortingChange).toHaveBeenCalledWith([{ id: 'customer', desc: false }]);
    expect(firstCellTexts()[0]).toBe('ORD-010000');
  });

  it('selects rows with checkboxes and select-all', async () => {
    const onRowSelectionChange = vi.fn();
    renderTable({ selectionMode: 'multiple', onRowSelectionChange });
    await rowsMounted(3);
    expect(screen.getByRole('grid')).toHaveAttribute('aria-multiselectable', 'true');
    const rowBoxes = screen.getAllByRole('checkbox', { name: 'Select row' });
    await userEvent.click(rowBoxes[1]!);
    expect(onRowSelectionChange).toHaveBeenLastCalledWith({ [rows[1]!.id]: true });
    expect(bodyRows()[1]).toHaveAttribute('aria-selected', 'true');
    expect(bodyRows()[0]).toHaveAttribute('aria-selected', 'false');
    const selectAll = screen.getByRole('checkbox', { name: 'Select all rows' });
    expect(selectAll).toBePartiallyChecked();
    await userEvent.click(selectAll);
    expect(selectAll).toBeChecked();
    expect(Object.keys(onRowSelectionChange.mock.lastCall?.[0] as object)).toHaveLength(30);
  });
});

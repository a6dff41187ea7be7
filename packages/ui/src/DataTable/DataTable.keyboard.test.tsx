import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { DataTable } from './DataTable';
import { samplePaymentColumns } from './DataTable.fixtures';
import {
  bodyRows,
  HEIGHT,
  renderTable,
  rows,
  stubScrollerSize,
  tabIntoGrid,
  rowsMounted,
} from './DataTable.testSetup';

stubScrollerSize();

describe('DataTable keyboard', () => {
  it('toggles selection with Space on the focused row', async () => {
    renderTable({ selectionMode: 'multiple' });
    await tabIntoGrid();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await userEvent.keyboard(' ');
    expect(bodyRows()[1]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowUp}{ArrowUp} ');
    expect(screen.getByRole('checkbox', { name: 'Select all rows' })).toBeChecked();
  });

  it('moves a single tab stop with arrows, Home/End and Ctrl+Home/End', async () => {
    renderTable();
    await tabIntoGrid();
    const reference = screen.getByRole('columnheader', { name: 'Reference' });
    expect(reference).toHaveFocus();
    // Only one cell is in the tab order.
    const tabbable = screen.getByRole('grid').querySelectorAll('[tabindex="0"]');
    expect(tabbable).toHaveLength(1);

    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('rowheader', { name: 'ORD-010000' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toHaveTextContent(rows[0]!.customer);
    await userEvent.keyboard('{End}');
    expect(document.activeElement).toHaveTextContent(rows[0]!.id);
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('rowheader', { name: 'ORD-010000' })).toHaveFocus();
    await userEvent.keyboard('{Control>}{End}{/Control}');
    expect(document.activeElement).toHaveTextContent(rows[29]!.id);
    expect(document.activeElement?.closest('[role="row"]')).toHaveAttribute('aria-rowindex', '31');
    await userEvent.keyboard('{Control>}{Home}{/Control}');
    expect(reference).toHaveFocus();
    // Enter on a header sorts it.
    await userEvent.keyboard('{Enter}');
    expect(reference).toHaveAttribute('aria-sort', 'ascending');
  });

  it('moves by a page with PageDown/PageUp', async () => {
    renderTable();
    await tabIntoGrid();
    await userEvent.keyboard('{ArrowDown}{PageDown}');
    const rowIndex = Number(
      document.activeElement?.closest('[role="row"]')?.getAttribute('aria-rowindex'),
    );
    // 400px viewport / 40px rows, less header and one row of context.
    expect(rowIndex).toBe(2 + 8);
    await userEvent.keyboard('{PageUp}');
    expect(screen.getByRole('rowheader', { name: 'ORD-010000' })).toHaveFocus();
  });

  it('mirrors left and right arrows in right-to-left layouts', async () => {
    const { I18nProvider } = await import('react-aria-components');
    render(
      <I18nProvider locale="ar-AE">
        <DataTable
          aria-label="Payments"
          columns={samplePaymentColumns}
          data={rows}
          height={HEIGHT}
        />
      </I18nProvider>,
    );
    await tabIntoGrid();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('columnheader', { name: 'Customer' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('columnheader', { name: 'Reference' })).toHaveFocus();
  });

  it('opens a row with Enter or a click, through its link', async () => {
    const onRowAction = vi.fn();
    renderTable({ getRowHref: (row) => `/transactions/${row.id}`, onRowAction });
    const link = screen.getByRole('link', { name: 'ORD-010000' });
    expect(link).toHaveAttribute('href', `/transactions/${rows[0]!.id}`);
    expect(link).toHaveAttribute('tabindex', '-1');
    const clicks = vi.fn((event: MouseEvent) => event.preventDefault());
    link.addEventListener('click', clicks);

    await tabIntoGrid();
    await userEvent.keyboard('{ArrowDown}{ArrowRight}{Enter}');
    expect(onRowAction).toHaveBeenCalledWith(rows[0]);
    expect(clicks).toHaveBeenCalledOnce();

    await userEvent.click(within(bodyRows()[2]!).getByText(rows[2]!.customer));
    expect(onRowAction).toHaveBeenLastCalledWith(rows[2]);
  });

  it('hides columns through controlled visibility and the columns menu', async () => {
    const onColumnVisibilityChange = vi.fn();
    renderTable({ defaultColumnVisibility: { status: false }, onColumnVisibilityChange });
    expect(screen.queryByRole('columnheader', { name: 'Status' })).toBeNull();
    expect(screen.getByRole('grid')).toHaveAttribute('aria-colcount', '5');

    await userEvent.click(screen.getByRole('button', { name: 'Columns' }));
    const menu = await screen.findByRole('menu', { name: 'Columns' });
    expect(within(menu).getByRole('menuitemcheckbox', { name: 'Reference' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(within(menu).getByRole('menuitemcheckbox', { name: 'Status' })).not.toBeChecked();
    await userEvent.click(within(menu).getByRole('menuitemcheckbox', { name: 'Customer' }));
    expect(onColumnVisibilityChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ customer: false, status: false, reference: true }),
    );
    expect(screen.queryByRole('columnheader', { name: 'Customer' })).toBeNull();
  });

  it("follows a row's link through the app's router, on a click or Enter", async () => {
    const navigate = vi.fn();
    render(
      <RouterProvider navigate={navigate}>
        <DataTable
          aria-label="Payments"
          columns={samplePaymentColumns}
          data={rows}
          getRowHref={(row) => `/transactions/${row.id}`}
          height={HEIGHT}
        />
      </RouterProvider>,
    );
    await rowsMounted(3);
    await userEvent.click(screen.getByRole('link', { name: 'ORD-010001' }));
    expect(navigate).toHaveBeenLastCalledWith(`/transactions/${rows[1]!.id}`, undefined);
    await userEvent.click(within(bodyRows()[2]!).getByText(rows[2]!.customer));
    expect(navigate).toHaveBeenLastCalledWith(`/transactions/${rows[2]!.id}`, undefined);
    await userEvent.keyboard('{Enter}');
    expect(navigate).toHaveBeenCalledTimes(3);
  });
});

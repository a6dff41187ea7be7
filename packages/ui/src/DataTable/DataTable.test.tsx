import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { RouterProvider } from 'react-aria-components';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DataTable, type DataTableProps } from './DataTable';
import { samplePaymentColumns, samplePayments, type SamplePayment } from './DataTable.fixtures';
import type { DataTableSorting } from './features';

// jsdom has no layout; the virtualizer measures the scroller through clientWidth/clientHeight.
const HEIGHT = 400;
const original = {
  height: Object.getOwnPropertyDescriptor(Element.prototype, 'clientHeight'),
  width: Object.getOwnPropertyDescriptor(Element.prototype, 'clientWidth'),
};
beforeAll(() => {
  Object.defineProperty(Element.prototype, 'clientHeight', { configurable: true, value: HEIGHT });
  Object.defineProperty(Element.prototype, 'clientWidth', { configurable: true, value: 1000 });
});
afterAll(() => {
  if (original.height) Object.defineProperty(Element.prototype, 'clientHeight', original.height);
  if (original.width) Object.defineProperty(Element.prototype, 'clientWidth', original.width);
});

const rows = samplePayments(30);

function renderTable(props: Partial<DataTableProps<SamplePayment>> = {}) {
  return render(
    <DataTable
      aria-label="Payments"
      columns={samplePaymentColumns}
      data={rows}
      getRowId={(row) => row.id}
      height={HEIGHT}
      {...props}
    />,
  );
}

/** Tab past the toolbar's Columns button into the grid. */
async function tabIntoGrid() {
  await userEvent.tab();
  await userEvent.tab();
}

const bodyRows = () =>
  screen.getAllByRole('row').filter((row) => row.getAttribute('aria-rowindex') !== '1');
const firstCellTexts = () =>
  bodyRows().map((row) => within(row).getByRole('rowheader').textContent);

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
    await userEvent.click(screen.getByRole('link', { name: 'ORD-010001' }));
    expect(navigate).toHaveBeenLastCalledWith(`/transactions/${rows[1]!.id}`, undefined);
    await userEvent.click(within(bodyRows()[2]!).getByText(rows[2]!.customer));
    expect(navigate).toHaveBeenLastCalledWith(`/transactions/${rows[2]!.id}`, undefined);
    await userEvent.keyboard('{Enter}');
    expect(navigate).toHaveBeenCalledTimes(3);
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

  it('keeps at most 60 rows in the DOM for 100,000 rows, with correct aria-rowindex', async () => {
    const many = samplePayments(100_000);
    renderTable({ data: many });
    const grid = screen.getByRole('grid');
    expect(grid).toHaveAttribute('aria-rowcount', '100001');
    expect(screen.getAllByRole('row').length).toBeLessThanOrEqual(60);
    await tabIntoGrid();
    await userEvent.keyboard('{ArrowDown}{Control>}{End}{/Control}');
    const focusedRow = document.activeElement?.closest('[role="row"]');
    expect(focusedRow).toHaveAttribute('aria-rowindex', '100001');
    expect(focusedRow).toHaveTextContent(many[99_999]!.reference);
    expect(screen.getAllByRole('row').length).toBeLessThanOrEqual(60);
  }, 30_000);

  it('shows skeleton rows and a status while loading', () => {
    renderTable({ data: [], isLoading: true });
    expect(screen.getByRole('status')).toHaveTextContent('Loading rows');
    expect(screen.getByRole('grid')).toHaveAttribute('aria-busy', 'true');
  });

  it('distinguishes an empty list from an empty filtered result', async () => {
    const { rerender } = renderTable({ data: [] });
    expect(screen.getByRole('gridcell')).toHaveTextContent('Nothing here yet');
    const onClearFilters = vi.fn();
    rerender(
      <DataTable
        aria-label="Payments"
        columns={samplePaymentColumns}
        data={[]}
        height={HEIGHT}
        isFiltered
        onClearFilters={onClearFilters}
      />,
    );
    expect(screen.getByRole('gridcell')).toHaveTextContent('No results match these filters');
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(onClearFilters).toHaveBeenCalledOnce();
  });

  it('reports an error and retries', async () => {
    const onRetry = vi.fn();
    renderTable({ data: [], error: true, onRetry });
    expect(screen.getByRole('alert')).toHaveTextContent('This list could not be loaded');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('keeps loaded rows when the next page fails and offers a retry', async () => {
    const onRetry = vi.fn();
    renderTable({
      data: rows.slice(0, 5),
      hasMore: true,
      onLoadMore: vi.fn(),
      error: true,
      onRetry,
    });
    // Rows mount a few a frame.
    await waitFor(() => expect(bodyRows()).toHaveLength(5));
    expect(screen.getByRole('alert')).toHaveTextContent('This list could not be loaded');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('loads the next page with the Load more button and shows a loading row', async () => {
    const onLoadMore = vi.fn();
    const { rerender } = renderTable({ hasMore: true, onLoadMore });
    expect(screen.getByRole('grid')).toHaveAttribute('aria-rowcount', '-1');
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(onLoadMore).toHaveBeenCalledOnce();
    rerender(
      <DataTable
        aria-label="Payments"
        columns={samplePaymentColumns}
        data={rows.slice(0, 5)}
        height={HEIGHT}
        hasMore
        isLoadingMore
        onLoadMore={onLoadMore}
      />,
    );
    const loadingRow = screen.getAllByRole('row').at(-1);
    expect(loadingRow).toHaveAttribute('aria-rowindex', '7');
    expect(
      within(loadingRow!).getByRole('progressbar', { name: 'Loading more rows' }),
    ).toBeInTheDocument();
  });

  it('asks for more rows when the end is rendered in infinite mode, once per page', () => {
    const onLoadMore = vi.fn();
    const { rerender } = renderTable({
      data: rows.slice(0, 10),
      hasMore: true,
      onLoadMore,
      loadMoreMode: 'infinite',
    });
    expect(onLoadMore).toHaveBeenCalledOnce();
    act(() =>
      rerender(
        <DataTable
          aria-label="Payments"
          columns={samplePaymentColumns}
          data={rows.slice(0, 10)}
          height={HEIGHT}
          hasMore
          isLoadingMore
          onLoadMore={onLoadMore}
          loadMoreMode="infinite"
        />,
      ),
    );
    expect(onLoadMore).toHaveBeenCalledOnce();
  });

  it('leaves mounted rows alone when a page of new rows arrives (no re-render of rows whose data is unchanged)', async () => {
    const rendered: string[] = [];
    const columns = samplePaymentColumns.map((column, index) =>
      index === 0
        ? {
            ...column,
            cell: (info: { row: { original: SamplePayment } }) => {
              rendered.push(info.row.original.id);
              return info.row.original.reference;
            },
          }
        : column,
    ) as typeof samplePaymentColumns;
    const firstPage = rows.slice(0, 20);
    const { rerender } = renderTable({ columns, data: firstPage });
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(8));
    await new Promise((done) => setTimeout(done, 100));
    const mounted = bodyRows().length;
    rendered.length = 0;
    rerender(
      <DataTable
        aria-label="Payments"
        columns={columns}
        data={[...firstPage, ...rows.slice(20)]}
        getRowId={(row) => row.id}
        height={HEIGHT}
      />,
    );
    expect(bodyRows()).toHaveLength(mounted);
    expect(rendered).toEqual([]);
  });
});

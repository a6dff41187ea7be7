import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DataTable } from './DataTable';
import { samplePaymentColumns, samplePayments, type SamplePayment } from './DataTable.fixtures';
import {
  bodyRows,
  HEIGHT,
  renderTable,
  rows,
  stubScrollerSize,
  tabIntoGrid,
} from './DataTable.testSetup';

stubScrollerSize();

describe('DataTable states and loading', () => {
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

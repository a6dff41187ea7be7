import '@fontsource-variable/inter';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { PaydeskProvider } from '../PaydeskProvider';
import { CONTENT_WIDTHS_STORAGE_KEY, forgetKnownWidths } from './contentWidthMemory';
import { DataTable } from './DataTable';
import { createDataTableColumnHelper } from './features';

afterEach(() => cleanup());
beforeAll(async () => {
  // The dashboard's font: content widths are measured in it.
  await document.fonts.load('14px "Inter Variable"');
});

interface Customer {
  id: string;
  name: string;
  email: string;
  payments: number;
  failedRate: string;
  spent: string;
  createdAt: string;
}

const DATE_TIME = '2026-11-25 01:58 UTC';

const customers: Customer[] = Array.from({ length: 30 }, (_, i) => ({
  id: `cus_${i}`,
  name: `Customer with a long name ${i}`,
  email: `customer.${i}@example.com`,
  payments: 1000 + i,
  failedRate: `${i % 10}.5%`,
  spent: `EUR ${(i * 1234.5).toFixed(2)}`,
  createdAt: DATE_TIME,
}));

const col = createDataTableColumnHelper<Customer>();

/** Fixed (grow 0), flexible (grow 1 and 2) and default columns, as on the dashboard's customer list. */
const columns = col.columns([
  col.accessor('name', { header: 'Name', meta: { isRowHeader: true, width: 180, grow: 2 } }),
  col.accessor('email', { header: 'Email', meta: { width: 220, grow: 2 } }),
  col.accessor('payments', { header: 'Payments', meta: { numeric: true, width: 130, grow: 0 } }),
  col.accessor('failedRate', { header: 'Failed', meta: { numeric: true, width: 120, grow: 0 } }),
  col.accessor('spent', { header: 'Total spent', meta: { numeric: true, width: 200 } }),
  col.accessor('id', { header: 'Id' }),
  col.accessor('createdAt', {
    header: 'Created',
    meta: { numeric: true, align: 'start', width: 180, grow: 0, minContent: DATE_TIME },
  }),
]);

function renderTable(width: number, selectionMode: 'none' | 'multiple' = 'none') {
  render(
    <PaydeskProvider theme="light" locale="en-US">
      <div style={{ inlineSize: width }}>
        <DataTable
          aria-label="Customers"
          columns={columns}
          data={customers}
          getRowId={(row) => row.id}
          selectionMode={selectionMode}
          height={480}
        />
      </div>
    </PaydeskProvider>,
  );
}

/** Rows mount a few a frame: wait until the window is full. */
async function mountedRows(count: number) {
  await waitFor(() => expect(screen.getAllByRole('row').length).toBeGreaterThan(count));
  return screen.getAllByRole('row').filter((row) => row.getAttribute('aria-rowindex') !== '1');
}

const cellOf = (row: Element, colIndex: string) =>
  row.querySelector<HTMLElement>(`:scope > [aria-colindex="${colIndex}"]`)!;

describe('DataTable column layout (real browser)', () => {
  it.each([
    ['narrow', 560, 'none'],
    ['wide', 1600, 'none'],
    ['narrow, with selection', 560, 'multiple'],
    ['wide, with selection', 1600, 'multiple'],
  ] as const)(
    'lines every header cell up with its body cells: %s',
    async (_, width, selectionMode) => {
      await page.viewport(width + 40, 800);
      renderTable(width, selectionMode);
      const rows = await mountedRows(10);
      const headers = screen.getAllByRole('columnheader');
      expect(headers).toHaveLength(columns.length + (selectionMode === 'multiple' ? 1 : 0));
      for (const header of headers) {
        const head = header.getBoundingClientRect();
        for (const row of rows) {
          const body = cellOf(row, header.getAttribute('aria-colindex')!).getBoundingClientRect();
          expect(Math.abs(body.left - head.left), header.textContent ?? '').toBeLessThanOrEqual(1);
          expect(Math.abs(body.width - head.width), header.textContent ?? '').toBeLessThanOrEqual(
            1,
          );
        }
      }
    },
  );

  it.each([
    ['at 1440 px', 1440],
    ['when the table scrolls sideways', 700],
  ])('shows a date-time column whole %s', async (_, width) => {
    await page.viewport(width, 900);
    renderTable(width);
    const rows = await mountedRows(10);
    const dateCells = rows.map((row) => cellOf(row, String(columns.length)));
    for (const cell of dateCells) {
      expect(cell).toHaveTextContent(DATE_TIME);
      // Neither the cell nor the text inside it overflows (no ellipsis).
      for (const box of [cell, ...cell.querySelectorAll<HTMLElement>('*')]) {
        expect(box.scrollWidth, box.outerHTML).toBeLessThanOrEqual(box.clientWidth);
      }
    }
    // The flexible columns took what was left: none is narrower than its declared minimum.
    const header = (name: string) => screen.getByRole('columnheader', { name });
    expect(header('Name').getBoundingClientRect().width).toBeGreaterThanOrEqual(179.5);
    expect(header('Email').getBoundingClientRect().width).toBeGreaterThanOrEqual(219.5);
  });

  it('lays a table out in a new tab with the content widths of the last visit, then corrects them', async () => {
    await page.viewport(1440, 900);
    renderTable(1400);
    await mountedRows(10);
    const dateKey = (stored: [string, number][]) =>
      stored.find(([key]) => key.endsWith(`\n${DATE_TIME}`));
    const remembered = JSON.parse(localStorage.getItem(CONTENT_WIDTHS_STORAGE_KEY) ?? '[]') as [
      string,
      number,
    ][];
    const measured = dateKey(remembered)?.[1];
    expect(measured).toBeGreaterThan(100);
    cleanup();

    // The last visit knew a wider date (another font); this document knows nothing yet, as a new tab.
    localStorage.setItem(
      CONTENT_WIDTHS_STORAGE_KEY,
      JSON.stringify(
        remembered.map(([key, width]) => [key, key === dateKey(remembered)![0] ? 400 : width]),
      ),
    );
    forgetKnownWidths();
    renderTable(1400);
    const created = () => screen.getByRole('columnheader', { name: 'Created' });
    // Laid out with the remembered width, before any measurement…
    expect(created().getBoundingClientRect().width).toBe(400);
    // …and corrected once the table is measured after its layout.
    await waitFor(() => expect(created().getBoundingClientRect().width).toBe(measured));
    expect(dateKey(JSON.parse(localStorage.getItem(CONTENT_WIDTHS_STORAGE_KEY)!))?.[1]).toBe(
      measured,
    );
  });
});

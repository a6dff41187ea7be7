// Shared set-up of the DataTable's jsdom tests: a fixed scroller size (jsdom has no layout) and a sample table.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll } from 'vitest';
import { DataTable, type DataTableProps } from './DataTable';
import { samplePaymentColumns, samplePayments, type SamplePayment } from './DataTable.fixtures';

export const HEIGHT = 400;
const original = {
  height: Object.getOwnPropertyDescriptor(Element.prototype, 'clientHeight'),
  width: Object.getOwnPropertyDescriptor(Element.prototype, 'clientWidth'),
};
/** Call at the top of a test file: the virtualizer measures the scroller through clientWidth/clientHeight. */
export function stubScrollerSize() {
  beforeAll(() => {
    Object.defineProperty(Element.prototype, 'clientHeight', { configurable: true, value: HEIGHT });
    Object.defineProperty(Element.prototype, 'clientWidth', { configurable: true, value: 1000 });
  });
  afterAll(() => {
    if (original.height) Object.defineProperty(Element.prototype, 'clientHeight', original.height);
    if (original.width) Object.defineProperty(Element.prototype, 'clientWidth', original.width);
  });
}

export const rows = samplePayments(30);

export function renderTable(props: Partial<DataTableProps<SamplePayment>> = {}) {
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
export async function tabIntoGrid() {
  await userEvent.tab();
  await userEvent.tab();
}

export const bodyRows = () =>
  screen.getAllByRole('row').filter((row) => row.getAttribute('aria-rowindex') !== '1');
export const firstCellTexts = () =>
  bodyRows().map((row) => within(row).getByRole('rowheader').textContent);

/** Rows mount a few a frame after the table renders: wait until the first `count` are real rows. */
export async function rowsMounted(count: number) {
  await waitFor(() => {
    if (bodyRows().length < count) throw new Error(`fewer than ${count} rows mounted`);
  });
}

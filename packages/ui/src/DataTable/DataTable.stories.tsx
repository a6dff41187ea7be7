import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DataTable } from './DataTable';
import { samplePaymentColumns, samplePayments, type SamplePayment } from './DataTable.fixtures';
import type { DataTableColumnVisibility, DataTableSorting } from './features';

const PaymentsTable = DataTable<SamplePayment>;
const rows = samplePayments(40);
const hundredThousand = samplePayments(100_000);
const navigate = fn();

const meta = {
  title: 'Data/DataTable',
  component: PaymentsTable,
  args: {
    'aria-label': 'Payments',
    columns: samplePaymentColumns,
    data: rows,
    getRowId: (row: SamplePayment) => row.id,
    height: 440,
  },
  argTypes: {
    selectionMode: { control: 'inline-radio', options: ['none', 'multiple'] },
    loadMoreMode: { control: 'inline-radio', options: ['button', 'infinite'] },
  },
} satisfies Meta<typeof PaymentsTable>;

export default meta;
type Story = StoryObj<typeof meta>;

const grid = (canvasElement: HTMLElement) => within(canvasElement).getByRole('grid');
const focusedRow = () => document.activeElement?.closest('[role="row"]');

/** Tab past the toolbar's Columns button onto the grid's single tab stop. */
async function tabIntoGrid() {
  await userEvent.tab();
  await userEvent.tab();
}

export const Default: Story = {};

export const Sorting: Story = {
  args: { defaultSorting: [{ id: 'amount', desc: true }], onSortingChange: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const amount = canvas.getByRole('columnheader', { name: 'Amount' });
    await expect(amount).toHaveAttribute('aria-sort', 'descending');
    await userEvent.click(canvas.getByRole('columnheader', { name: 'Customer' }));
    await expect(args.onSortingChange).toHaveBeenLastCalledWith([{ id: 'customer', desc: false }]);
    await expect(canvas.getByRole('columnheader', { name: 'Customer' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
  },
};

/** Sorting owned by the app (as when it lives in the URL's search params). */
export const ControlledSorting: Story = {
  render: function Render(args) {
    const [sorting, setSorting] = useState<DataTableSorting>([{ id: 'createdAt', desc: true }]);
    return (
      <>
        <p style={{ marginBlockEnd: 8 }}>
          {`?sort=${sorting.map((s) => `${s.desc ? '-' : ''}${s.id}`).join(',')}`}
        </p>
        <PaymentsTable {...args} sorting={sorting} onSortingChange={setSorting} />
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await tabIntoGrid();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{Enter}');
    await expect(canvas.getByText('?sort=-amount')).toBeInTheDocument();
  },
};

export const Selection: Story = {
  args: { selectionMode: 'multiple', onRowSelectionChange: fn() },
  play: async ({ canvasElement, args }) => {
    await tabIntoGrid();
    await userEvent.keyboard('{ArrowDown}{ArrowDown} ');
    await expect(focusedRow()).toHaveAttribute('aria-selected', 'true');
    await expect(args.onRowSelectionChange).toHaveBeenLastCalledWith({ [rows[1]!.id]: true });
    const selectAll = within(canvasElement).getByRole('checkbox', { name: 'Select all rows' });
    await expect(selectAll).toBePartiallyChecked();
    await userEvent.click(selectAll);
    await expect(selectAll).toBeChecked();
  },
};

export const ColumnVisibility: Story = {
  render: function Render(args) {
    const [visibility, setVisibility] = useState<DataTableColumnVisibility>({ id: false });
    return (
      <PaymentsTable
        {...args}
        columnVisibility={visibility}
        onColumnVisibilityChange={setVisibility}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('columnheader', { name: 'Payment id' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Columns' }));
    const menu = await within(document.body).findByRole('menu', { name: 'Columns' });
    await userEvent.click(within(menu).getByRole('menuitemcheckbox', { name: 'Payment id' }));
    await expect(canvas.getByRole('columnheader', { name: 'Payment id' })).toBeInTheDocument();
  },
};

/** Rows open their detail: the reference is a link; Enter or a click anywhere on the row follows it. */
export const Links: Story = {
  args: { getRowHref: (row: SamplePayment) => `/transactions/${row.id}`, onRowAction: fn() },
  render: (args) => (
    <RouterProvider navigate={navigate}>
      <PaymentsTable {...args} />
    </RouterProvider>
  ),
  play: async ({ canvasElement, args }) => {
    navigate.mockClear();
    await expect(
      within(canvasElement).getByRole('link', { name: rows[0]!.reference }),
    ).toHaveAttribute('href', `/transactions/${rows[0]!.id}`);
    await tabIntoGrid();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowRight}{Enter}');
    await expect(args.onRowAction).toHaveBeenLastCalledWith(rows[1]);
    await expect(navigate).toHaveBeenLastCalledWith(`/transactions/${rows[1]!.id}`, undefined);
  },
};

export const Loading: Story = { args: { data: [], isLoading: true } };

export const Empty: Story = { args: { data: [] } };

export const FilteredEmpty: Story = {
  args: { data: [], isFiltered: true, onClearFilters: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Clear filters' }));
    await expect(args.onClearFilters).toHaveBeenCalledOnce();
  },
};

export const ErrorState: Story = {
  name: 'Error',
  args: { data: [], error: true, onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('This list could not be loaded');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** Cursor pagination: pages of 25 arrive after a short delay. */
function usePagedRows(pageSize: number, pages: number) {
  const all = samplePayments(pageSize * pages);
  const [loaded, setLoaded] = useState(pageSize);
  const [loading, setLoading] = useState(false);
  const loadMore = () => {
    setLoading(true);
    setTimeout(() => {
      setLoaded((count) => Math.min(count + pageSize, all.length));
      setLoading(false);
    }, 300);
  };
  return {
    data: all.slice(0, loaded),
    hasMore: loaded < all.length,
    isLoadingMore: loading,
    onLoadMore: loadMore,
  };
}

export const LoadMore: Story = {
  // The pending button announces itself through react-aria's page-wide live region by reference to its id;
  // clear it when the story unmounts so the next story's axe run does not meet a reference to a gone button.
  beforeEach: () => () => {
    document
      .querySelectorAll('[data-live-announcer] [role="img"]')
      .forEach((node) => node.remove());
  },
  render: function Render(args) {
    const paged = usePagedRows(25, 4);
    return <PaymentsTable {...args} {...paged} loadMoreMode="button" />;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(grid(canvasElement)).toHaveAttribute('aria-rowcount', '-1');
    await userEvent.click(canvas.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(canvas.getByRole('grid')).toHaveAttribute('aria-busy', 'true'));
    await waitFor(() => expect(canvas.getByRole('grid')).not.toHaveAttribute('aria-busy'));
    await userEvent.click(canvas.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(canvas.getByRole('grid')).not.toHaveAttribute('aria-busy'));
    const scroller = grid(canvasElement);
    scroller.scrollTop = scroller.scrollHeight;
    await waitFor(() => expect(scroller.querySelector('[aria-rowindex="76"]')).not.toBeNull());
  },
};

export const InfiniteScroll: Story = {
  render: function Render(args) {
    const paged = usePagedRows(25, 4);
    return (
      <>
        <p style={{ marginBlockEnd: 8 }}>{`${paged.data.length} of 100 loaded`}</p>
        <PaymentsTable {...args} {...paged} loadMoreMode="infinite" />
      </>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const scroller = grid(canvasElement);
    // The first page does not fill the viewport and its overscan, so the second is asked for at once.
    await canvas.findByText('50 of 100 loaded', undefined, { timeout: 3000 });
    scroller.scrollTop = scroller.scrollHeight;
    await waitFor(() =>
      expect(
        within(scroller).getByRole('progressbar', { name: 'Loading more rows' }),
      ).toBeVisible(),
    );
    await canvas.findByText('75 of 100 loaded', undefined, { timeout: 3000 });
  },
};

export const HundredThousandRows: Story = {
  name: '100,000 rows',
  args: { data: hundredThousand, height: 600 },
  play: async ({ canvasElement }) => {
    const scroller = grid(canvasElement);
    await expect(scroller).toHaveAttribute('aria-rowcount', '100001');
    await expect(within(scroller).getAllByRole('row').length).toBeLessThanOrEqual(60);
    scroller.scrollTop = 2_000_000;
    await waitFor(() => expect(scroller.querySelector('[aria-rowindex="50001"]')).not.toBeNull());
    await expect(within(scroller).getAllByRole('row').length).toBeLessThanOrEqual(60);
    await tabIntoGrid();
    await userEvent.keyboard('{ArrowDown}{Control>}{End}{/Control}');
    await expect(focusedRow()).toHaveAttribute('aria-rowindex', '100001');
    await expect(focusedRow()).toHaveTextContent(hundredThousand[99_999]!.reference);
  },
};

export const KeyboardNavigation: Story = {
  args: { selectionMode: 'multiple' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await tabIntoGrid();
    await expect(
      canvas.getByRole('checkbox', { name: 'Select all rows' }).closest('[role="columnheader"]'),
    ).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowRight}');
    await expect(canvas.getByRole('rowheader', { name: rows[0]!.reference })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(document.activeElement).toHaveTextContent(rows[0]!.id);
    await userEvent.keyboard('{PageDown}');
    await expect(Number(focusedRow()?.getAttribute('aria-rowindex'))).toBeGreaterThan(5);
    await userEvent.keyboard('{Control>}{Home}{/Control}');
    await expect(
      canvas.getByRole('checkbox', { name: 'Select all rows' }).closest('[role="columnheader"]'),
    ).toHaveFocus();
    // Shift+Tab leaves the grid in one step: only one cell is a tab stop.
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('button', { name: 'Columns' })).toHaveFocus();
  },
};

export const Dark: Story = {
  args: { selectionMode: 'multiple', defaultRowSelection: { [rows[2]!.id]: true } },
  parameters: { theme: 'dark' },
};

export const RightToLeft: Story = {
  args: { selectionMode: 'multiple' },
  parameters: { locale: 'ar-AE' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await tabIntoGrid();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('columnheader', { name: 'Reference' })).toHaveFocus();
  },
};

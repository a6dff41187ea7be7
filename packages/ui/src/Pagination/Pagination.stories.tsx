import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Pagination } from './Pagination';

const meta = {
  title: 'Data/Pagination',
  component: Pagination,
  args: {
    page: 2,
    pageCount: 13,
    pageSize: 25,
    totalItems: 312,
    onPageChange: fn(),
    onPageSizeChange: fn(),
  },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const FirstPage: Story = { args: { page: 1 } };
export const LastPage: Story = { args: { page: 13 } };
export const Empty: Story = { args: { page: 1, pageCount: 0, totalItems: 0 } };
export const WithoutTotals: Story = {
  args: { totalItems: undefined, onPageSizeChange: undefined },
};
export const Disabled: Story = { args: { isDisabled: true } };

export const Interactive: Story = {
  render: function Render(args) {
    const [page, setPage] = useState(1);
    const [pageSize, setPageSize] = useState(25);
    const pageCount = Math.ceil(312 / pageSize);
    return (
      <Pagination
        {...args}
        page={page}
        pageCount={pageCount}
        pageSize={pageSize}
        onPageChange={setPage}
        onPageSizeChange={(size) => {
          setPageSize(size);
          setPage(1);
        }}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const next = canvas.getByRole('button', { name: 'Next page' });
    next.focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText('Page 2 of 13')).toBeInTheDocument();
    await userEvent.keyboard(' ');
    await expect(canvas.getByText('51–75 of 312')).toBeInTheDocument();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Rows per page' }), '100');
    await expect(canvas.getByText('Page 1 of 4')).toBeInTheDocument();
  },
};

export const Dark: Story = { parameters: { theme: 'dark' } };

export const RightToLeft: Story = { parameters: { locale: 'ar-AE' } };

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { Pagination } from './Pagination';

describe('Pagination', () => {
  it('is a named navigation landmark that says where you are', () => {
    render(
      <Pagination page={2} pageCount={13} onPageChange={() => {}} pageSize={25} totalItems={312} />,
    );
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(nav).toHaveTextContent('Page 2 of 13');
    expect(nav).toHaveTextContent('26–50 of 312');
  });

  it('moves to the previous and next page', async () => {
    const onPageChange = vi.fn();
    render(<Pagination page={2} pageCount={3} onPageChange={onPageChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPageChange).toHaveBeenLastCalledWith(3);
    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    expect(onPageChange).toHaveBeenLastCalledWith(1);
  });

  it('disables previous on the first page and next on the last', () => {
    const { rerender } = render(<Pagination page={1} pageCount={3} onPageChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeEnabled();
    rerender(<Pagination page={3} pageCount={3} onPageChange={() => {}} />);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('changes the page size through a labelled select', async () => {
    const onPageSizeChange = vi.fn();
    render(
      <Pagination
        page={1}
        pageCount={4}
        onPageChange={() => {}}
        pageSize={25}
        onPageSizeChange={onPageSizeChange}
      />,
    );
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '50');
    expect(onPageSizeChange).toHaveBeenCalledWith(50);
  });

  it('shows an empty range and keeps one page when there are no items', () => {
    render(
      <Pagination page={1} pageCount={0} onPageChange={() => {}} pageSize={25} totalItems={0} />,
    );
    expect(screen.getByRole('navigation')).toHaveTextContent('No results');
    expect(screen.getByRole('navigation')).toHaveTextContent('Page 1 of 1');
  });

  it('speaks German with German number formatting', () => {
    render(
      <I18nProvider locale="de-DE">
        <Pagination
          page={3}
          pageCount={1200}
          onPageChange={() => {}}
          pageSize={25}
          totalItems={30000}
        />
      </I18nProvider>,
    );
    expect(screen.getByRole('navigation', { name: 'Seitennavigation' })).toHaveTextContent(
      'Seite 3 von 1.200',
    );
    expect(screen.getByRole('navigation')).toHaveTextContent('51–75 von 30.000');
  });
});

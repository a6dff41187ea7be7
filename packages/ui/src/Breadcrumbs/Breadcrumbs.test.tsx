import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider, RouterProvider } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { Breadcrumb, Breadcrumbs } from './Breadcrumbs';

function Trail() {
  return (
    <Breadcrumbs>
      <Breadcrumb href="/">Home</Breadcrumb>
      <Breadcrumb href="/transactions">Transactions</Breadcrumb>
      <Breadcrumb>tr_8F2k19aQ</Breadcrumb>
    </Breadcrumbs>
  );
}

describe('Breadcrumbs', () => {
  it('is a named navigation landmark with an ordered trail', () => {
    render(<Trail />);
    const nav = screen.getByRole('navigation', { name: 'Breadcrumbs' });
    expect(within(nav).getAllByRole('listitem')).toHaveLength(3);
  });

  it('marks the last crumb as the current page, not a followable link', () => {
    render(<Trail />);
    const current = screen.getByRole('link', { name: 'tr_8F2k19aQ' });
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(current).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('link', { name: 'Transactions' })).not.toHaveAttribute('aria-current');
  });

  it('navigates through the app router', async () => {
    const navigate = vi.fn();
    render(
      <RouterProvider navigate={navigate}>
        <Trail />
      </RouterProvider>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Transactions' }));
    expect(navigate).toHaveBeenCalledWith('/transactions', undefined);
  });

  it('names the landmark in the user language', () => {
    render(
      <I18nProvider locale="de-DE">
        <Trail />
      </I18nProvider>,
    );
    expect(screen.getByRole('navigation', { name: 'Brotkrümelnavigation' })).toBeInTheDocument();
  });
});

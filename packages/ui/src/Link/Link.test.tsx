import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider, RouterProvider } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { Link } from './Link';

describe('Link', () => {
  it('is a link with its href', () => {
    render(<Link href="/transactions">Transactions</Link>);
    expect(screen.getByRole('link', { name: 'Transactions' })).toHaveAttribute(
      'href',
      '/transactions',
    );
  });

  it('navigates through the app router given to RouterProvider', async () => {
    const navigate = vi.fn();
    render(
      <RouterProvider navigate={navigate}>
        <Link href="/disputes?status=new">Disputes</Link>
      </RouterProvider>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Disputes' }));
    expect(navigate).toHaveBeenCalledWith('/disputes?status=new', undefined);
  });

  it('says an external link opens in a new tab, in the user language', () => {
    render(
      <I18nProvider locale="de-DE">
        <Link href="https://example.com/docs" isExternal>
          Dokumentation
        </Link>
      </I18nProvider>,
    );
    const link = screen.getByRole('link', { name: 'Dokumentation (öffnet in einem neuen Tab)' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('is not followed when disabled', async () => {
    const navigate = vi.fn();
    render(
      <RouterProvider navigate={navigate}>
        <Link href="/reports" isDisabled>
          Reports
        </Link>
      </RouterProvider>,
    );
    const link = screen.getByRole('link', { name: 'Reports' });
    expect(link).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(link);
    expect(navigate).not.toHaveBeenCalled();
  });
});

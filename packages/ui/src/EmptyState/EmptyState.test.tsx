import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { EmptyState } from './EmptyState';

describe('EmptyState', () => {
  it('is a region named by its title and described by its text', () => {
    render(
      <EmptyState
        title="No payment links yet"
        description="Create a link to get paid without a website."
        action={<button>Create payment link</button>}
      />,
    );
    const region = screen.getByRole('region', { name: 'No payment links yet' });
    expect(region).toHaveAccessibleDescription('Create a link to get paid without a website.');
    expect(
      screen.getByRole('heading', { level: 2, name: 'No payment links yet' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create payment link' })).toBeInTheDocument();
  });

  it('offers to clear the filters when they match nothing', async () => {
    const onClearFilters = vi.fn();
    render(
      <EmptyState
        variant="filtered"
        title="No transactions match these filters"
        onClearFilters={onClearFilters}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(onClearFilters).toHaveBeenCalledOnce();
  });

  it('announces an error as an alert and retries', async () => {
    const onRetry = vi.fn();
    render(
      <EmptyState
        variant="error"
        title="Transactions could not be loaded"
        description="The server did not answer."
        onRetry={onRetry}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveAccessibleName('Transactions could not be loaded');
    expect(alert).toHaveAccessibleDescription('The server did not answer.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('localizes its own buttons', () => {
    render(
      <I18nProvider locale="de-DE">
        <EmptyState variant="error" title="Fehler" onRetry={() => {}} />
      </I18nProvider>,
    );
    expect(screen.getByRole('button', { name: 'Erneut versuchen' })).toBeInTheDocument();
  });

  it('keeps the retry pending while it runs', async () => {
    const onRetry = vi.fn();
    render(<EmptyState variant="error" title="Failed" onRetry={onRetry} isRetrying />);
    const button = screen.getByRole('button', { name: 'Try again' });
    await userEvent.click(button);
    expect(onRetry).not.toHaveBeenCalled();
  });
});

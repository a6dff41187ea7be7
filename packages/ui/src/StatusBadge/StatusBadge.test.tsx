import { render, screen } from '@testing-library/react';
import { I18nProvider } from 'react-aria-components';
import { describe, expect, it } from 'vitest';
import { StatusBadge } from './StatusBadge';

describe('StatusBadge', () => {
  it('shows the localized label with a decorative shape', () => {
    const { container } = render(<StatusBadge vocabulary="filter" status="partially-refunded" />);
    expect(screen.getByText('Partially refunded')).toBeVisible();
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it("reads a new dispute as 'Confirmation needed' and a generic new as 'New'", () => {
    render(
      <>
        <StatusBadge vocabulary="dispute" status="new" />
        <StatusBadge vocabulary="generic" status="new" />
      </>,
    );
    expect(screen.getByText('Confirmation needed')).toBeVisible();
    expect(screen.getByText('New')).toBeVisible();
  });

  it('speaks German in de-DE', () => {
    render(
      <I18nProvider locale="de-DE">
        <StatusBadge vocabulary="team" status="invite-sent" />
      </I18nProvider>,
    );
    expect(screen.getByText('Einladung gesendet')).toBeVisible();
  });

  it('renders a status it does not know, in words', () => {
    // A status newer than this code, as the API may send.
    const status = 'under-review' as 'pending';
    render(<StatusBadge vocabulary="dispute" status={status} />);
    expect(screen.getByText('Under review')).toBeVisible();
  });

  it('exposes the raw status for tests and styling hooks', () => {
    const { container } = render(<StatusBadge vocabulary="transactionResult" status="fail" />);
    expect(container.querySelector('[data-status="fail"]')).toHaveTextContent('Failed');
  });
});

import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { ProviderStatus } from './ProviderStatus';
import { statusLabelOf } from './useStatusLabel';

function inLanguage(locale: string, messages: Record<string, string>, children: ReactNode) {
  const i18n = setupI18n({ locale, messages: { [locale]: messages } });
  return render(<I18nProvider i18n={i18n}>{children}</I18nProvider>);
}

describe('ProviderStatus', () => {
  it('shows the words of the status with its shape, and the raw status for tests', () => {
    const { container } = inLanguage(
      'en',
      {},
      <ProviderStatus vocabulary="filter" status="partially-refunded" size="sm" />,
    );
    expect(container.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    expect(container.querySelector('[data-status="partially-refunded"]')?.textContent).toBe(
      'Partially refunded',
    );
  });

  it("reads a new dispute as 'Confirmation needed' and a new payout request as 'New'", () => {
    inLanguage(
      'en',
      {},
      <>
        <ProviderStatus vocabulary="dispute" status="new" />
        <ProviderStatus vocabulary="payoutRequest" status="new" />
      </>,
    );
    expect(screen.getByText('Confirmation needed')).toBeDefined();
    expect(screen.getByText('New')).toBeDefined();
  });

  it('speaks the active language', () => {
    const invite = statusLabelOf('team', 'invite-sent')!;
    inLanguage(
      'de',
      { [invite.id]: 'Einladung gesendet' },
      <ProviderStatus vocabulary="team" status="invite-sent" />,
    );
    expect(screen.getByText('Einladung gesendet')).toBeDefined();
  });

  it('renders a status newer than this code, in words', () => {
    const status = 'under-review' as 'pending';
    const { container } = inLanguage(
      'en',
      {},
      <ProviderStatus vocabulary="dispute" status={status} />,
    );
    expect(container.querySelector('[data-status="under-review"]')?.textContent).toBe(
      'Under review',
    );
  });
});

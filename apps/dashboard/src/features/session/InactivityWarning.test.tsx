import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { InactivityWarning, type InactivityWarningProps } from './InactivityWarning';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }));

function renderWarning(props: Partial<InactivityWarningProps> = {}) {
  const onStay = vi.fn();
  const onLogout = vi.fn();
  const view = render(
    <I18nProvider i18n={i18n}>
      <InactivityWarning
        isOpen
        secondsLeft={272}
        isStaying={false}
        onStay={onStay}
        onLogout={onLogout}
        {...props}
      />
    </I18nProvider>,
  );
  return { ...view, onStay, onLogout };
}

describe('InactivityWarning', () => {
  it('is an alert dialog named by its title and described by the explanation and countdown', () => {
    renderWarning();
    const dialog = screen.getByRole('alertdialog', { name: 'Your session is about to end' });
    const description = document.getElementById(dialog.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toBe(
      'You have been inactive for a while. For your security you will be logged out automatically.Time left: 4:32',
    );
    expect(screen.getByRole('timer').textContent).toBe('Time left: 4:32');
  });

  it('starts on Stay logged in, the safe choice', async () => {
    renderWarning();
    const stay = screen.getByRole('button', { name: 'Stay logged in' });
    await waitFor(() => expect(document.activeElement).toBe(stay));
  });

  it('Stay logged in, Escape and Log out call back', async () => {
    const user = userEvent.setup();
    const { onStay, onLogout } = renderWarning();
    await user.click(screen.getByRole('button', { name: 'Stay logged in' }));
    expect(onStay).toHaveBeenCalledTimes(1);
    await user.keyboard('{Escape}');
    expect(onStay).toHaveBeenCalledTimes(2);
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('shows nothing while closed', () => {
    renderWarning({ isOpen: false });
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});

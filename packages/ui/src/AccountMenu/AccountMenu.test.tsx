import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { ExampleAccountMenu } from './AccountMenu.fixtures';

const trigger = () => screen.getByRole('button', { name: /^Account menu/ });

describe('AccountMenu', () => {
  it('names its trigger by the person and shows their name', () => {
    render(<ExampleAccountMenu />);
    expect(trigger()).toHaveAccessibleName('Account menu: Ada Lovelace');
    expect(trigger()).toHaveTextContent('Ada Lovelace');
    expect(trigger()).toHaveAttribute('aria-haspopup', 'true');
  });

  it('opens a menu labelled by its trigger, headed by the name and description', async () => {
    render(<ExampleAccountMenu />);
    const button = trigger();
    await userEvent.click(button);
    const menu = screen.getByRole('menu');
    expect(menu).toHaveAttribute('aria-labelledby', button.id);
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Profile' })).toHaveAttribute(
      'href',
      '#profile',
    );
    const theme = within(menu).getByRole('group', { name: 'Theme' });
    expect(
      within(theme).getByRole('menuitemradio', { name: 'Automatic (as the system)' }),
    ).toHaveAttribute('aria-checked', 'true');
  });

  it('works with the keyboard: opens on Enter, picks with Enter, returns focus', async () => {
    const onAction = vi.fn();
    render(<ExampleAccountMenu onAction={onAction} />);
    const button = trigger();
    await userEvent.tab();
    expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('menuitem', { name: 'Sign out' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onAction.mock.calls[0]?.[0]).toBe('sign-out');
    await waitFor(() => expect(button).toHaveFocus());
  });

  it('selects one entry per selectable section', async () => {
    render(<ExampleAccountMenu />);
    const button = trigger();
    await userEvent.click(button);
    await userEvent.click(screen.getByRole('menuitemradio', { name: 'Deutsch' }));
    await userEvent.click(button);
    expect(screen.getByRole('menuitemradio', { name: 'Deutsch' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    expect(screen.getByRole('menuitemradio', { name: 'English' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
  });

  it('shows only the avatar when compact, keeping the name as the label', () => {
    render(<ExampleAccountMenu isCompact />);
    expect(trigger()).toHaveAccessibleName('Account menu: Ada Lovelace');
    expect(trigger()).not.toHaveTextContent('Ada Lovelace');
  });

  it('names the trigger in the user language', () => {
    render(
      <I18nProvider locale="de-DE">
        <ExampleAccountMenu />
      </I18nProvider>,
    );
    expect(screen.getByRole('button', { name: 'Kontomenü: Ada Lovelace' })).toBeInTheDocument();
  });
});

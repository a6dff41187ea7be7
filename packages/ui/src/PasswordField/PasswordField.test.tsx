import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PaydeskProvider } from '../PaydeskProvider';
import { describedByText } from '../private/field/testing';
import { PasswordField } from './PasswordField';

const passwordInput = () => screen.getByLabelText('Password', { selector: 'input' });

describe('PasswordField', () => {
  it('hides the password and reveals it with a labelled toggle', async () => {
    render(<PasswordField label="Password" />);
    const input = passwordInput();
    expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input).toHaveAttribute('type', 'password');
  });

  it('keeps focus and the typed text in the input when the toggle is clicked', async () => {
    render(<PasswordField label="Password" />);
    const input = passwordInput();
    await userEvent.type(input, 's3cret');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveFocus();
    expect(input).toHaveValue('s3cret');
  });

  it('passes autocomplete through, current-password by default', () => {
    render(
      <>
        <PasswordField label="Password" />
        <PasswordField label="New password" autoComplete="new-password" />
      </>,
    );
    expect(passwordInput()).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.getByLabelText('New password', { selector: 'input' })).toHaveAttribute(
      'autocomplete',
      'new-password',
    );
  });

  it('localizes the toggle label', () => {
    render(
      <PaydeskProvider locale="de-DE">
        <PasswordField label="Passwort" />
      </PaydeskProvider>,
    );
    expect(screen.getByRole('button', { name: 'Passwort anzeigen' })).toBeInTheDocument();
  });

  it('wires the server error to the input', () => {
    render(<PasswordField label="Password" isInvalid errorMessage="Incorrect login or password" />);
    expect(describedByText(passwordInput())).toBe('Incorrect login or password');
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { describedByText } from '../private/field/testing';
import { OneTimeCodeField, sanitizeCode } from './OneTimeCodeField';

describe('sanitizeCode', () => {
  it('keeps digits only, up to the length', () => {
    expect(sanitizeCode('123 456', 6)).toBe('123456');
    expect(sanitizeCode('12-34-56-78', 6)).toBe('123456');
    expect(sanitizeCode('ab1c', 6)).toBe('1');
  });
});

describe('OneTimeCodeField', { timeout: 20_000 }, () => {
  it('is one labelled numeric textbox with one-time-code autocomplete', () => {
    render(<OneTimeCodeField label="Verification code" />);
    const input = screen.getByRole('textbox', { name: 'Verification code' });
    expect(screen.getAllByRole('textbox')).toHaveLength(1);
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('autocomplete', 'one-time-code');
  });

  it('ignores non-digits and calls onComplete once all digits are typed', async () => {
    const onComplete = vi.fn();
    render(<OneTimeCodeField label="Code" onComplete={onComplete} />);
    const input = screen.getByRole('textbox', { name: 'Code' });
    await userEvent.type(input, '12a3-45');
    expect(input).toHaveValue('12345');
    expect(onComplete).not.toHaveBeenCalled();
    await userEvent.type(input, '6');
    expect(onComplete).toHaveBeenCalledExactlyOnceWith('123456');
  });

  it('fills the whole code from a paste', async () => {
    const onComplete = vi.fn();
    render(<OneTimeCodeField label="Code" onComplete={onComplete} />);
    await userEvent.click(screen.getByRole('textbox'));
    await userEvent.paste('987 654');
    expect(screen.getByRole('textbox')).toHaveValue('987654');
    expect(onComplete).toHaveBeenCalledWith('987654');
  });

  it('honours a custom length', async () => {
    const onComplete = vi.fn();
    render(<OneTimeCodeField label="Code" length={4} onComplete={onComplete} />);
    await userEvent.type(screen.getByRole('textbox'), '123456');
    expect(onComplete).toHaveBeenCalledWith('1234');
  });

  it('shows the error passed in by the app, wired to the input', () => {
    render(
      <OneTimeCodeField
        label="Code"
        description="From your authenticator app"
        isInvalid
        errorMessage="Incorrect 2FA verification code"
      />,
    );
    const input = screen.getByRole('textbox');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(describedByText(input)).toBe(
      'From your authenticator app Incorrect 2FA verification code',
    );
  });

  it('asks for all digits when left incomplete', async () => {
    render(<OneTimeCodeField label="Code" />);
    await userEvent.type(screen.getByRole('textbox'), '123');
    await userEvent.tab();
    expect(describedByText(screen.getByRole('textbox'))).toBe('Enter all 6 digits');
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { describedByText } from '../private/field/testing';
import { TextField } from './TextField';

describe('TextField', () => {
  it('is a textbox named by its label, described by its description', () => {
    render(<TextField label="Company name" description="As on the invoice" />);
    const input = screen.getByRole('textbox', { name: 'Company name' });
    expect(describedByText(input)).toBe('As on the invoice');
  });

  it('adds the error to aria-describedby and marks the input invalid', () => {
    render(
      <TextField
        label="Company name"
        description="As on the invoice"
        isInvalid
        errorMessage="Enter the company name"
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Company name' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(describedByText(input)).toBe('As on the invoice Enter the company name');
  });

  it('shows a required mark hidden from assistive tech and sets aria-required', () => {
    render(<TextField label="Email" isRequired />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toBeRequired();
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });

  it('reports typed text', async () => {
    const onChange = vi.fn();
    render(<TextField label="Name" onChange={onChange} />);
    await userEvent.type(screen.getByRole('textbox'), 'Acme');
    expect(onChange).toHaveBeenLastCalledWith('Acme');
  });

  it('honours read-only and disabled', () => {
    render(<TextField label="Name" isReadOnly defaultValue="Acme" />);
    render(<TextField label="City" isDisabled />);
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAttribute('readonly');
    expect(screen.getByRole('textbox', { name: 'City' })).toBeDisabled();
  });

  it('shows a custom validation error after the field is left', async () => {
    render(
      <TextField
        label="Number"
        validate={(value) => (/^\d+$/.test(value) ? null : 'Use digits only')}
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Number' });
    await userEvent.type(input, '30a');
    await userEvent.tab();
    expect(describedByText(input)).toBe('Use digits only');
  });
});

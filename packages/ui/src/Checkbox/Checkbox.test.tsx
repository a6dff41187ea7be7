import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { describedByText } from '../private/field/testing';
import { Checkbox } from './Checkbox';

describe('Checkbox', () => {
  it('is a checkbox named by its label that toggles with click and Space', async () => {
    const onChange = vi.fn();
    render(<Checkbox onChange={onChange}>Trusted device</Checkbox>);
    const box = screen.getByRole('checkbox', { name: 'Trusted device' });
    await userEvent.click(box);
    expect(box).toBeChecked();
    await userEvent.keyboard(' ');
    expect(box).not.toBeChecked();
    expect(onChange.mock.calls).toEqual([[true], [false]]);
  });

  it('is mixed when indeterminate', () => {
    render(<Checkbox isIndeterminate>Select all</Checkbox>);
    const box = screen.getByRole('checkbox', { name: 'Select all' });
    expect(box).toHaveProperty('indeterminate', true);
    expect(box).toBePartiallyChecked();
  });

  it('wires description and error to the input', () => {
    render(
      <Checkbox description="Skips 2FA for 48 hours" isInvalid errorMessage="Accept the terms">
        Trust this device
      </Checkbox>,
    );
    const box = screen.getByRole('checkbox', { name: 'Trust this device' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(describedByText(box)).toBe('Skips 2FA for 48 hours Accept the terms');
  });

  it('does not change when disabled or read-only', async () => {
    render(
      <>
        <Checkbox isDisabled>Disabled</Checkbox>
        <Checkbox isReadOnly defaultSelected>
          Read only
        </Checkbox>
      </>,
    );
    expect(screen.getByRole('checkbox', { name: 'Disabled' })).toBeDisabled();
    const readOnly = screen.getByRole('checkbox', { name: 'Read only' });
    await userEvent.click(readOnly);
    expect(readOnly).toBeChecked();
  });
});

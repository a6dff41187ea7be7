import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { describedByText } from '../private/field/testing';
import { TextArea } from './TextArea';

describe('TextArea', () => {
  it('is a multi-line textbox that keeps line breaks', async () => {
    const onChange = vi.fn();
    render(<TextArea label="Refund ids" onChange={onChange} />);
    const box = screen.getByRole('textbox', { name: 'Refund ids' });
    expect(box.tagName).toBe('TEXTAREA');
    await userEvent.type(box, 're_1{Enter}re_2');
    expect(onChange).toHaveBeenLastCalledWith('re_1\nre_2');
  });

  it('wires description and error', () => {
    render(
      <TextArea
        label="Refund ids"
        description="One per line"
        isInvalid
        errorMessage="All refunds must be from the same project"
      />,
    );
    expect(describedByText(screen.getByRole('textbox'))).toBe(
      'One per line All refunds must be from the same project',
    );
  });

  it('marks required and read-only', () => {
    render(<TextArea label="Reason" isRequired isReadOnly defaultValue="Duplicate" />);
    const box = screen.getByRole('textbox', { name: 'Reason' });
    expect(box).toBeRequired();
    expect(box).toHaveAttribute('readonly');
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { describedByText } from '../private/field/testing';
import { SearchField } from './SearchField';

describe('SearchField', () => {
  it('is a searchbox that submits on Enter and clears on Escape', async () => {
    const onSubmit = vi.fn();
    const onClear = vi.fn();
    render(<SearchField label="Search payments" onSubmit={onSubmit} onClear={onClear} />);
    const input = screen.getByRole('searchbox', { name: 'Search payments' });
    await userEvent.type(input, 'pay_123{Enter}');
    expect(onSubmit).toHaveBeenCalledWith('pay_123');
    await userEvent.keyboard('{Escape}');
    expect(input).toHaveValue('');
    expect(onClear).toHaveBeenCalledOnce();
  });

  it('clears with the clear button and returns focus to the input', async () => {
    render(<SearchField label="Search" defaultValue="refund" />);
    await userEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    const input = screen.getByRole('searchbox', { name: 'Search' });
    expect(input).toHaveValue('');
    expect(input).toHaveFocus();
  });

  it('is described by its description', () => {
    render(<SearchField label="Search" description="Id, email or reference" />);
    expect(describedByText(screen.getByRole('searchbox'))).toBe('Id, email or reference');
  });
});

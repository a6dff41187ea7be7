import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { PaydeskProvider } from '../PaydeskProvider';
import { describedByText } from '../private/field/testing';
import { AmountField, type AmountFieldProps } from './AmountField';

function renderField(props: Partial<AmountFieldProps> = {}, locale = 'en-US') {
  const onChange = vi.fn();
  render(
    <PaydeskProvider locale={locale}>
      <AmountField label="Refund amount" currency="EUR" onChange={onChange} {...props} />
    </PaydeskProvider>,
  );
  return { onChange, input: screen.getByRole('textbox', { name: 'Refund amount' }) };
}

describe('AmountField', () => {
  it('reports integer minor units as the person types', async () => {
    const { onChange, input } = renderField();
    await userEvent.type(input, '12.5');
    expect(onChange).toHaveBeenLastCalledWith(1250);
    expect(onChange.mock.calls.every(([v]) => v === null || Number.isInteger(v))).toBe(true);
  });

  it('is described by its currency code and opens a decimal keyboard', () => {
    const { input } = renderField({ description: 'Up to the captured amount' });
    expect(describedByText(input)).toBe('Up to the captured amount EUR');
    expect(input).toHaveAttribute('inputmode', 'decimal');
  });

  it('shows the amount the canonical way once the field is left', async () => {
    const { input } = renderField();
    await userEvent.type(input, '1234.5');
    await userEvent.tab();
    expect(input).toHaveValue('1,234.50');
  });

  it('uses the decimal comma in de-DE', async () => {
    const { onChange, input } = renderField({}, 'de-DE');
    await userEvent.type(input, '1.234,56');
    expect(onChange).toHaveBeenLastCalledWith(123456);
  });

  it('rejects decimals JPY does not have, with an error at the field', async () => {
    const { input } = renderField({ currency: 'JPY' });
    await userEvent.type(input, '100.5');
    await userEvent.tab();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(describedByText(input)).toContain('JPY amounts have no decimal places');
    expect(input).toHaveValue('100.5');
  });

  it('accepts three decimals for KWD and rejects a fourth', async () => {
    const { onChange, input } = renderField({ currency: 'KWD' });
    await userEvent.type(input, '1.005');
    expect(onChange).toHaveBeenLastCalledWith(1005);
    await userEvent.type(input, '5');
    await userEvent.tab();
    expect(describedByText(input)).toContain('KWD amounts have at most 3 decimal places');
  });

  it('rejects a negative amount unless allowed', async () => {
    const { input } = renderField();
    await userEvent.type(input, '-5');
    await userEvent.tab();
    expect(describedByText(input)).toContain('Enter an amount of zero or more');
  });

  it('names the limit when the amount exceeds maxValue', async () => {
    const { input } = renderField({ maxValue: 5000 });
    await userEvent.type(input, '50.01');
    await userEvent.tab();
    expect(describedByText(input)).toContain('Enter at most €50.00');
  });

  it('names the limit when the amount is below minValue', async () => {
    const { input } = renderField({ minValue: 100 });
    await userEvent.type(input, '0.5');
    await userEvent.tab();
    expect(describedByText(input)).toContain('Enter at least €1.00');
  });

  it('localizes its messages', async () => {
    const { input } = renderField({ maxValue: 5000 }, 'de-DE');
    await userEvent.type(input, '60');
    await userEvent.tab();
    expect(describedByText(input)).toContain('Geben Sie höchstens 50,00\u00a0€ ein');
  });

  it('follows a controlled value set from outside', async () => {
    function Controlled() {
      const [value, setValue] = useState<number | null>(1999);
      return (
        <>
          <AmountField label="Amount" currency="USD" value={value} onChange={setValue} />
          <button type="button" onClick={() => setValue(50000)}>
            Full amount
          </button>
          <output>{String(value)}</output>
        </>
      );
    }
    render(<Controlled />);
    const input = screen.getByRole('textbox', { name: 'Amount' });
    expect(input).toHaveValue('19.99');
    await userEvent.click(screen.getByRole('button', { name: 'Full amount' }));
    expect(input).toHaveValue('500.00');
    await userEvent.clear(input);
    await userEvent.type(input, '7');
    expect(screen.getByRole('status')).toHaveTextContent('700');
  });

  it('submits minor units under its name', async () => {
    const onSubmit = vi.fn((e: React.FormEvent<HTMLFormElement>) => {
      e.preventDefault();
      return Object.fromEntries(new FormData(e.currentTarget));
    });
    render(
      <form onSubmit={onSubmit}>
        <AmountField label="Amount" currency="EUR" name="amount" />
        <button type="submit">Save</button>
      </form>,
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Amount' }), '10.10');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit.mock.results[0]?.value).toEqual({ amount: '1010' });
  });
});

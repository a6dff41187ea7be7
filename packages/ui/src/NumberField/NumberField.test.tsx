import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PaydeskProvider } from '../PaydeskProvider';
import { describedByText } from '../private/field/testing';
import { NumberField } from './NumberField';

describe('NumberField', () => {
  it('steps with the arrow keys and the labelled buttons', async () => {
    const onChange = vi.fn();
    render(
      <NumberField
        label="Reminders"
        defaultValue={1}
        minValue={0}
        maxValue={3}
        onChange={onChange}
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Reminders' });
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowUp}');
    expect(onChange).toHaveBeenLastCalledWith(2);
    await userEvent.click(screen.getByRole('button', { name: /Increase/ }));
    expect(onChange).toHaveBeenLastCalledWith(3);
    expect(screen.getByRole('button', { name: /Increase/ })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: /Decrease/ }));
    expect(onChange).toHaveBeenLastCalledWith(2);
  });

  it('formats with formatOptions in the locale', () => {
    render(
      <PaydeskProvider locale="de-DE">
        <NumberField
          label="Anteil"
          defaultValue={0.125}
          formatOptions={{ style: 'percent', maximumFractionDigits: 1 }}
        />
      </PaydeskProvider>,
    );
    expect(screen.getByRole('textbox', { name: 'Anteil' })).toHaveValue('12,5\u00a0%');
  });

  it('wires description and error', () => {
    render(
      <NumberField
        label="Days"
        description="Before expiry"
        isInvalid
        errorMessage="Choose 1, 2 or 7"
      />,
    );
    expect(describedByText(screen.getByRole('textbox', { name: 'Days' }))).toBe(
      'Before expiry Choose 1, 2 or 7',
    );
  });

  it('can hide the steppers', () => {
    render(<NumberField label="Days" hideSteppers />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

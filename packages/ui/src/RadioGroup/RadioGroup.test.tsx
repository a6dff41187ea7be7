import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { describedByText } from '../private/field/testing';
import { Radio, RadioGroup } from './RadioGroup';

function Reminder(props: Partial<Parameters<typeof RadioGroup>[0]>) {
  return (
    <RadioGroup label="Reminder" description="Before the link expires" {...props}>
      <Radio value="1">1 day</Radio>
      <Radio value="2">2 days</Radio>
      <Radio value="7" description="Recommended">
        7 days
      </Radio>
    </RadioGroup>
  );
}

describe('RadioGroup', () => {
  it('is a labelled radiogroup moved through with arrow keys', async () => {
    const onChange = vi.fn();
    render(<Reminder defaultValue="1" onChange={onChange} />);
    expect(screen.getByRole('radiogroup', { name: 'Reminder' })).toBeInTheDocument();
    await userEvent.tab();
    expect(screen.getByRole('radio', { name: '1 day' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: '2 days' })).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith('2');
  });

  it('describes the group and each option', () => {
    render(<Reminder isInvalid errorMessage="Choose a reminder" />);
    expect(describedByText(screen.getByRole('radiogroup'))).toBe(
      'Before the link expires Choose a reminder',
    );
    expect(describedByText(screen.getByRole('radio', { name: '7 days' }))).toMatch(/^Recommended/);
  });

  it('lays out horizontally and disables all options', () => {
    render(<Reminder orientation="horizontal" isDisabled />);
    expect(screen.getByRole('radiogroup')).toHaveAttribute('aria-orientation', 'horizontal');
    for (const radio of screen.getAllByRole('radio')) expect(radio).toBeDisabled();
  });
});

import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { describedByText } from '../private/field/testing';
import { MultiSelect, type MultiSelectProps } from './MultiSelect';

const events = [
  { id: 'charge.succeeded', label: 'Charge succeeded' },
  { id: 'charge.failed', label: 'Charge failed' },
  { id: 'refund.created', label: 'Refund created' },
];

function Events(props: Partial<MultiSelectProps>) {
  return <MultiSelect label="Events" options={events} {...props} />;
}

describe('MultiSelect', { timeout: 20_000 }, () => {
  it('adds options chosen from the filtered list as tags', async () => {
    const onChange = vi.fn();
    render(<Events onChange={onChange} />);
    const input = screen.getByRole('combobox', { name: 'Events' });
    await userEvent.type(input, 'ch');
    expect(within(screen.getByRole('listbox')).getAllByRole('option')).toHaveLength(2);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(['charge.succeeded']);
    expect(input).toHaveValue('');
    await userEvent.keyboard('{Escape}');
    const tags = screen.getByRole('grid', { name: 'Selected: Events' });
    expect(within(tags).getByRole('row', { name: 'Charge succeeded' })).toBeInTheDocument();
  });

  it('removes a tag with its labelled remove button', async () => {
    const onChange = vi.fn();
    render(<Events defaultValue={['charge.failed', 'refund.created']} onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Remove Charge failed' }));
    expect(onChange).toHaveBeenLastCalledWith(['refund.created']);
  });

  it('removes a focused tag with Backspace or Delete', async () => {
    const onChange = vi.fn();
    render(<Events defaultValue={['charge.failed', 'refund.created']} onChange={onChange} />);
    const tag = screen.getByRole('row', { name: 'Charge failed' });
    await userEvent.click(tag);
    await userEvent.keyboard('{Delete}');
    expect(onChange).toHaveBeenLastCalledWith(['refund.created']);
    await userEvent.click(screen.getByRole('row', { name: 'Refund created' }));
    await userEvent.keyboard('{Backspace}');
    expect(onChange).toHaveBeenLastCalledWith([]);
  });

  it('removes the last tag with Backspace in the empty input', async () => {
    const onChange = vi.fn();
    render(<Events defaultValue={['charge.failed', 'refund.created']} onChange={onChange} />);
    await userEvent.click(screen.getByRole('combobox'));
    await userEvent.keyboard('{Backspace}');
    expect(onChange).toHaveBeenLastCalledWith(['charge.failed']);
  });

  it('wires the error and offers no removal when disabled', () => {
    render(
      <Events
        defaultValue={['charge.failed']}
        isDisabled
        isInvalid
        errorMessage="Select at least one event"
      />,
    );
    expect(describedByText(screen.getByRole('combobox'))).toBe('Select at least one event');
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
  });
});

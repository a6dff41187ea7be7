import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { describedByText } from '../private/field/testing';
import { Select, SelectItem, type SelectProps } from './Select';

type FormatItem = { id: string; name: string; description?: string };

const formats: FormatItem[] = [
  { id: 'csv', name: 'CSV' },
  { id: 'xlsx', name: 'Excel' },
  { id: 'pdf', name: 'PDF', description: 'Summary only' },
];

function Format(props: Partial<SelectProps<FormatItem>>) {
  return (
    <Select label="Format" items={formats} placeholder="Choose a format" {...props}>
      {(item) => (
        <SelectItem id={item.id} description={item.description}>
          {item.name}
        </SelectItem>
      )}
    </Select>
  );
}

describe('Select', { timeout: 20_000 }, () => {
  it('opens with the keyboard, moves with arrows and selects with Enter', async () => {
    const onChange = vi.fn();
    render(<Format onChange={onChange} />);
    await userEvent.tab();
    const trigger = screen.getByRole('button', { name: /Format/ });
    expect(trigger).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = screen.getByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('xlsx');
    expect(listbox).not.toBeInTheDocument();
    expect(trigger).toHaveTextContent('Excel');
    // Focus returns to the trigger after the popover's exit frame.
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('lists options with their descriptions', async () => {
    render(<Format />);
    await userEvent.click(screen.getByRole('button', { name: /Format/ }));
    const pdf = within(screen.getByRole('listbox')).getByRole('option', { name: 'PDF' });
    expect(describedByText(pdf)).toBe('Summary only');
  });

  it('closes on Escape without changing the value', async () => {
    const onChange = vi.fn();
    render(<Format defaultValue="csv" onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: /Format/ }));
    await userEvent.keyboard('{ArrowDown}{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('wires description and error to the trigger', () => {
    render(<Format description="For the export" isInvalid errorMessage="Choose a format" />);
    expect(describedByText(screen.getByRole('button', { name: /Format/ }))).toBe(
      'For the export Choose a format',
    );
  });
});

import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PaydeskProvider } from '../PaydeskProvider';
import { describedByText } from '../private/field/testing';
import { ComboBox, ComboBoxItem, type ComboBoxProps } from './ComboBox';

type CountryItem = { id: string; name: string };

const countries: CountryItem[] = [
  { id: 'de', name: 'Germany' },
  { id: 'dk', name: 'Denmark' },
  { id: 'ee', name: 'Estonia' },
];

function Country(props: Partial<ComboBoxProps<CountryItem>>) {
  return (
    <ComboBox label="Country" defaultItems={countries} {...props}>
      {(item) => <ComboBoxItem id={item.id}>{item.name}</ComboBoxItem>}
    </ComboBox>
  );
}

describe('ComboBox', { timeout: 20_000 }, () => {
  it('filters as the person types and selects with arrows and Enter', async () => {
    const onChange = vi.fn();
    render(<Country onChange={onChange} />);
    const input = screen.getByRole('combobox', { name: 'Country' });
    await userEvent.type(input, 'de');
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Denmark']);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('dk');
    expect(input).toHaveValue('Denmark');
  });

  it('says so when nothing matches', async () => {
    render(<Country />);
    await userEvent.type(screen.getByRole('combobox'), 'zz');
    expect(within(screen.getByRole('listbox')).getByText('No results')).toBeInTheDocument();
  });

  it('localizes the empty message', async () => {
    render(
      <PaydeskProvider locale="de-DE">
        <Country label="Land" />
      </PaydeskProvider>,
    );
    await userEvent.type(screen.getByRole('combobox'), 'zz');
    expect(screen.getByText('Keine Ergebnisse')).toBeInTheDocument();
  });

  it('closes on Escape', async () => {
    render(<Country />);
    await userEvent.type(screen.getByRole('combobox'), 'e');
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('wires description and error to the input', () => {
    render(<Country description="Of the company" isInvalid errorMessage="Choose a country" />);
    expect(describedByText(screen.getByRole('combobox'))).toBe('Of the company Choose a country');
  });
});

import { CalendarDate } from '@internationalized/date';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { DateRangePicker } from './DateRangePicker';
import { dateRangeForPreset } from './presets';

describe('DateRangePicker', () => {
  it('is a labelled group with start and end segments', () => {
    render(<DateRangePicker label="Created" />);
    const group = screen.getByRole('group', { name: 'Created' });
    expect(within(group).getAllByRole('spinbutton', { name: /year/i })).toHaveLength(2);
    expect(group).toHaveAccessibleDescription('Time zone: UTC');
  });

  it('applies a preset computed in its time zone and closes', { timeout: 15_000 }, async () => {
    const onChange = vi.fn();
    render(<DateRangePicker label="Created" timeZone="Asia/Tokyo" onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: /calendar/i }));
    const presets = screen.getByRole('listbox', { name: 'Presets' });
    await userEvent.click(within(presets).getByRole('option', { name: 'Last 7 days' }));
    expect(onChange).toHaveBeenCalledWith(dateRangeForPreset('last7Days', 'Asia/Tokyo'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('marks the preset the current range equals', async () => {
    render(
      <DateRangePicker label="Created" defaultValue={dateRangeForPreset('lastMonth', 'UTC')} />,
    );
    await userEvent.click(screen.getByRole('button', { name: /calendar/i }));
    expect(screen.getByRole('option', { name: 'Last month' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('option', { name: 'Today' })).toHaveAttribute('aria-selected', 'false');
  });

  it('reports an end before the start at the field', () => {
    render(
      <DateRangePicker
        label="Created"
        validationBehavior="aria"
        defaultValue={{ start: new CalendarDate(2026, 3, 10), end: new CalendarDate(2026, 3, 1) }}
      />,
    );
    const [startYear] = screen.getAllByRole('spinbutton', { name: /year/i });
    expect(startYear).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('group', { name: 'Created' })).toHaveAccessibleDescription(
      /Time zone: UTC.+/,
    );
  });

  it('reports a date before minValue', () => {
    render(
      <DateRangePicker
        label="Created"
        validationBehavior="aria"
        minValue={new CalendarDate(2026, 1, 1)}
        defaultValue={{ start: new CalendarDate(2025, 12, 30), end: new CalendarDate(2026, 1, 5) }}
      />,
    );
    expect(screen.getByRole('group', { name: 'Created' })).toHaveAccessibleDescription(
      /1\/1\/2026 or later/,
    );
  });

  it('offers only the presets asked for, localized', async () => {
    render(
      <I18nProvider locale="de-DE">
        <DateRangePicker label="Erstellt" presets={['today', 'lastMonth']} />
      </I18nProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: /kalender/i }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Heute',
      'Letzter Monat',
    ]);
  });
});

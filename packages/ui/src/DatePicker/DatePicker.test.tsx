import { CalendarDate } from '@internationalized/date';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { DatePicker } from './DatePicker';
import { todayIn } from './timeZone';

describe('DatePicker', () => {
  it('is a labelled group of segments whose description names the time zone', () => {
    render(<DatePicker label="Settlement date" description="Day the funds arrive" />);
    const group = screen.getByRole('group', { name: 'Settlement date' });
    // RAC describes the group and its first segment.
    expect(group).toHaveAccessibleDescription('Day the funds arrive Time zone: UTC');
    const month = within(group).getByRole('spinbutton', { name: /month/i });
    expect(month).toHaveAccessibleDescription('Day the funds arrive Time zone: UTC');
  });

  it('takes keyboard entry segment by segment', async () => {
    const onChange = vi.fn();
    render(
      <I18nProvider locale="en-US">
        <DatePicker label="Date" onChange={onChange} />
      </I18nProvider>,
    );
    await userEvent.click(screen.getByRole('spinbutton', { name: /month/i }));
    await userEvent.keyboard('03152026');
    expect(onChange).toHaveBeenLastCalledWith(new CalendarDate(2026, 3, 15));
  });

  it('opens a calendar whose Today button uses the given time zone', async () => {
    const onChange = vi.fn();
    render(<DatePicker label="Date" timeZone="Pacific/Kiritimati" onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: /calendar/i }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('grid')).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Time zone: Pacific/Kiritimati');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Today' }));
    expect(onChange).toHaveBeenCalledWith(todayIn('Pacific/Kiritimati'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows an error at the field for a date after maxValue', () => {
    render(
      <DatePicker
        label="Date"
        validationBehavior="aria"
        maxValue={new CalendarDate(2026, 1, 31)}
        defaultValue={new CalendarDate(2026, 2, 2)}
      />,
    );
    expect(screen.getByRole('spinbutton', { name: /year/i })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(screen.getByRole('group', { name: 'Date' })).toHaveAccessibleDescription(
      /1\/31\/2026 or earlier/,
    );
  });

  it('speaks German', () => {
    render(
      <I18nProvider locale="de-DE">
        <DatePicker label="Datum" timeZone="Europe/Berlin" />
      </I18nProvider>,
    );
    expect(screen.getByRole('group', { name: 'Datum' })).toHaveAccessibleDescription(
      'Zeitzone: Europe/Berlin',
    );
  });
});

import { CalendarDate } from '@internationalized/date';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DatePicker } from './DatePicker';
import { todayIn } from './timeZone';

const meta = {
  title: 'Dates/DatePicker',
  component: DatePicker,
  args: { label: 'Settlement date', onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DatePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const WithValue: Story = { args: { defaultValue: new CalendarDate(2026, 11, 22) } };
export const WithDescription: Story = {
  args: { description: 'The day the payout reaches the bank account.' },
};
export const OtherTimeZone: Story = {
  args: { timeZone: 'America/New_York', defaultValue: new CalendarDate(2026, 11, 22) },
};

/** Type the date segment by segment; arrows change the focused segment. */
export const KeyboardEntry: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('spinbutton', { name: /month/i }));
    await userEvent.keyboard('11222026');
    await expect(args.onChange).toHaveBeenLastCalledWith(new CalendarDate(2026, 11, 22));
    await userEvent.keyboard('{ArrowUp}');
    await expect(args.onChange).toHaveBeenLastCalledWith(new CalendarDate(2027, 11, 22));
  },
};

/** Open the calendar with the keyboard, move by day with arrows, Enter picks and closes. */
export const CalendarKeyboard: Story = {
  args: { defaultValue: new CalendarDate(2026, 11, 22) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: /calendar/i }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await within(document.body).findByRole('dialog');
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: /November 22, 2026/ })).toHaveFocus(),
    );
    await userEvent.keyboard('{ArrowRight}{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(new CalendarDate(2026, 11, 23));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};

export const TodayInTimeZone: Story = {
  args: { timeZone: 'Pacific/Kiritimati' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /calendar/i }));
    const dialog = await within(document.body).findByRole('dialog');
    await expect(dialog).toHaveTextContent('Time zone: Pacific/Kiritimati');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Today' }));
    await expect(args.onChange).toHaveBeenCalledWith(todayIn('Pacific/Kiritimati'));
  },
};

export const OutOfRange: Story = {
  args: {
    validationBehavior: 'aria',
    minValue: new CalendarDate(2026, 1, 1),
    maxValue: new CalendarDate(2026, 12, 31),
    defaultValue: new CalendarDate(2027, 1, 4),
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('group', { name: 'Settlement date' }),
    ).toHaveAccessibleDescription(/12\/31\/2026 or earlier/);
  },
};

export const Required: Story = { args: { isRequired: true } };
export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: new CalendarDate(2026, 11, 22) },
};
export const Open: Story = {
  args: { defaultValue: new CalendarDate(2026, 11, 22) },
  play: async ({ canvasElement }) => {
    // The calendar button is the only button; its name is localized.
    await userEvent.click(within(canvasElement).getByRole('button'));
    await expect(await within(document.body).findByRole('grid')).toBeVisible();
  },
};
export const Dark: Story = { ...Open, parameters: { theme: 'dark' } };
export const German: Story = {
  args: { label: 'Auszahlungsdatum', timeZone: 'Europe/Berlin' },
  parameters: { locale: 'de-DE' },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('group', { name: 'Auszahlungsdatum' }),
    ).toHaveAccessibleDescription('Zeitzone: Europe/Berlin');
  },
};
export const RightToLeft: Story = {
  ...Open,
  args: { label: 'تاريخ التسوية', defaultValue: new CalendarDate(2026, 11, 22) },
  parameters: { locale: 'ar-AE' },
};

import { CalendarDate } from '@internationalized/date';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { DateRangePicker } from './DateRangePicker';
import { dateRangeForPreset } from './presets';

const meta = {
  title: 'Dates/DateRangePicker',
  component: DateRangePicker,
  args: { label: 'Created', onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DateRangePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const Empty: Story = {};
export const WithValue: Story = {
  args: {
    defaultValue: { start: new CalendarDate(2026, 11, 1), end: new CalendarDate(2026, 11, 22) },
  },
};

/** Presets, then arrow keys inside the list; Enter applies the preset in the picker's time zone. */
export const PresetWithKeyboard: Story = {
  args: { timeZone: 'Asia/Tokyo' },
  play: async ({ canvasElement, args }) => {
    within(canvasElement)
      .getByRole('button', { name: /calendar/i })
      .focus();
    await userEvent.keyboard('{Enter}');
    const presets = await body().findByRole('listbox', { name: 'Presets' });
    within(presets).getByRole('option', { name: 'Today' }).focus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith(dateRangeForPreset('last7Days', 'Asia/Tokyo'));
    await waitFor(() => expect(presets).not.toBeInTheDocument());
  },
};

export const ActivePreset: Story = {
  args: { defaultValue: dateRangeForPreset('last30Days', 'UTC') },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /calendar/i }));
    await expect(await body().findByRole('option', { name: 'Last 30 days' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

/** Pick the start and end on the calendar with the keyboard. */
export const CalendarKeyboard: Story = {
  args: {
    defaultValue: { start: new CalendarDate(2026, 11, 10), end: new CalendarDate(2026, 11, 12) },
  },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /calendar/i }));
    const grid = await body().findByRole('grid');
    within(grid)
      .getByRole('button', { name: /November 10, 2026/ })
      .focus();
    await userEvent.keyboard('{Enter}{ArrowRight}{ArrowRight}{ArrowDown}');
    // The focused cell is the one Enter will pick as the end.
    const endDay = Number(document.activeElement?.textContent);
    await expect(endDay).toBeGreaterThan(10);
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith({
      start: new CalendarDate(2026, 11, 10),
      end: new CalendarDate(2026, 11, endDay),
    });
  },
};

export const KeyboardEntry: Story = {
  play: async ({ canvasElement, args }) => {
    const [startMonth] = within(canvasElement).getAllByRole('spinbutton', { name: /month/i });
    await userEvent.click(startMonth as HTMLElement);
    await userEvent.keyboard('11012026');
    await userEvent.keyboard('11222026');
    await expect(args.onChange).toHaveBeenLastCalledWith({
      start: new CalendarDate(2026, 11, 1),
      end: new CalendarDate(2026, 11, 22),
    });
  },
};

export const EndBeforeStart: Story = {
  args: {
    validationBehavior: 'aria',
    defaultValue: { start: new CalendarDate(2026, 11, 22), end: new CalendarDate(2026, 11, 1) },
  },
  play: async ({ canvasElement }) => {
    const [startYear] = within(canvasElement).getAllByRole('spinbutton', { name: /year/i });
    await expect(startYear).toHaveAttribute('aria-invalid', 'true');
  },
};

export const OutOfRange: Story = {
  args: {
    validationBehavior: 'aria',
    minValue: new CalendarDate(2026, 1, 1),
    defaultValue: { start: new CalendarDate(2025, 12, 20), end: new CalendarDate(2026, 1, 5) },
  },
};

export const WithoutPresets: Story = {
  args: { presets: [] },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /calendar/i }));
    await body().findByRole('grid');
    await expect(body().queryByRole('listbox')).not.toBeInTheDocument();
  },
};

export const Open: Story = {
  args: { defaultValue: dateRangeForPreset('last7Days', 'UTC') },
  play: async ({ canvasElement }) => {
    // The calendar button is the only button; its name is localized.
    await userEvent.click(within(canvasElement).getByRole('button'));
    await expect(await body().findByRole('listbox')).toBeVisible();
  },
};
export const Disabled: Story = { args: { isDisabled: true } };
export const Dark: Story = { ...Open, parameters: { theme: 'dark' } };
export const German: Story = {
  ...Open,
  args: { label: 'Erstellt', timeZone: 'Europe/Berlin' },
  parameters: { locale: 'de-DE' },
};
export const RightToLeft: Story = {
  ...Open,
  args: { label: 'أنشئت' },
  parameters: { locale: 'ar-AE' },
};

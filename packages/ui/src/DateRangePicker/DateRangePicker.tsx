import { toCalendarDate, type DateValue } from '@internationalized/date';
import { useContext } from 'react';
import {
  DateRangePicker as RACDateRangePicker,
  DateRangePickerStateContext,
  Group,
  ListBox,
  ListBoxItem,
  RangeCalendar,
  type DateRangePickerProps as RACDateRangePickerProps,
  type Selection,
} from 'react-aria-components';
import {
  CalendarContents,
  CalendarFooter,
  CalendarPopover,
  DateSegments,
  ZoneAndCalendarButton,
  ZoneFieldHelp,
} from '../DatePicker/CalendarParts';
import * as styles from '../DatePicker/DatePicker.css';
import { DEFAULT_TIME_ZONE, todayIn } from '../DatePicker/timeZone';
import {
  field,
  FieldLabel,
  inputBox,
  withClassName,
  type FieldChromeProps,
  type FieldSize,
} from '../private/field';
import { useStrings } from '../private/intl';
import { strings } from './intl';
import {
  dateRangeForPreset,
  dateRangePresets,
  presetForDateRange,
  type DateRangePreset,
} from './presets';

export interface DateRangePickerProps<T extends DateValue = DateValue>
  extends Omit<RACDateRangePickerProps<T>, 'children'>, FieldChromeProps {
  /** IANA time zone for "today" and the presets, shown beside the dates (default 'UTC'). */
  timeZone?: string;
  /** The presets offered beside the calendar; pass [] for none. */
  presets?: readonly DateRangePreset[];
  size?: FieldSize;
}

function Presets({ presets, timeZone }: { presets: readonly DateRangePreset[]; timeZone: string }) {
  const t = useStrings(strings, 'DateRangePicker');
  const state = useContext(DateRangePickerStateContext);
  const value = state?.value;
  const active =
    value?.start && value.end
      ? presetForDateRange(
          { start: toCalendarDate(value.start), end: toCalendarDate(value.end) },
          timeZone,
        )
      : undefined;
  const choose = (keys: Selection) => {
    const [key] = keys === 'all' ? [] : [...keys];
    if (!key || !state) return;
    state.setValue(dateRangeForPreset(key as DateRangePreset, timeZone));
    state.setOpen(false);
  };
  return (
    <ListBox
      aria-label={t('presets')}
      className={styles.presets}
      selectionMode="single"
      selectedKeys={active ? [active] : []}
      onSelectionChange={choose}
    >
      {presets.map((preset) => (
        <ListBoxItem key={preset} id={preset} className={styles.preset}>
          {t(preset)}
        </ListBoxItem>
      ))}
    </ListBox>
  );
}

/**
 * A start and end date typed segment by segment or picked on a calendar, with presets (today, yesterday,
 * last 7 and 30 days, this and last month) computed in `timeZone`. An end before the start, or dates outside
 * `minValue`/`maxValue`, make the field invalid with the error shown under it.
 */
export function DateRangePicker<T extends DateValue = DateValue>({
  label,
  description,
  errorMessage,
  timeZone = DEFAULT_TIME_ZONE,
  presets = dateRangePresets,
  size,
  className,
  placeholderValue,
  ...props
}: DateRangePickerProps<T>) {
  const t = useStrings(strings, 'DateRangePicker');
  const today = todayIn(timeZone);
  const zoneText = t('timeZone', { zone: timeZone });
  return (
    <RACDateRangePicker
      {...props}
      placeholderValue={placeholderValue ?? (today as unknown as T)}
      className={withClassName(field, className)}
    >
      {label != null && <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>}
      <Group className={inputBox({ size, kind: 'group' })}>
        <DateSegments slot="start" />
        <span className={styles.rangeDash} aria-hidden>
          –
        </span>
        <DateSegments slot="end" />
        <ZoneAndCalendarButton timeZone={timeZone} />
      </Group>
      <ZoneFieldHelp description={description} errorMessage={errorMessage} zoneText={zoneText} />
      <CalendarPopover>
        {presets.length > 0 && <Presets presets={presets} timeZone={timeZone} />}
        <div className={styles.calendarColumn}>
          <RangeCalendar className={styles.calendar}>
            <CalendarContents today={today} />
          </RangeCalendar>
          <CalendarFooter>
            <span>{zoneText}</span>
          </CalendarFooter>
        </div>
      </CalendarPopover>
    </RACDateRangePicker>
  );
}

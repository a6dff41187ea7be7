import type { DateValue } from '@internationalized/date';
import { useContext } from 'react';
import {
  Button,
  Calendar,
  DatePicker as RACDatePicker,
  DatePickerStateContext,
  Group,
  type DatePickerProps as RACDatePickerProps,
} from 'react-aria-components';
import {
  field,
  FieldLabel,
  inputBox,
  withClassName,
  type FieldChromeProps,
  type FieldSize,
} from '../private/field';
import { useStrings } from '../private/intl';
import {
  CalendarContents,
  CalendarFooter,
  CalendarPopover,
  DateSegments,
  ZoneAndCalendarButton,
  ZoneFieldHelp,
} from './CalendarParts';
import * as styles from './DatePicker.css';
import { strings } from './intl';
import { DEFAULT_TIME_ZONE, todayIn } from './timeZone';

export interface DatePickerProps<T extends DateValue = DateValue>
  extends Omit<RACDatePickerProps<T>, 'children'>, FieldChromeProps {
  /** IANA time zone for "today" and shown beside the date (SPEC §9 "Default timezone: UTC"). */
  timeZone?: string;
  size?: FieldSize;
}

function TodayButton({ today, label }: { today: DateValue; label: string }) {
  const state = useContext(DatePickerStateContext);
  return (
    <Button
      className={styles.preset}
      onPress={() => {
        state?.setValue(today);
        state?.setOpen(false);
      }}
    >
      {label}
    </Button>
  );
}

/**
 * A date field with a calendar popover. Type the date segment by segment (arrow keys change a segment) or
 * pick it; "today" follows `timeZone`, not the browser's.
 */
export function DatePicker<T extends DateValue = DateValue>({
  label,
  description,
  errorMessage,
  timeZone = DEFAULT_TIME_ZONE,
  size,
  className,
  placeholderValue,
  ...props
}: DatePickerProps<T>) {
  const t = useStrings(strings, 'DatePicker');
  const today = todayIn(timeZone);
  const zoneText = t('timeZone', { zone: timeZone });
  return (
    <RACDatePicker
      {...props}
      placeholderValue={placeholderValue ?? (today as unknown as T)}
      className={withClassName(field, className)}
    >
      {label != null && <FieldLabel isRequired={props.isRequired}>{label}</FieldLabel>}
      <Group className={inputBox({ size, kind: 'group' })}>
        <DateSegments />
        <ZoneAndCalendarButton timeZone={timeZone} />
      </Group>
      <ZoneFieldHelp description={description} errorMessage={errorMessage} zoneText={zoneText} />
      <CalendarPopover>
        <div className={styles.calendarColumn}>
          <Calendar className={styles.calendar}>
            <CalendarContents today={today} />
          </Calendar>
          <CalendarFooter>
            <span>{zoneText}</span>
            <TodayButton today={today} label={t('today')} />
          </CalendarFooter>
        </div>
      </CalendarPopover>
    </RACDatePicker>
  );
}

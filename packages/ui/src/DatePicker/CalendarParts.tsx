import { isSameDay, type CalendarDate } from '@internationalized/date';
import { CalendarDays, ChevronLeft, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  Button,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  DateInput,
  DateSegment,
  Dialog,
  Heading,
  Popover,
} from 'react-aria-components';
import { adornment, fieldButton, FieldHelp, type FieldErrorMessage } from '../private/field';
import { visuallyHidden } from '../private/focusRing.css';
import { ThemedPortal } from '../private/ThemedPortal';
import * as styles from './DatePicker.css';

/** Header and month grid shared by the single and range calendars. */
export function CalendarContents({ today }: { today: CalendarDate }) {
  return (
    <>
      <header className={styles.calendarHeader}>
        <Button slot="previous" className={styles.navButton}>
          <ChevronLeft size={16} aria-hidden />
        </Button>
        <Heading className={styles.calendarTitle} />
        <Button slot="next" className={styles.navButton}>
          <ChevronRight size={16} aria-hidden />
        </Button>
      </header>
      <CalendarGrid className={styles.grid} weekdayStyle="short">
        <CalendarGridHeader>
          {(day) => <CalendarHeaderCell className={styles.headerCell}>{day}</CalendarHeaderCell>}
        </CalendarGridHeader>
        <CalendarGridBody>
          {(date) => (
            <CalendarCell
              date={date}
              className={
                isSameDay(date, today) ? `${styles.cell} ${styles.cellToday}` : styles.cell
              }
            />
          )}
        </CalendarGridBody>
      </CalendarGrid>
    </>
  );
}

/** Below the calendar: the time zone and actions (outside the calendar, whose buttons are slotted). */
export function CalendarFooter({ children }: { children: ReactNode }) {
  return <div className={styles.calendarFooter}>{children}</div>;
}

/** A date's editable segments; a range has one for its start and one for its end slot. */
export function DateSegments({ slot }: { slot?: 'start' | 'end' }) {
  return (
    <DateInput slot={slot} className={styles.dateInput}>
      {(segment) => <DateSegment segment={segment} className={styles.segment} />}
    </DateInput>
  );
}

/** The end of the input: its time zone, then the button that opens the calendar. */
export function ZoneAndCalendarButton({ timeZone }: { timeZone: string }) {
  return (
    <>
      <span className={`${adornment} ${styles.zone}`} aria-hidden>
        {timeZone}
      </span>
      <Button className={fieldButton}>
        <CalendarDays size={16} aria-hidden />
      </Button>
    </>
  );
}

/** The field's help and error; screen readers also hear the time zone the input shows (hidden from them). */
export function ZoneFieldHelp({
  description,
  errorMessage,
  zoneText,
}: {
  description?: ReactNode;
  errorMessage?: FieldErrorMessage;
  zoneText: string;
}) {
  return (
    <FieldHelp
      description={
        <>
          {description}
          {description != null && ' '}
          <span className={visuallyHidden}>{zoneText}</span>
        </>
      }
      errorMessage={errorMessage}
    />
  );
}

/** The calendar's popover, under the input and themed like the page. */
export function CalendarPopover({ children }: { children: ReactNode }) {
  return (
    <ThemedPortal>
      <Popover className={styles.popover} placement="bottom start" offset={4}>
        <Dialog className={styles.dialog}>{children}</Dialog>
      </Popover>
    </ThemedPortal>
  );
}

import { isSameDay, type CalendarDate } from '@internationalized/date';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  Button,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  Heading,
} from 'react-aria-components';
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

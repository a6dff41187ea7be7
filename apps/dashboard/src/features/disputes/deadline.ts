/**
 * How urgent a dispute's response deadline is: whole days left on the calendar of the user's time zone, "close"
 * at three days or fewer, "overdue" once it has passed.
 */
import { Temporal } from 'temporal-polyfill';

/** At this many days left or fewer the deadline is highlighted. */
export const DEADLINE_CLOSE_DAYS = 3;

export type DeadlineUrgency = 'overdue' | 'close' | 'open';

export interface DeadlineStatus {
  /** Calendar days from today to the deadline's day (0 = today); negative once overdue. */
  daysLeft: number;
  urgency: DeadlineUrgency;
}

/** The deadline as seen on `now`, counted in days of `timeZone`. */
export function deadlineStatus(
  deadline: string,
  now: Temporal.Instant,
  timeZone: string,
): DeadlineStatus {
  const due = Temporal.Instant.from(deadline);
  const daysLeft = now
    .toZonedDateTimeISO(timeZone)
    .toPlainDate()
    .until(due.toZonedDateTimeISO(timeZone).toPlainDate(), { largestUnit: 'days' }).days;
  if (Temporal.Instant.compare(due, now) <= 0)
    return { daysLeft: Math.min(daysLeft, 0), urgency: 'overdue' };
  return { daysLeft, urgency: daysLeft <= DEADLINE_CLOSE_DAYS ? 'close' : 'open' };
}

/**
 * Scheduled reports (issue 20): a report type generated on a schedule (daily, weekly on a weekday, monthly on a day
 * of the month) at a local time in an IANA time zone, delivered to the dashboard or by email. Each run makes an
 * ordinary report covering the period before it ({@link scheduleRunPeriod}); the last runs link to their reports.
 * Permissions are those of creating a report of the type (its read permission and reports.write); listing needs
 * either reports read permission and shows the types the caller may read.
 */
import * as v from 'valibot';
import { body, DateTimeSchema, resource } from './jsonapi.js';
import {
  reportDeliveries,
  reportFormats,
  reportStatuses,
  reportTypes,
  type ReportType,
} from './reportVocabulary.js';

/** Every report type but refund confirmations, which are about refund ids chosen by hand. */
export const scheduledReportTypes = reportTypes.filter(
  (type): type is Exclude<ReportType, 'refund-confirmation'> => type !== 'refund-confirmation',
);
export type ScheduledReportType = (typeof scheduledReportTypes)[number];

export const scheduleFrequencies = ['daily', 'weekly', 'monthly'] as const;
export type ScheduleFrequency = (typeof scheduleFrequencies)[number];

/** ISO weekdays: 1 = Monday … 7 = Sunday. */
export const SCHEDULE_WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
/** A monthly run on a day the month lacks (29–31) runs on its last day. */
export const SCHEDULE_MAX_DAY_OF_MONTH = 31;
/** How many of its last runs a schedule shows. */
export const SCHEDULE_LAST_RUNS = 5;

/**
 * What a run covers, in the schedule's zone: the day before the run (daily), the seven days before it (weekly),
 * the calendar month before it (monthly).
 */
export const scheduleRunPeriod = {
  daily: 'the previous day',
  weekly: 'the previous seven days',
  monthly: 'the previous calendar month',
} as const satisfies Record<ScheduleFrequency, string>;

const Time = v.pipe(v.string(), v.regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Enter a time as HH:MM'));

/** The fields of a schedule a user chooses (create and update). */
export const ReportScheduleInputSchema = body('report-schedule', {
  /** The organization. */
  resourceId: v.pipe(v.string(), v.minLength(1)),
  reportType: v.picklist(scheduledReportTypes),
  format: v.picklist(reportFormats),
  delivery: v.picklist(reportDeliveries),
  email: v.optional(
    v.nullable(v.pipe(v.string(), v.trim(), v.email('Enter a valid email address'))),
  ),
  projectId: v.optional(v.nullable(v.string())),
  frequency: v.picklist(scheduleFrequencies),
  /** Weekly: the ISO weekday. */
  weekday: v.optional(v.nullable(v.picklist(SCHEDULE_WEEKDAYS))),
  /** Monthly: the day of the month (1–31). */
  dayOfMonth: v.optional(
    v.nullable(
      v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(SCHEDULE_MAX_DAY_OF_MONTH)),
    ),
  ),
  /** Local time of day, `HH:MM`. */
  time: Time,
  /** An IANA zone (`UTC`, `Europe/Berlin`). */
  timeZone: v.pipe(v.string(), v.minLength(1)),
});
export type ReportScheduleInput = v.InferInput<typeof ReportScheduleInputSchema>;

/** One run of a schedule: when it ran and the report it made. */
export const ReportScheduleRunSchema = v.object({
  runAt: DateTimeSchema,
  reportId: v.string(),
  status: v.picklist(reportStatuses),
  fileName: v.nullable(v.string()),
});
export type ReportScheduleRun = v.InferOutput<typeof ReportScheduleRunSchema>;

export const ReportScheduleSchema = resource('report-schedule', {
  organizationId: v.string(),
  reportType: v.picklist(scheduledReportTypes),
  format: v.picklist(reportFormats),
  delivery: v.picklist(reportDeliveries),
  email: v.nullable(v.string()),
  projectId: v.nullable(v.string()),
  frequency: v.picklist(scheduleFrequencies),
  weekday: v.nullable(v.number()),
  dayOfMonth: v.nullable(v.number()),
  time: v.string(),
  timeZone: v.string(),
  /** The next run on the provider's clock. */
  nextRunAt: DateTimeSchema,
  createdAt: DateTimeSchema,
  /** The newest {@link SCHEDULE_LAST_RUNS} runs, newest first. */
  lastRuns: v.array(ReportScheduleRunSchema),
});
export type ReportSchedule = v.InferOutput<typeof ReportScheduleSchema>;

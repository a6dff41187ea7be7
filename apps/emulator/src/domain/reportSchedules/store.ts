/** Report schedules: their rows, the checks of what a user chooses, and the resource with the last runs. */
import {
  reportTypeFormats,
  SCHEDULE_LAST_RUNS,
  type ReportSchedule,
  type ReportScheduleInput,
  type ReportStatus,
} from '@paydesk/api-client';
import type { DomainContext } from '../context.js';
import { invalid } from '../errors.js';
import { checkProject } from '../reports/create.js';
import { statusOf, type ReportRow } from '../reports/store.js';
import { isTimeZone, nextRunAfter, type ScheduleTiming } from './nextRun.js';

export interface ScheduleRow {
  id: string;
  organization_id: string;
  identity_id: string;
  type: ReportSchedule['attributes']['reportType'];
  format: ReportSchedule['attributes']['format'];
  delivery: ReportSchedule['attributes']['delivery'];
  email: string | null;
  project_id: string | null;
  frequency: ReportSchedule['attributes']['frequency'];
  weekday: number | null;
  day_of_month: number | null;
  time: string;
  time_zone: string;
  next_run_at: number;
  created_at: number;
  updated_at: number;
}

export type ScheduleAttributes = ReportScheduleInput['data']['attributes'];
const AT = '/data/attributes';

export const timingOf = (row: ScheduleRow): ScheduleTiming => ({
  frequency: row.frequency,
  weekday: row.weekday === null ? null : Number(row.weekday),
  dayOfMonth: row.day_of_month === null ? null : Number(row.day_of_month),
  time: row.time,
  timeZone: row.time_zone,
});

/** The chosen fields checked one by one (errors at their fields), as the columns of a row. */
export async function checkedFields(
  ctx: DomainContext,
  organizationId: string,
  attributes: ScheduleAttributes,
) {
  const allowed = reportTypeFormats[attributes.reportType] as readonly string[];
  if (!allowed.includes(attributes.format))
    throw invalid(
      `This report comes as ${allowed.map((format) => format.toUpperCase()).join(' or ')}`,
      `${AT}/format`,
    );
  const email = attributes.email?.trim() || null;
  if (attributes.delivery === 'email' && !email)
    throw invalid('Enter the email address to send the report to', `${AT}/email`);
  if (attributes.frequency === 'weekly' && !attributes.weekday)
    throw invalid('Choose the day of the week', `${AT}/weekday`);
  if (attributes.frequency === 'monthly' && !attributes.dayOfMonth)
    throw invalid('Choose the day of the month', `${AT}/dayOfMonth`);
  if (!isTimeZone(attributes.timeZone)) throw invalid('Unknown time zone', `${AT}/timeZone`);
  const projectId = attributes.projectId || null;
  if (projectId) await checkProject(ctx, organizationId, projectId);
  return {
    type: attributes.reportType,
    format: attributes.format,
    delivery: attributes.delivery,
    email: attributes.delivery === 'email' ? email : null,
    project_id: projectId,
    frequency: attributes.frequency,
    weekday: attributes.frequency === 'weekly' ? (attributes.weekday ?? null) : null,
    day_of_month: attributes.frequency === 'monthly' ? (attributes.dayOfMonth ?? null) : null,
    time: attributes.time,
    time_zone: attributes.timeZone,
  };
}

/** The next run of these fields after `now`. */
export const nextRunOf = (fields: Awaited<ReturnType<typeof checkedFields>>, now: number) =>
  nextRunAfter(
    {
      frequency: fields.frequency,
      weekday: fields.weekday,
      dayOfMonth: fields.day_of_month,
      time: fields.time,
      timeZone: fields.time_zone,
    },
    now,
  );

export const scheduleById = (ctx: DomainContext, id: string | undefined) =>
  id
    ? ctx.db.get<ScheduleRow>('SELECT * FROM report_schedules WHERE id = ?', [id])
    : Promise.resolve(undefined);

const iso = (ms: number) => new Date(Number(ms)).toISOString();

/** Schedules as resources, each with its newest runs and their reports' status and file. */
export async function scheduleResources(
  ctx: DomainContext,
  rows: readonly ScheduleRow[],
): Promise<ReportSchedule[]> {
  if (rows.length === 0) return [];
  const now = ctx.clock.now();
  const runs = await ctx.db.all<{ schedule_id: string; run_at: number } & ReportRow>(
    `SELECT runs.schedule_id, runs.run_at, reports.* FROM report_schedule_runs runs
     JOIN reports ON reports.id = runs.report_id
     WHERE runs.schedule_id IN (${rows.map(() => '?').join(', ')}) ORDER BY runs.run_at DESC`,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    type: 'report-schedule',
    id: row.id,
    attributes: {
      organizationId: row.organization_id,
      reportType: row.type,
      format: row.format,
      delivery: row.delivery,
      email: row.email,
      projectId: row.project_id,
      frequency: row.frequency,
      weekday: row.weekday === null ? null : Number(row.weekday),
      dayOfMonth: row.day_of_month === null ? null : Number(row.day_of_month),
      time: row.time,
      timeZone: row.time_zone,
      nextRunAt: iso(row.next_run_at),
      createdAt: iso(row.created_at),
      lastRuns: runs
        .filter((run) => run.schedule_id === row.id)
        .slice(0, SCHEDULE_LAST_RUNS)
        .map((run) => ({
          runAt: iso(run.run_at),
          reportId: run.id,
          status: statusOf(run, now) as ReportStatus,
          fileName: run.file_name,
        })),
    },
  }));
}

/**
 * Running what is due: each schedule whose next run has come makes one ordinary report (its period before the
 * run), recorded with the run, and moves its next run past `now`. Runs missed while the clock jumped are caught
 * up once: one report for the latest missed time, not one per missed time. Idempotent: a run claims its schedule
 * by its due time, and a second run at the same `now` finds nothing due.
 */
import type { DomainContext } from '../context.js';
import { createReport } from '../reports/create.js';
import type { ReportRow } from '../reports/store.js';
import { nextRunAfter, runPeriod } from './nextRun.js';
import { timingOf, type ScheduleRow } from './store.js';

/** The latest run time at or before `now`, starting from the due `first`. */
function latestDue(row: ScheduleRow, first: number, now: number): number {
  let at = first;
  for (;;) {
    const next = nextRunAfter(timingOf(row), at);
    if (next > now) return at;
    at = next;
  }
}

export async function runDueSchedules(
  ctx: DomainContext,
  now: number,
  generate: (row: ReportRow) => Promise<void>,
): Promise<void> {
  const due = await ctx.db.all<ScheduleRow>(
    'SELECT * FROM report_schedules WHERE next_run_at <= ? ORDER BY next_run_at, id',
    [now],
  );
  for (const schedule of due) {
    const runAt = latestDue(schedule, Number(schedule.next_run_at), now);
    const claimed = await ctx.db.run(
      'UPDATE report_schedules SET next_run_at = ? WHERE id = ? AND next_run_at = ?',
      [nextRunAfter(timingOf(schedule), now), schedule.id, schedule.next_run_at],
    );
    if (claimed === 0) continue;
    const { row } = await createReport(ctx, schedule.identity_id, schedule.organization_id, {
      resourceId: schedule.organization_id,
      reportType: schedule.type,
      format: schedule.format,
      delivery: schedule.delivery,
      email: schedule.email,
      filters: {
        projectId: schedule.project_id,
        ...runPeriod(timingOf(schedule), runAt),
        timeZone: schedule.time_zone,
      },
    });
    await ctx.db.run(
      'INSERT OR IGNORE INTO report_schedule_runs (schedule_id, run_at, report_id) VALUES (?, ?, ?)',
      [schedule.id, runAt, row.id],
    );
    await generate(row);
  }
}

/**
 * Report schedules (`POST /api/reports`, report-schedules/*) and their clock job. Listing needs either reports read
 * permission and shows the types the caller may read; creating, changing and removing one needs what creating a
 * report of its type needs (the type's read permission and reports.write), for the old type and the new.
 */
import { secureId } from '../infra/random.js';
import { requireSession } from '../domain/access/caller.js';
import { notFound } from '../domain/errors.js';
import { mayReadType, reportsScope } from '../domain/reports/access.js';
import { generateReport } from '../domain/reports/generate.js';
import { paginate } from '../domain/lists.js';
import { runDueSchedules } from '../domain/reportSchedules/run.js';
import {
  checkedFields,
  nextRunOf,
  scheduleById,
  scheduleResources,
  type ScheduleAttributes,
  type ScheduleRow,
} from '../domain/reportSchedules/store.js';
import type { SessionCaller } from '../domain/access/caller.js';
import { attributesOf, pageOf } from './input.js';
import { notifier } from './reports.js';
import type { TimeJob } from './timeJobs.js';
import type { ActionContext, Area } from './types.js';

/** The checked fields, the next run and the time of change, as columns and values for an insert or an update. */
function scheduleColumns(fields: Awaited<ReturnType<typeof checkedFields>>, now: number) {
  const columns = { ...fields, next_run_at: nextRunOf(fields, now), updated_at: now };
  return { names: Object.keys(columns), values: Object.values(columns) };
}

/** A schedule the caller may change: its organization visible, its type creatable by the caller. */
async function changeableSchedule(
  ctx: ActionContext,
  session: SessionCaller,
  id: string | undefined,
): Promise<ScheduleRow> {
  const row = await scheduleById(ctx, id);
  if (!row) throw notFound();
  await reportsScope(ctx, session, row.organization_id, row.type);
  return row;
}

const one = async (ctx: ActionContext, id: string) => {
  const row = await scheduleById(ctx, id);
  const [data] = await scheduleResources(ctx, row ? [row] : []);
  return { data };
};

export const reportScheduleActions: Area = {
  'report-schedules/list': async (ctx, caller, { payload }) => {
    const session = requireSession(caller);
    const { organizationId, lineage } = await reportsScope(
      ctx,
      session,
      attributesOf(payload).resourceId,
    );
    const rows = await ctx.db.all<ScheduleRow>(
      'SELECT * FROM report_schedules WHERE organization_id = ? ORDER BY created_at DESC, id DESC',
      [organizationId],
    );
    const readable = rows.filter((row) => mayReadType(session, row.type, lineage));
    const page = pageOf(payload);
    const { items, after } = paginate(await scheduleResources(ctx, readable), page);
    return { data: items, meta: { page: { size: page.size, after } } };
  },

  'report-schedules/create': async (ctx, caller, { payload }) => {
    const session = requireSession(caller);
    const attributes = attributesOf(payload) as ScheduleAttributes;
    const { organizationId } = await reportsScope(
      ctx,
      session,
      attributes.resourceId,
      attributes.reportType,
    );
    const fields = await checkedFields(ctx, organizationId, attributes);
    const now = ctx.clock.now();
    const id = secureId('rsc');
    const { names, values } = scheduleColumns(fields, now);
    await ctx.db.run(
      `INSERT INTO report_schedules (id, organization_id, identity_id, created_at, ${names.join(', ')})
       VALUES (?, ?, ?, ?, ${names.map(() => '?').join(', ')})`,
      [id, organizationId, session.identity.id, now, ...values],
    );
    return one(ctx, id);
  },

  'report-schedules/update': async (ctx, caller, { id, payload }) => {
    const session = requireSession(caller);
    const row = await changeableSchedule(ctx, session, id);
    const attributes = attributesOf(payload) as ScheduleAttributes;
    // The new type needs the same as creating it; the schedule stays in its organization.
    const { organizationId } = await reportsScope(
      ctx,
      session,
      row.organization_id,
      attributes.reportType,
    );
    const fields = await checkedFields(ctx, organizationId, attributes);
    const now = ctx.clock.now();
    const { names, values } = scheduleColumns(fields, now);
    await ctx.db.run(
      `UPDATE report_schedules SET ${names.map((name) => `${name} = ?`).join(', ')} WHERE id = ?`,
      [...values, row.id],
    );
    return one(ctx, row.id);
  },

  'report-schedules/remove': async (ctx, caller, { id }) => {
    const row = await changeableSchedule(ctx, requireSession(caller), id);
    await ctx.db.batch([
      { sql: 'DELETE FROM report_schedule_runs WHERE schedule_id = ?', args: [row.id] },
      { sql: 'DELETE FROM report_schedules WHERE id = ?', args: [row.id] },
    ]);
    return { data: null };
  },
};

/** The clock job: every due schedule makes its report, generated before the job ends (so a test sees it). */
export const reportScheduleJob: TimeJob = {
  name: 'scheduled reports',
  run: (ctx, now) => runDueSchedules(ctx, now, (row) => generateReport(ctx, row, notifier(ctx))),
};

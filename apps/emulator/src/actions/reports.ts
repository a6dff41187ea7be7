/** The reports area (`POST /api/reports`): create, list and read reports; list an account's monthly statements. */
import {
  pushEvents,
  statementPermissions,
  type ReportChangedEvent,
  type ReportCreate,
} from '@paydesk/api-client';
import { requireSession } from '../domain/access/caller.js';
import { forbidden } from '../domain/errors.js';
import { moneyRow } from '../domain/ledger/access.js';
import { accountById } from '../domain/ledger/accounts.js';
import { paginate } from '../domain/lists.js';
import { lineageOf } from '../domain/resources/lineage.js';
import { mayReadType, readableReport, reportsScope } from '../domain/reports/access.js';
import { createReport } from '../domain/reports/create.js';
import { generateReport, type ReportNotify } from '../domain/reports/generate.js';
import { statementsOf } from '../domain/reports/statements.js';
import { reportById, reportResource, statusOf, type ReportRow } from '../domain/reports/store.js';
import { sessionChannelsSeeing } from '../domain/reports/watchers.js';
import { recordWebhookEvent } from '../domain/webhooks/events.js';
import { attributesOf, filtersOf, pageOf } from './input.js';
import type { ActionContext, Area } from './types.js';

/** A report as its webhook shows it: as the reports/get answer has it. */
const reportData = async (ctx: ActionContext, id: string) => {
  const row = await reportById(ctx.db, id);
  return row ? reportResource(row, ctx.clock.now()) : { type: 'report', id };
};

/** Tells every session that sees the organization that a report moved. */
export const notifier =
  (ctx: ActionContext): ReportNotify =>
  async (row) => {
    const event: ReportChangedEvent = {
      organizationId: row.organization_id,
      reportId: row.id,
      status: row.status,
    };
    for (const channel of await sessionChannelsSeeing(ctx, row.organization_id))
      ctx.pusher.publish(channel, pushEvents.reportChanged, event);
    // A report belongs to the organization: every endpoint of its projects that listens hears of it.
    if (row.status === 'done' || row.status === 'failed')
      await recordWebhookEvent(ctx, {
        organizationId: row.organization_id,
        type: row.status === 'done' ? 'report.done' : 'report.failed',
        data: await reportData(ctx, row.id),
      });
  };

export const reportActions: Area = {
  'reports/create': async (ctx, caller, { payload }) => {
    const session = requireSession(caller);
    const attributes = attributesOf(payload) as ReportCreate['data']['attributes'];
    const { organizationId } = await reportsScope(
      ctx,
      session,
      attributes.resourceId,
      attributes.reportType,
    );
    const { row, refundIds } = await createReport(
      ctx,
      session.identity.id,
      organizationId,
      attributes,
    );
    // Generated after the answer: the caller sees `new`, then the pushed moves.
    setImmediate(() => void generateReport(ctx, row, notifier(ctx), refundIds));
    return { data: reportResource(row, ctx.clock.now()) };
  },

  'reports/list': async (ctx, caller, { payload }) => {
    const session = requireSession(caller);
    const { organizationId, lineage } = await reportsScope(
      ctx,
      session,
      attributesOf(payload).resourceId,
    );
    const now = ctx.clock.now();
    const filters = filtersOf(payload);
    const wanted = (field: string) => {
      const filter = filters.find(([name]) => name === field);
      if (!filter) return undefined;
      return new Set((Array.isArray(filter[2]) ? filter[2] : [filter[2]]).map(String));
    };
    const types = wanted('reportType');
    const statuses = wanted('status');
    // An organization keeps few reports (30 days until archived): read them all, newest first.
    const rows = await ctx.db.all<ReportRow>(
      'SELECT * FROM reports WHERE organization_id = ? ORDER BY created_at DESC, id DESC',
      [organizationId],
    );
    const resources = rows
      .filter((row) => mayReadType(session, row.type, lineage))
      .filter((row) => !types || types.has(row.type))
      .filter((row) => !statuses || statuses.has(statusOf(row, now)))
      .map((row) => reportResource(row, now));
    const sort = attributesOf(payload).sort;
    if (sort === 'createdAt') resources.reverse();
    const page = pageOf(payload);
    const { items, after } = paginate(resources, page);
    return { data: items, meta: { page: { size: page.size, after } } };
  },

  'reports/get': async (ctx, caller, { id }) => {
    const row = await readableReport(ctx, requireSession(caller), await reportById(ctx.db, id));
    return { data: reportResource(row, ctx.clock.now()) };
  },

  'statements/list': async (ctx, caller, { payload }) => {
    const session = requireSession(caller);
    const resourceId = attributesOf(payload).resourceId;
    const account = await moneyRow(
      ctx,
      session,
      await accountById(ctx.db, typeof resourceId === 'string' ? resourceId : undefined),
      'accounts/get',
    );
    const lineage = (await lineageOf(ctx.db, account.organization_id)).map((row) => row.id);
    if (!statementPermissions.every((name) => session.access.can(name, lineage))) throw forbidden();
    const page = pageOf(payload);
    const { items, after } = paginate(await statementsOf(ctx.db, account, ctx.clock.now()), page);
    return { data: items, meta: { page: { size: page.size, after } } };
  },
};

/** The subscriptions area (`POST /api/subscriptions`): plans and subscriptions of an organization. */
import type { SubscriptionsActionName } from '@paydesk/api-client';
import { requireSession, type SessionCaller } from '../domain/access/caller.js';
import type { DomainContext } from '../domain/context.js';
import { matches, paginate } from '../domain/lists.js';
import { exclusive } from '../domain/payments/access.js';
import { subscriptionRow, subscriptionScope } from '../domain/subscriptions/access.js';
import { createSubscription } from '../domain/subscriptions/create.js';
import {
  cancelSubscription,
  pauseSubscription,
  resumeSubscription,
} from '../domain/subscriptions/lifecycle.js';
import {
  archivePlan,
  createPlan,
  deletePlan,
  planById,
  planResource,
  subscriptionCounts,
  updatePlan,
  type PlanRow,
} from '../domain/subscriptions/plans.js';
import {
  namesOf,
  subscriptionById,
  subscriptionDetail,
  subscriptionResource,
  type SubscriptionRow,
} from '../domain/subscriptions/store.js';
import { attributesOf, filtersOf, pageOf } from './input.js';
import { billNow } from './subscriptionRenewals.js';
import type { ActionContext, Area } from './types.js';

const planFor = async (
  ctx: DomainContext,
  caller: SessionCaller,
  id: string | undefined,
  action: SubscriptionsActionName,
) => subscriptionRow<PlanRow>(ctx, caller, await planById(ctx.db, id), action);

const subscriptionFor = async (
  ctx: DomainContext,
  caller: SessionCaller,
  id: string | undefined,
  action: SubscriptionsActionName,
) => subscriptionRow<SubscriptionRow>(ctx, caller, await subscriptionById(ctx.db, id), action);

const countOf = async (ctx: DomainContext, row: PlanRow) =>
  (await subscriptionCounts(ctx.db, row.organization_id)).get(row.id) ?? 0;

/** The subscription as it is after `change` (and whatever it made due), with its timeline. */
async function changed(
  ctx: ActionContext,
  id: string,
  change: (fresh: SubscriptionRow) => Promise<void>,
): Promise<{ data: unknown }> {
  await exclusive(ctx, async () => {
    // Read again inside the lock: the clock job may have moved it since the permission check.
    await change((await subscriptionById(ctx.db, id))!);
    await billNow(ctx, id);
  });
  return { data: await subscriptionDetail(ctx.db, (await subscriptionById(ctx.db, id))!) };
}

export const subscriptionsArea: Area = {
  'plans/list': async (ctx, caller, { payload }) => {
    const organizationId = await subscriptionScope(
      ctx,
      requireSession(caller),
      attributesOf(payload).resourceId,
      'plans/list',
    );
    const counts = await subscriptionCounts(ctx.db, organizationId);
    const rows = await ctx.db.all<PlanRow>(
      'SELECT * FROM plans WHERE organization_id = ? ORDER BY created_at DESC, id DESC',
      [organizationId],
    );
    const items = rows
      .map((row) => planResource(row, counts.get(row.id) ?? 0))
      .filter((item) => matches(item.attributes, filtersOf(payload)));
    const sort = attributesOf(payload).sort;
    if (sort === 'createdAt') items.reverse();
    if (sort === 'name' || sort === '-name') {
      items.sort((a, b) => a.attributes.name.localeCompare(b.attributes.name));
      if (sort === '-name') items.reverse();
    }
    const page = pageOf(payload);
    const { items: slice, after } = paginate(items, page);
    return { data: slice, meta: { page: { size: page.size, after }, total: items.length } };
  },

  'plans/get': async (ctx, caller, { id }) => {
    const row = await planFor(ctx, requireSession(caller), id, 'plans/get');
    return { data: planResource(row, await countOf(ctx, row)) };
  },

  'plans/create': async (ctx, caller, { payload }) => {
    const attributes = attributesOf(payload);
    const organizationId = await subscriptionScope(
      ctx,
      requireSession(caller),
      attributes.resourceId,
      'plans/create',
    );
    return { data: planResource(await createPlan(ctx, organizationId, attributes), 0) };
  },

  'plans/update': async (ctx, caller, { id, payload }) => {
    const row = await planFor(ctx, requireSession(caller), id, 'plans/update');
    const updated = await updatePlan(ctx, row, attributesOf(payload));
    return { data: planResource(updated, await countOf(ctx, row)) };
  },

  'plans/archive': async (ctx, caller, { id }) => {
    const row = await planFor(ctx, requireSession(caller), id, 'plans/archive');
    return { data: planResource(await archivePlan(ctx, row), await countOf(ctx, row)) };
  },

  'plans/delete': async (ctx, caller, { id }) => {
    const row = await planFor(ctx, requireSession(caller), id, 'plans/delete');
    await deletePlan(ctx, row);
    return { data: null };
  },

  'subscriptions/list': async (ctx, caller, { payload }) => {
    const organizationId = await subscriptionScope(
      ctx,
      requireSession(caller),
      attributesOf(payload).resourceId,
      'subscriptions/list',
    );
    const rows = await ctx.db.all<SubscriptionRow>(
      'SELECT * FROM subscriptions WHERE organization_id = ? ORDER BY created_at DESC, id DESC',
      [organizationId],
    );
    const names = await namesOf(ctx.db, rows);
    const items = rows
      .map((row) => subscriptionResource(row, names.get(row.id)))
      .filter((item) => matches(item.attributes, filtersOf(payload)));
    if (attributesOf(payload).sort === 'createdAt') items.reverse();
    const page = pageOf(payload);
    const { items: slice, after } = paginate(items, page);
    return { data: slice, meta: { page: { size: page.size, after }, total: items.length } };
  },

  'subscriptions/get': async (ctx, caller, { id }) => {
    const row = await subscriptionFor(ctx, requireSession(caller), id, 'subscriptions/get');
    return { data: await subscriptionDetail(ctx.db, row) };
  },

  'subscriptions/create': async (ctx, caller, { payload }) => {
    const session = requireSession(caller);
    const attributes = attributesOf(payload);
    const plan = await planById(ctx.db, attributes.planId as string);
    // The plan names the organization: one the caller does not see is "not found", like a missing plan.
    await subscriptionRow(ctx, session, plan, 'subscriptions/create');
    const row = await createSubscription(ctx, plan!, attributes);
    return changed(ctx, row.id, async () => undefined);
  },

  'subscriptions/pause': async (ctx, caller, { id }) => {
    const row = await subscriptionFor(ctx, requireSession(caller), id, 'subscriptions/pause');
    return changed(ctx, row.id, (fresh) => pauseSubscription(ctx, fresh));
  },

  'subscriptions/resume': async (ctx, caller, { id }) => {
    const row = await subscriptionFor(ctx, requireSession(caller), id, 'subscriptions/resume');
    return changed(ctx, row.id, (fresh) => resumeSubscription(ctx, fresh));
  },

  'subscriptions/cancel': async (ctx, caller, { id, payload }) => {
    const row = await subscriptionFor(ctx, requireSession(caller), id, 'subscriptions/cancel');
    const atPeriodEnd = attributesOf(payload).atPeriodEnd === true;
    return changed(ctx, row.id, (fresh) => cancelSubscription(ctx, fresh, atPeriodEnd));
  },
};

/** The payment-links area (`POST /api/payment-links`): list, get, create, update, disable. */
import { requireSession } from '../domain/access/caller.js';
import { paginate } from '../domain/lists.js';
import { accessibleLink, paymentLinkScope } from '../domain/paymentLinks/access.js';
import {
  createPaymentLink,
  disablePaymentLink,
  updatePaymentLink,
} from '../domain/paymentLinks/operations.js';
import {
  paymentLinkResource,
  statusOf,
  type PaymentLinkRow,
} from '../domain/paymentLinks/store.js';
import { ApiError } from '../domain/errors.js';
import { attributesOf, filtersOf, pageOf } from './input.js';
import type { Area } from './types.js';

type Filter = [string, string, unknown];

/** A created-at bound as milliseconds, refused on its filter when it is no date-time. */
function instant(value: unknown, at: number): number {
  const ms = typeof value === 'string' ? Date.parse(value) : Number.NaN;
  if (Number.isNaN(ms))
    throw new ApiError(422, [
      {
        title: 'Expected an ISO date-time',
        code: 'invalid',
        source: { pointer: `/data/attributes/filters/${at}/2` },
      },
    ]);
  return ms;
}

/** Whether a row passes every filter (status follows the clock, so links are filtered in memory). */
function passes(row: PaymentLinkRow, filters: Filter[], now: number): boolean {
  return filters.every(([field, operator, value], at) => {
    if (field === 'status') {
      const wanted = Array.isArray(value) ? value.map(String) : [String(value)];
      const hit = wanted.includes(statusOf(row, now));
      return operator === '!=' || operator === 'not-in' ? !hit : hit;
    }
    if (field === 'createdAt') {
      const bound = instant(value, at);
      const created = Number(row.created_at);
      if (operator === '>=') return created >= bound;
      if (operator === '>') return created > bound;
      if (operator === '<') return created < bound;
      if (operator === '<=') return created <= bound;
      return created === bound;
    }
    if (field === 'search') {
      const term = String(value).trim().toLowerCase();
      return (
        term === '' ||
        row.id.toLowerCase() === term ||
        row.description.toLowerCase().includes(term) ||
        (row.customer_email ?? '').includes(term)
      );
    }
    return true;
  });
}

export const paymentLinkActions: Area = {
  'payment-links/list': async (ctx, caller, { payload }) => {
    const attributes = attributesOf(payload);
    const scope = await paymentLinkScope(ctx, requireSession(caller), attributes.resourceId, [
      'organization',
      'project',
    ]);
    const now = ctx.clock.now();
    const column = scope.type === 'organization' ? 'organization_id' : 'project_id';
    // A merchant keeps hundreds of links at most: read the scope's, newest first, and filter them here.
    const rows = await ctx.db.all<PaymentLinkRow>(
      `SELECT * FROM payment_links WHERE ${column} = ? ORDER BY created_at DESC, id DESC`,
      [scope.id],
    );
    const filters = filtersOf(payload) as Filter[];
    const items = rows.filter((row) => passes(row, filters, now));
    if (attributes.sort === 'createdAt') items.reverse();
    const page = pageOf(payload, 50);
    const { items: slice, after } = paginate(items, page);
    return {
      data: slice.map((row) => paymentLinkResource(row, now)),
      meta: { page: { size: page.size, after }, total: items.length },
    };
  },

  'payment-links/get': async (ctx, caller, { id }) => {
    const row = await accessibleLink(ctx, requireSession(caller), id);
    return { data: paymentLinkResource(row, ctx.clock.now()) };
  },

  'payment-links/create': async (ctx, caller, { payload }) => {
    const attributes = attributesOf(payload);
    const project = await paymentLinkScope(ctx, requireSession(caller), attributes.resourceId, [
      'project',
    ]);
    const row = await createPaymentLink(ctx, project, attributes);
    return { data: paymentLinkResource(row, ctx.clock.now()) };
  },

  'payment-links/update': async (ctx, caller, { id, payload }) => {
    const row = await accessibleLink(ctx, requireSession(caller), id);
    const updated = await updatePaymentLink(ctx, row, attributesOf(payload));
    return { data: paymentLinkResource(updated, ctx.clock.now()) };
  },

  'payment-links/disable': async (ctx, caller, { id }) => {
    const row = await accessibleLink(ctx, requireSession(caller), id);
    const updated = await disablePaymentLink(ctx, row);
    return { data: paymentLinkResource(updated, ctx.clock.now()) };
  },
};

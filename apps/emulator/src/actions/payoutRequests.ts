import { iso } from '../http/document.js';
import {
  attributesOf,
  filtersOf,
  matches,
  pageOf,
  paginate,
  requireSession,
  visibleResource,
} from './helpers.js';
import type { Area } from './types.js';

const DAY = 86_400_000;

interface PayoutRequestRow {
  id: string;
  resource_id: string;
  amount: number;
  currency: string;
  status: string;
  method: string;
  created_at: number;
}

export const payoutRequestsArea: Area = {
  'payout-requests/externalList': async (ctx, caller, { payload }) => {
    const session = requireSession(caller);
    const { row } = await visibleResource(
      ctx,
      session,
      attributesOf(payload).resourceId,
      'payouts.requests.read',
      'organization',
    );
    const rows = await ctx.db.all<PayoutRequestRow>(
      'SELECT * FROM payout_requests WHERE resource_id = ? ORDER BY created_at DESC, id',
      [row.id],
    );
    const filters = filtersOf(payload);
    const items = rows
      .map((request) => ({
        type: 'payout-request',
        id: request.id,
        attributes: {
          amount: Number(request.amount),
          currency: request.currency,
          status: request.status,
          method: request.method,
          reference: `PR-${request.id.slice(-8).toUpperCase()}`,
          createdAt: iso(request.created_at),
          processedAt:
            request.status === 'done' || request.status === 'failed'
              ? iso(request.created_at + 2 * DAY)
              : null,
        },
      }))
      .filter((item) => matches(item.attributes, filters));
    const page = pageOf(payload);
    const { items: slice, after } = paginate(items, page);
    return { data: slice, meta: { page: { size: page.size, after }, total: items.length } };
  },
};

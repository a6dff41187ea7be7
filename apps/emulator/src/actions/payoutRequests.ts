/** The payout-requests area: `payout-requests/externalList`, legacy payout requests of an organization. */
import { DAY, iso } from '../infra/time.js';
import { requireSession } from '../domain/access/caller.js';
import { matches, paginate } from '../domain/lists.js';
import { payoutRequestsOf } from '../domain/payoutRequests.js';
import { visibleResource } from '../domain/resources/visibility.js';
import { attributesOf, filtersOf, pageOf } from './input.js';
import type { Area } from './types.js';

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
    const rows = await payoutRequestsOf(ctx, row.id);
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

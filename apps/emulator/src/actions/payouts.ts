/** The money area's processing payouts. */
import { requireSession } from '../domain/access/caller.js';
import { moneyRow, moneyScope } from '../domain/ledger/access.js';
import { payoutAttributes, payoutsOf, type PayoutRow } from '../domain/ledger/payouts.js';
import { notFound } from '../domain/errors.js';
import { newestPage } from './moneyLists.js';
import { attributesOf } from './input.js';
import type { Area } from './types.js';

export const payoutResource = (row: PayoutRow, now: number) => ({
  type: 'payout' as const,
  id: row.id,
  attributes: payoutAttributes(row, now),
});

export const payoutActions: Area = {
  'payouts/list': async (ctx, caller, { payload }) => {
    const organizationId = await moneyScope(
      ctx,
      requireSession(caller),
      attributesOf(payload).resourceId,
      'payouts/list',
    );
    const now = ctx.clock.now();
    const items = (await payoutsOf(ctx, organizationId, now)).map((row) =>
      payoutResource(row, now),
    );
    return newestPage(payload, items, 'createdAt');
  },

  'payouts/get': async (ctx, caller, { id }) => {
    const now = ctx.clock.now();
    const row = await ctx.db.get<PayoutRow>(
      'SELECT * FROM payouts WHERE id = ? AND created_at <= ?',
      [id ?? '', now],
    );
    if (!row) throw notFound();
    return {
      data: payoutResource(await moneyRow(ctx, requireSession(caller), row, 'payouts/get'), now),
    };
  },
};

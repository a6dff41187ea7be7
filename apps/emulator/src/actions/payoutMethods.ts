/** The money area's payout methods (requisites): list, create, update, remove, setDefault. */
import type { PayoutMethodKind } from '@paydesk/api-client';
import { requireSession, type SessionCaller } from '../domain/access/caller.js';
import type { DomainContext } from '../domain/context.js';
import { moneyRow, moneyScope } from '../domain/ledger/access.js';
import { notFound } from '../domain/errors.js';
import {
  createPayoutMethod,
  payoutMethodById,
  payoutMethodResource,
  payoutMethodsOf,
  removePayoutMethod,
  setDefaultPayoutMethod,
  updatePayoutMethod,
} from '../domain/payoutMethods/store.js';
import { matches, paginate } from '../domain/lists.js';
import { attributesOf, filtersOf, pageOf } from './input.js';
import type { Area } from './types.js';

type WriteAction = 'payout-methods/update' | 'payout-methods/remove' | 'payout-methods/setDefault';

/** The method `id`, if the caller sees its organization and may do `action` there. */
async function methodFor(
  ctx: DomainContext,
  caller: SessionCaller,
  id: string | undefined,
  action: WriteAction,
) {
  const row = await payoutMethodById(ctx.db, id ?? '', ctx.clock.now());
  if (!row) throw notFound();
  return moneyRow(ctx, caller, row, action);
}

export const payoutMethodActions: Area = {
  'payout-methods/list': async (ctx, caller, { payload }) => {
    const organizationId = await moneyScope(
      ctx,
      requireSession(caller),
      attributesOf(payload).resourceId,
      'payout-methods/list',
    );
    const now = ctx.clock.now();
    const filters = filtersOf(payload);
    // Few per organization: default ones first, then oldest first, filtered in memory.
    const items = (await payoutMethodsOf(ctx.db, organizationId, now))
      .map((row) => payoutMethodResource(row, now))
      .filter((item) => matches(item.attributes, filters));
    const page = pageOf(payload);
    const { items: slice, after } = paginate(items, page);
    return { data: slice, meta: { page: { size: page.size, after }, total: items.length } };
  },

  'payout-methods/create': async (ctx, caller, { payload }) => {
    const attributes = attributesOf(payload);
    const organizationId = await moneyScope(
      ctx,
      requireSession(caller),
      attributes.resourceId,
      'payout-methods/create',
    );
    const row = await createPayoutMethod(ctx, organizationId, {
      // The contract checked both.
      kind: attributes.kind as PayoutMethodKind,
      currency: attributes.currency as string,
      attributes,
    });
    return { data: payoutMethodResource(row, ctx.clock.now()) };
  },

  'payout-methods/update': async (ctx, caller, { id, payload }) => {
    const row = await methodFor(ctx, requireSession(caller), id, 'payout-methods/update');
    const updated = await updatePayoutMethod(ctx, row, attributesOf(payload));
    return { data: payoutMethodResource(updated, ctx.clock.now()) };
  },

  'payout-methods/remove': async (ctx, caller, { id }) => {
    const row = await methodFor(ctx, requireSession(caller), id, 'payout-methods/remove');
    await removePayoutMethod(ctx, row);
    return { data: null };
  },

  'payout-methods/setDefault': async (ctx, caller, { id }) => {
    const row = await methodFor(ctx, requireSession(caller), id, 'payout-methods/setDefault');
    const updated = await setDefaultPayoutMethod(ctx, row);
    return { data: payoutMethodResource(updated, ctx.clock.now()) };
  },
};

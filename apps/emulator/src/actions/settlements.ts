/** The money area's settlements and rolling reserves, read from the ledger's entries. */
import { requireSession } from '../domain/access/caller.js';
import { notFound } from '../domain/errors.js';
import { moneyRow, moneyScope } from '../domain/ledger/access.js';
import {
  organizationOfSettlement,
  rollingReservesOf,
  settlementsOf,
} from '../domain/ledger/settlements.js';
import { attributesOf } from './input.js';
import { newestPage } from './moneyLists.js';
import type { Area } from './types.js';

export const settlementActions: Area = {
  'settlements/list': async (ctx, caller, { payload }) => {
    const organizationId = await moneyScope(
      ctx,
      requireSession(caller),
      attributesOf(payload).resourceId,
      'settlements/list',
    );
    const items = await settlementsOf(ctx.db, organizationId, ctx.clock.now());
    return newestPage(payload, items, 'periodStart');
  },

  'settlements/get': async (ctx, caller, { id }) => {
    const organizationId = organizationOfSettlement(id);
    if (!organizationId) throw notFound();
    await moneyRow(
      ctx,
      requireSession(caller),
      { organization_id: organizationId },
      'settlements/get',
    );
    const [settlement] = await settlementsOf(ctx.db, organizationId, ctx.clock.now(), id);
    if (!settlement) throw notFound();
    return { data: settlement };
  },

  'rolling-reserves/list': async (ctx, caller, { payload }) => {
    const organizationId = await moneyScope(
      ctx,
      requireSession(caller),
      attributesOf(payload).resourceId,
      'rolling-reserves/list',
    );
    const items = await rollingReservesOf(ctx.db, organizationId, ctx.clock.now());
    return newestPage(payload, items, 'releaseAt');
  },

  'rolling-reserves/get': async (ctx, caller, { id }) => {
    // A reserve id names its organization (`rsv_YYYYMMDD_CUR_{organization}`), like a settlement id.
    const organizationId = organizationOfSettlement(id);
    if (!organizationId || !id?.startsWith('rsv_')) throw notFound();
    await moneyRow(
      ctx,
      requireSession(caller),
      { organization_id: organizationId },
      'rolling-reserves/get',
    );
    const reserves = await rollingReservesOf(ctx.db, organizationId, ctx.clock.now());
    const reserve = reserves.find((item) => item.id === id);
    if (!reserve) throw notFound();
    return { data: reserve };
  },
};

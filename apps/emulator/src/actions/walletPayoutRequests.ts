/** The money area's payout requests made from the dashboard: list, and create (money-moving, idempotent). */
import { requireSession } from '../domain/access/caller.js';
import { moneyScope } from '../domain/ledger/access.js';
import {
  createPayoutRequest,
  payoutRequestAttributes,
  payoutRequestsOf,
  type PayoutRequestRow,
} from '../domain/ledger/payouts.js';
import { announceLedger } from './ledgerEvents.js';
import { attributesOf } from './input.js';
import { newestPage } from './moneyLists.js';
import type { Area } from './types.js';

const requestResource = (row: PayoutRequestRow, now: number) => ({
  type: 'wallet-payout-request' as const,
  id: row.id,
  attributes: payoutRequestAttributes(row, now),
});

export const walletPayoutRequestActions: Area = {
  'payout-requests/list': async (ctx, caller, { payload }) => {
    const organizationId = await moneyScope(
      ctx,
      requireSession(caller),
      attributesOf(payload).resourceId,
      'payout-requests/list',
    );
    const now = ctx.clock.now();
    const items = (await payoutRequestsOf(ctx, organizationId, now)).map((row) =>
      requestResource(row, now),
    );
    return newestPage(payload, items, 'createdAt');
  },

  'payout-requests/create': async (ctx, caller, { payload, requestReference }) => {
    const session = requireSession(caller);
    const attributes = attributesOf(payload);
    const organizationId = await moneyScope(
      ctx,
      session,
      attributes.resourceId,
      'payout-requests/create',
    );
    const { request, entries } = await createPayoutRequest(ctx, session, organizationId, {
      amount: attributes.amount as number,
      currency: attributes.currency as string,
      payoutMethodId: attributes.payoutMethodId as string,
      requestReference,
    });
    await announceLedger(ctx, entries);
    return { data: requestResource(request, ctx.clock.now()) };
  },
};

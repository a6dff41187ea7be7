/** The money area's balances: per currency, with a daily history and what is coming. */
import type { Balances } from '@paydesk/api-client';
import { requireSession } from '../domain/access/caller.js';
import { accountsOf, currencyBalance } from '../domain/ledger/accounts.js';
import { moneyScope } from '../domain/ledger/access.js';
import { iso } from '../infra/time.js';
import { attributesOf } from './input.js';
import type { Area } from './types.js';

const HISTORY_DAYS = 30;

export const balanceActions: Area = {
  'balances/get': async (ctx, caller, { payload }) => {
    const attributes = attributesOf(payload);
    const organizationId = await moneyScope(
      ctx,
      requireSession(caller),
      attributes.resourceId,
      'balances/get',
    );
    const now = ctx.clock.now();
    const days = typeof attributes.days === 'number' ? attributes.days : HISTORY_DAYS;
    const currencies = [];
    for (const account of await accountsOf(ctx.db, organizationId)) {
      currencies.push(await currencyBalance(ctx.db, account, now, days));
    }
    const data: Balances = {
      type: 'balances',
      id: organizationId,
      attributes: { asOf: iso(now), currencies },
    };
    return { data };
  },
};

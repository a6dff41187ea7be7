/** The money area's accounts (one per currency) and their ledger entries. */
import type { Account } from '@paydesk/api-client';
import { requireSession } from '../domain/access/caller.js';
import { accountById, accountsOf } from '../domain/ledger/accounts.js';
import { exponentOf } from '../domain/ledger/posting.js';
import { moneyRow, moneyScope } from '../domain/ledger/access.js';
import { listEntries } from '../domain/ledger/entries.js';
import { balancesOf, type AccountRow } from '../domain/ledger/store.js';
import type { Database } from '../infra/db/database.js';
import { iso } from '../infra/time.js';
import { paginate } from '../domain/lists.js';
import { PAYMENTS_PAGE_SIZE, attributesOf, filtersOf, pageOf } from './input.js';
import type { Area } from './types.js';

async function accountResource(db: Database, row: AccountRow, now: number): Promise<Account> {
  return {
    type: 'account',
    id: row.id,
    attributes: {
      organizationId: row.organization_id,
      currency: row.currency,
      exponent: exponentOf(row.currency),
      ...(await balancesOf(db, row.organization_id, row.currency, now)),
      createdAt: iso(Number(row.created_at)),
    },
  };
}

export const accountActions: Area = {
  'accounts/list': async (ctx, caller, { payload }) => {
    const organizationId = await moneyScope(
      ctx,
      requireSession(caller),
      attributesOf(payload).resourceId,
      'accounts/list',
    );
    const now = ctx.clock.now();
    const accounts = [];
    for (const row of await accountsOf(ctx.db, organizationId)) {
      accounts.push(await accountResource(ctx.db, row, now));
    }
    const page = pageOf(payload);
    const { items, after } = paginate(accounts, page);
    return { data: items, meta: { page: { size: page.size, after } } };
  },

  'accounts/get': async (ctx, caller, { id }) => {
    const row = await moneyRow(
      ctx,
      requireSession(caller),
      await accountById(ctx.db, id),
      'accounts/get',
    );
    return { data: await accountResource(ctx.db, row, ctx.clock.now()) };
  },

  'accounts/listEntries': async (ctx, caller, { payload }) => {
    const attributes = attributesOf(payload);
    const resourceId =
      typeof attributes.resourceId === 'string' ? attributes.resourceId : undefined;
    const account = await moneyRow(
      ctx,
      requireSession(caller),
      await accountById(ctx.db, resourceId),
      'accounts/listEntries',
    );
    const page = pageOf(payload, PAYMENTS_PAGE_SIZE);
    const { items, after } = await listEntries(ctx.db, account, ctx.clock.now(), {
      filters: filtersOf(payload),
      sort: attributes.sort,
      after: page.after,
      size: page.size,
    });
    return { data: items, meta: { page: { size: page.size, after } } };
  },
};

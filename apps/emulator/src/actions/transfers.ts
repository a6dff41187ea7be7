/** The transfers area (`POST /api/transfers`): create a transfer to a card, list and read transfers. */
import { requireSession } from '../domain/access/caller.js';
import { notFound } from '../domain/errors.js';
import { readableRow, readPermissions, scopeOf } from '../domain/payments/access.js';
import type { TransactionRow } from '../domain/payments/rows.js';
import { queryTransactions } from '../domain/payments/transactionQuery.js';
import { createTransfer } from '../domain/transfers/create.js';
import { recordNewTransaction } from '../domain/webhooks/facts.js';
import { announceLedger } from './ledgerEvents.js';
import { PAYMENTS_PAGE_SIZE, attributesOf, filtersOf, pageOf } from './input.js';
import { transactionResource } from './serialize/payments.js';
import type { Area } from './types.js';

export const transferActions: Area = {
  'transfers/create': async (ctx, caller, { payload }) => {
    const { row, ledger } = await createTransfer(
      ctx,
      requireSession(caller),
      attributesOf(payload),
    );
    await announceLedger(ctx, ledger);
    await recordNewTransaction(ctx, row, transactionResource(row));
    return { data: transactionResource(row) };
  },

  'transfers/list': async (ctx, caller, { payload }) => {
    const session = requireSession(caller);
    const attributes = attributesOf(payload);
    // transactions.read.1, as `transferPermissions` says; refusals answer SPEC §8's transaction text.
    const scope = await scopeOf(ctx, session, attributes.resourceId, readPermissions.transactions);
    const page = pageOf(payload, PAYMENTS_PAGE_SIZE);
    const { rows, cursorOf } = await queryTransactions(ctx.db, scope, {
      filters: [...filtersOf(payload), ['type', '=', 'transfer']],
      sort: attributes.sort,
      after: page.after,
      limit: page.size + 1,
    });
    const items = rows.slice(0, page.size);
    const after = rows.length > page.size ? cursorOf(items.at(-1)!) : null;
    return { data: items.map(transactionResource), meta: { page: { size: page.size, after } } };
  },

  'transfers/get': async (ctx, caller, { id }) => {
    const { row } = await readableRow<TransactionRow>(
      ctx,
      requireSession(caller),
      'transactions',
      id,
      readPermissions.transactions,
    );
    // Other transactions are not transfers: not found here, whatever the caller may read.
    if (row.type !== 'transfer') throw notFound();
    return { data: transactionResource(row) };
  },
};

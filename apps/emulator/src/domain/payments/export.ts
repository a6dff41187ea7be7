/** `transactions/export`: a scope's filtered transactions as a CSV file that only its creator downloads. */
import { TRANSACTION_EXPORT_MAX_ROWS } from '@paydesk/api-client';
import { secureId } from '../../infra/random.js';
import type { DomainContext } from '../context.js';
import { ApiError } from '../errors.js';
import type { SessionCaller } from '../access/caller.js';
import type { Filter } from '../lists.js';
import type { Scope } from './access.js';
import { transactionsCsv } from './csv.js';
import { queryTransactions } from './transactionQuery.js';

export const EXPORT_TYPE = 'text/csv';

export async function exportTransactions(
  ctx: DomainContext,
  caller: SessionCaller,
  scope: Scope,
  query: { filters: readonly Filter[]; sort: unknown },
): Promise<{ id: string; name: string; size: number; rows: number }> {
  const { rows } = await queryTransactions(ctx.db, scope, {
    ...query,
    after: undefined,
    limit: TRANSACTION_EXPORT_MAX_ROWS + 1,
  });
  if (rows.length > TRANSACTION_EXPORT_MAX_ROWS) {
    throw new ApiError(422, [
      {
        title: `At most ${TRANSACTION_EXPORT_MAX_ROWS} transactions can be exported at once; narrow the filters`,
        code: 'export-too-large',
      },
    ]);
  }
  const content = Buffer.from(transactionsCsv(rows), 'utf8');
  const now = ctx.clock.now();
  const id = secureId('fil');
  const name = `transactions-${new Date(now).toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-')}.csv`;
  // Only its creator can download an export (see canReadFile).
  await ctx.db.run(
    `INSERT INTO files (id, resource_id, identity_id, message_id, name, mime_type, size, content, created_at, purpose)
     VALUES (?, ?, ?, NULL, ?, ?, ?, ?, ?, 'export')`,
    [id, scope.id, caller.identity.id, name, EXPORT_TYPE, content.length, content, now],
  );
  return { id, name, size: content.length, rows: rows.length };
}

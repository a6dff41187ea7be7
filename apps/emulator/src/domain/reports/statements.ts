/**
 * Monthly statements of an account (UTC calendar months): opening balance, the month's entries, closing
 * balance. The balance is the account's whole (pending + available + reserved); entries dated after the clock's
 * now do not count yet. A statement's file is streamed from the entries page by page, never held whole.
 */
import type { Statement, StatementFormat } from '@paydesk/api-client';
import type { Database } from '../../infra/db/database.js';
import { exponentOf } from '../ledger/posting.js';
import { MERCHANT_SIDE, type AccountRow } from '../ledger/store.js';
import { invalid } from '../errors.js';
import { money } from './cells.js';
import { pagesOf } from './pages.js';
import { localTime } from './period.js';
import { writerFor } from './writers.js';

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** [start, end) of a `YYYY-MM` month in UTC. */
export function monthRange(month: string): { start: number; end: number } {
  const match = MONTH.exec(month);
  if (!match) throw invalid('Expected a month as YYYY-MM');
  const year = Number(match[1]);
  const index = Number(match[2]) - 1;
  return { start: Date.UTC(year, index, 1), end: Date.UTC(year, index + 1, 1) };
}

/** Every month with entries, newest first, each with its opening and closing balance. */
export async function statementsOf(
  db: Database,
  account: AccountRow,
  now: number,
): Promise<Statement[]> {
  const months = await db.all<{ month: string; credits: number; debits: number; entries: number }>(
    `SELECT strftime('%Y-%m', created_at / 1000, 'unixepoch') AS month,
       SUM(CASE WHEN amount > 0 THEN amount ELSE 0 END) AS credits,
       SUM(CASE WHEN amount < 0 THEN -amount ELSE 0 END) AS debits, COUNT(*) AS entries
     FROM ledger_entries WHERE organization_id = ? AND currency = ? AND ${MERCHANT_SIDE} AND created_at <= ?
     GROUP BY month ORDER BY month`,
    [account.organization_id, account.currency, now],
  );
  let balance = 0;
  const statements: Statement[] = months.map((row) => {
    const openingBalance = balance;
    balance += Number(row.credits) - Number(row.debits);
    return {
      type: 'statement',
      id: `${account.id}:${row.month}`,
      attributes: {
        accountId: account.id,
        currency: account.currency,
        exponent: exponentOf(account.currency),
        month: row.month,
        openingBalance,
        credits: Number(row.credits),
        debits: Number(row.debits),
        closingBalance: balance,
        entries: Number(row.entries),
      },
    };
  });
  return statements.reverse();
}

/** Writes one month's statement to `path` (CSV or PDF) from the entries, page by page. */
export async function writeStatement(
  db: Database,
  account: AccountRow,
  month: string,
  format: StatementFormat,
  now: number,
  path: string,
): Promise<void> {
  const { start, end } = monthRange(month);
  const exponent = exponentOf(account.currency);
  const opening = await db.get<{ total: number | null }>(
    `SELECT SUM(amount) AS total FROM ledger_entries
     WHERE organization_id = ? AND currency = ? AND ${MERCHANT_SIDE} AND created_at < ?`,
    [account.organization_id, account.currency, start],
  );
  let balance = Number(opening?.total ?? 0);
  const writer = writerFor(
    format,
    path,
    {
      title: `Statement ${month} — ${account.currency} account`,
      subtitle: `Account ${account.id}, ${month} (UTC)`,
    },
    [
      { title: 'Date (UTC)', width: 1.4 },
      { title: 'Entry ID', width: 2 },
      { title: 'Reason' },
      { title: 'Balance' },
      { title: 'Credit' },
      { title: 'Debit' },
      { title: 'Account balance' },
      { title: 'Transaction or payout', width: 2 },
    ],
  );
  await writer.row([
    'Opening balance',
    null,
    null,
    null,
    null,
    null,
    money(balance, exponent),
    null,
  ]);
  for await (const page of pagesOf<{
    id: string;
    created_at: number;
    bucket: string;
    amount: number;
    reason: string;
    transaction_id: string | null;
    payout_id: string | null;
  }>(db, {
    columns: ['id', 'created_at', 'bucket', 'amount', 'reason', 'transaction_id', 'payout_id'],
    table: 'ledger_entries',
    key: 'created_at',
    from: start,
    where: `organization_id = ? AND currency = ? AND ${MERCHANT_SIDE} AND created_at < ? AND created_at <= ?`,
    args: [account.organization_id, account.currency, end, now],
  })) {
    for (const row of page) {
      const amount = Number(row.amount);
      balance += amount;
      await writer.row([
        localTime(Number(row.created_at), 'UTC'),
        row.id,
        row.reason,
        row.bucket,
        amount > 0 ? money(amount, exponent) : null,
        amount < 0 ? money(-amount, exponent) : null,
        money(balance, exponent),
        row.transaction_id ?? row.payout_id,
      ]);
    }
  }
  await writer.row([
    'Closing balance',
    null,
    null,
    null,
    null,
    null,
    money(balance, exponent),
    null,
  ]);
  await writer.end();
}

/** The balance statement: per currency, the opening balance, each entry with the balance after it, the closing. */
import { exponentOf } from '../../ledger/posting.js';
import { MERCHANT_SIDE } from '../../ledger/store.js';
import { money, type Cell } from '../cells.js';
import { localTime } from '../period.js';
import { pagesOf } from '../pages.js';
import { CLOSING, OPENING, source, type ReportSource, type SourceInput } from './table.js';

interface EntryRow {
  id: string;
  created_at: number;
  bucket: string;
  amount: number;
  reason: string;
  transaction_id: string | null;
  payout_id: string | null;
}

const ENTRY_COLUMNS = [
  'id',
  'created_at',
  'bucket',
  'amount',
  'reason',
  'transaction_id',
  'payout_id',
] as const;

export function balanceStatement(input: SourceInput): ReportSource {
  const zone = input.filters.timeZone;
  const end = Math.min(input.period.end, input.now + 1);
  return source(
    'Balance statement',
    [
      { title: 'Entry ID', width: 2 },
      { title: `Date (${zone})`, width: 1.4 },
      // The total row's amount is the net change of the period.
      { title: 'Currency', width: 0.6, total: 'currency' },
      { title: 'Balance' },
      { title: 'Reason' },
      { title: 'Amount', total: 'amount' },
      { title: 'Balance after' },
      { title: 'Transaction or payout', width: 2 },
    ],
    async function* (totals) {
      const currencies = await input.db.all<{ currency: string }>(
        'SELECT currency FROM ledger_accounts WHERE organization_id = ? ORDER BY currency',
        [input.organizationId],
      );
      for (const { currency } of currencies) {
        const exponent = exponentOf(currency);
        const opening = await input.db.all<{ bucket: string; total: number }>(
          `SELECT bucket, SUM(amount) AS total FROM ledger_entries
           WHERE organization_id = ? AND currency = ? AND ${MERCHANT_SIDE} AND created_at < ? GROUP BY bucket`,
          [input.organizationId, currency, input.period.start],
        );
        const running = new Map(opening.map((row) => [row.bucket, Number(row.total)]));
        const sum = () => [...running.values()].reduce((a, b) => a + b, 0);
        const balanceRow = (label: string): Cell[] => [
          label,
          null,
          currency,
          null,
          null,
          null,
          money(sum(), exponent),
          null,
        ];
        yield [balanceRow(OPENING)];
        for await (const page of pagesOf<EntryRow>(input.db, {
          columns: ENTRY_COLUMNS,
          table: 'ledger_entries',
          key: 'created_at',
          from: input.period.start,
          where: `organization_id = ? AND currency = ? AND ${MERCHANT_SIDE} AND created_at < ?`,
          args: [input.organizationId, currency, end],
        })) {
          const out: Cell[][] = [];
          for (const row of page) {
            const amount = Number(row.amount);
            running.set(row.bucket, (running.get(row.bucket) ?? 0) + amount);
            totals.add(currency, amount);
            out.push([
              row.id,
              localTime(Number(row.created_at), zone),
              currency,
              row.bucket,
              row.reason,
              money(amount, exponent),
              money(running.get(row.bucket)!, exponent),
              row.transaction_id ?? row.payout_id,
            ]);
          }
          yield out;
        }
        yield [balanceRow(CLOSING)];
      }
    },
  );
}

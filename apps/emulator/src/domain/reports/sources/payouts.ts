/** The payouts report: payouts made in the period, with the status they have at the report's time. */
import { payoutStatusOf } from '../../ledger/payouts.js';
import { pagesOf } from '../pages.js';
import { columns as c, table, type ReportSource, type SourceInput } from './table.js';

interface PayoutRow {
  id: string;
  created_at: number;
  pending_at: number;
  completed_at: number;
  failure_reason: string | null;
  amount: number;
  currency: string;
  reference: string;
  organization_id: string;
  payout_method_id: string;
  payout_request_id: string | null;
  seeded: number;
}

const PAYOUT_COLUMNS = [
  'id',
  'organization_id',
  'created_at',
  'pending_at',
  'completed_at',
  'failure_reason',
  'amount',
  'currency',
  'reference',
  'payout_method_id',
  'payout_request_id',
  'seeded',
] as const;

type StatusedPayout = PayoutRow & { status: string };

export function payouts(input: SourceInput): ReportSource {
  const zone = input.filters.timeZone;
  const wanted = new Set(input.filters.statuses ?? []);
  const currency = (row: StatusedPayout) => row.currency;
  return table<StatusedPayout>(
    'Payouts',
    [
      c.id('Payout ID', (row) => row.id),
      c.time('Created', zone, (row) => row.created_at),
      c.text('Status', (row) => row.status),
      c.amount('Amount', (row) => row.amount, currency, 'amount'),
      c.currency(currency, { total: 'currency' }),
      c.text('Reference', (row) => row.reference, 1.6),
      c.text('Failure reason', (row) => (row.status === 'failed' ? row.failure_reason : null)),
    ],
    async function* () {
      for await (const page of pagesOf<PayoutRow>(input.db, {
        columns: PAYOUT_COLUMNS,
        table: 'payouts',
        key: 'created_at',
        from: input.period.start,
        where: 'organization_id = ? AND created_at < ? AND created_at <= ?',
        args: [input.organizationId, input.period.end, input.now],
      })) {
        // A payout's status follows the clock, so it is filtered here rather than in SQL.
        yield page
          .map((row) => ({ ...row, status: payoutStatusOf(row, input.now) }))
          .filter((row) => wanted.size === 0 || wanted.has(row.status));
      }
    },
    (row) => ({ currency: row.currency, amount: row.amount }),
  );
}

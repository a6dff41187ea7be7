/** The disputes report: disputes opened in the period. */
import { inList, pagesOf } from '../pages.js';
import { columns as c, table, type ReportSource, type SourceInput } from './table.js';

interface DisputeRow {
  id: string;
  created_at: number;
  transaction_id: string;
  project_id: string;
  type: string;
  state: string;
  reason_code: string;
  amount: number;
  currency: string;
  response_deadline: number | null;
}

const DISPUTE_COLUMNS = [
  'id',
  'created_at',
  'transaction_id',
  'project_id',
  'type',
  'state',
  'reason_code',
  'amount',
  'currency',
  'response_deadline',
] as const;

export function disputes(input: SourceInput): ReportSource {
  const zone = input.filters.timeZone;
  const states = inList('state', input.filters.statuses);
  const project = input.filters.projectId ? ' AND project_id = ?' : '';
  const currency = (row: DisputeRow) => row.currency;
  return table<DisputeRow>(
    'Disputes',
    [
      c.id('Dispute ID', (row) => row.id),
      c.time('Opened', zone, (row) => row.created_at),
      c.id('Transaction ID', (row) => row.transaction_id),
      c.project(),
      c.text('Type', (row) => row.type),
      c.text('State', (row) => row.state),
      c.text('Reason code', (row) => row.reason_code),
      c.amount('Amount', (row) => row.amount, currency, 'amount'),
      c.currency(currency, { total: 'currency' }),
      c.time('Respond by', zone, (row) => row.response_deadline),
    ],
    () =>
      pagesOf<DisputeRow>(input.db, {
        columns: DISPUTE_COLUMNS,
        table: 'disputes',
        key: 'created_at',
        from: input.period.start,
        where: `organization_id = ? AND created_at < ?${project}${states.sql}`,
        args: [
          input.organizationId,
          input.period.end,
          ...(input.filters.projectId ? [input.filters.projectId] : []),
          ...states.args,
        ],
      }),
    (row) => ({ currency: row.currency, amount: row.amount }),
  );
}

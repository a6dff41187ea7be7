/** The transaction reports: processing (by creation), settled (by settlement) and refund confirmation. */
import { inList, pagesOf } from '../pages.js';
import { columns as c, table, type ReportSource, type SourceInput } from './table.js';

interface TransactionRow {
  id: string;
  project_id: string;
  created_at: number;
  settled_at: number | null;
  type: string;
  status: string;
  result: string;
  amount: number;
  currency: string;
  fee: number;
  settlement_amount: number | null;
  settlement_currency: string | null;
  card_brand: string | null;
  card_last4: string | null;
  reference_id: string | null;
  original_id: string | null;
}

const TRANSACTION_COLUMNS = [
  'id',
  'project_id',
  'created_at',
  'settled_at',
  'type',
  'status',
  'result',
  'amount',
  'currency',
  'fee',
  'settlement_amount',
  'settlement_currency',
  'card_brand',
  'card_last4',
  'reference_id',
  'original_id',
] as const;
/** What the processing report prints: the columns of the index `transactions_org_report` (no table reads). */
const PROCESSING_COLUMNS = [
  'id',
  'project_id',
  'created_at',
  'type',
  'status',
  'result',
  'amount',
  'currency',
  'fee',
  'card_brand',
  'card_last4',
  'reference_id',
] as const;

const amountOf = (row: TransactionRow) => ({ currency: row.currency, amount: row.amount });
const currency = (row: TransactionRow) => row.currency;
const transactionId = c.id<TransactionRow>('Transaction ID', (row) => row.id);
const project = c.project<TransactionRow>();
const type = c.text<TransactionRow>('Type', (row) => row.type);
const status = c.text<TransactionRow>('Status', (row) => row.status);
const amount = c.amount<TransactionRow>('Amount', (row) => row.amount, currency, 'amount');
const currencyColumn = c.currency<TransactionRow>(currency, { total: 'currency' });
const fee = c.amount<TransactionRow>('Fee', (row) => row.fee, currency);
const reference = c.text<TransactionRow>('Reference', (row) => row.reference_id, 1.4);
const created = (zone: string) => c.time<TransactionRow>('Created', zone, (row) => row.created_at);

/** The organization, period, project and statuses; by creation, the period's start is `pagesOf`'s own bound. */
function transactionScope(input: SourceInput, timeColumn: 'created_at' | 'settled_at') {
  const statuses = inList('status', input.filters.statuses);
  const projectFilter = input.filters.projectId ? ' AND project_id = ?' : '';
  const byCreation = timeColumn === 'created_at';
  return {
    where: `organization_id = ?${byCreation ? '' : ` AND ${timeColumn} >= ?`} AND ${timeColumn} < ?${projectFilter}${statuses.sql}`,
    args: [
      input.organizationId,
      ...(byCreation ? [] : [input.period.start]),
      input.period.end,
      ...(input.filters.projectId ? [input.filters.projectId] : []),
      ...statuses.args,
    ],
    ...(byCreation ? { from: input.period.start } : {}),
  };
}

export function processingTransactions(input: SourceInput): ReportSource {
  const zone = input.filters.timeZone;
  return table<TransactionRow>(
    'Processing transactions',
    [
      transactionId,
      created(zone),
      project,
      type,
      status,
      c.text('Result', (row) => row.result),
      amount,
      currencyColumn,
      fee,
      c.text('Card', (row) =>
        row.card_last4 ? `${row.card_brand ?? ''} ${row.card_last4}`.trim() : null,
      ),
      reference,
    ],
    () =>
      pagesOf<TransactionRow>(input.db, {
        columns: PROCESSING_COLUMNS,
        table: 'transactions',
        key: 'created_at',
        ...transactionScope(input, 'created_at'),
      }),
    amountOf,
  );
}

export function settledTransactions(input: SourceInput): ReportSource {
  const zone = input.filters.timeZone;
  const scope = transactionScope(input, 'settled_at');
  return table<TransactionRow>(
    'Settled transactions',
    [
      transactionId,
      c.time('Settled', zone, (row) => row.settled_at),
      created(zone),
      project,
      type,
      status,
      amount,
      currencyColumn,
      fee,
      c.amount(
        'Settlement amount',
        (row) => row.settlement_amount,
        (row) => row.settlement_currency ?? row.currency,
      ),
      c.currency((row) => row.settlement_currency, { title: 'Settlement currency' }),
    ],
    // Read in creation order (the organization's index) and keep what settled in the period.
    () =>
      pagesOf<TransactionRow>(input.db, {
        columns: TRANSACTION_COLUMNS,
        table: 'transactions',
        key: 'created_at',
        where: `${scope.where} AND created_at < ?`,
        args: [...scope.args, input.period.end],
      }),
    amountOf,
  );
}

/** Refund ids are read this many at a time, in the order the user gave them. */
const REFUND_ID_SLICE = 500;

export function refundConfirmation(input: SourceInput): ReportSource {
  const zone = input.filters.timeZone;
  const ids = input.refundIds ?? [];
  return table<TransactionRow>(
    'Refund confirmation',
    [
      c.id('Refund ID', (row) => row.id),
      c.id('Original transaction ID', (row) => row.original_id),
      c.time('Refunded', zone, (row) => row.created_at),
      project,
      status,
      amount,
      currencyColumn,
      reference,
    ],
    // The ids were checked at creation (at most REFUND_CONFIRMATION_MAX_LINES).
    async function* () {
      for (let offset = 0; offset < ids.length; offset += REFUND_ID_SLICE) {
        const slice = ids.slice(offset, offset + REFUND_ID_SLICE);
        const rows = await input.db.all<TransactionRow>(
          `SELECT ${TRANSACTION_COLUMNS.join(', ')} FROM transactions WHERE id IN (${slice.map(() => '?').join(', ')})`,
          slice,
        );
        const byId = new Map(rows.map((row) => [row.id, row]));
        yield slice.flatMap((id) => byId.get(id) ?? []);
      }
    },
    amountOf,
  );
}

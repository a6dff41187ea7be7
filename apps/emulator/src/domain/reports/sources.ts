/**
 * What each report type reads: its columns and its rows, streamed from the database in keyset pages, with totals
 * per currency gathered on the way. Times are written in the report's time zone.
 */
import type { ReportFilters, ReportType } from '@paydesk/api-client';
import type { Database } from '../../infra/db/database.js';
import { exponentOf } from '../ledger/posting.js';
import { payoutStatusOf } from '../ledger/payouts.js';
import { MERCHANT_SIDE } from '../ledger/store.js';
import { money, type Cell } from './cells.js';
import { inList, pagesOf } from './pages.js';
import { localTime, type Period } from './period.js';
import { Totals } from './totals.js';
import type { Column } from './writers.js';

export interface SourceInput {
  db: Database;
  organizationId: string;
  filters: ReportFilters;
  period: Period;
  now: number;
  /** refund-confirmation: the checked refund ids. */
  refundIds?: readonly string[];
}

export interface ReportSource {
  title: string;
  columns: Column[];
  /** Data rows, then total rows, a page at a time. */
  rows(): AsyncGenerator<Cell[][]>;
  /** Filled once `rows()` has run. */
  totals: Totals;
  /** Data rows written (total rows not counted). */
  count(): number;
}

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

const OPENING = 'Opening balance';
const CLOSING = 'Closing balance';

function source(
  title: string,
  columns: Column[],
  totalsAt: { currency: number; count: number; amount: number },
  read: (totals: Totals) => AsyncGenerator<Cell[][]>,
): ReportSource {
  const totals = new Totals();
  let written = 0;
  return {
    title,
    columns,
    totals,
    count: () => written,
    async *rows() {
      for await (const page of read(totals)) {
        for (const row of page) if (row[0] !== OPENING && row[0] !== CLOSING) written += 1;
        yield page;
      }
      // Total rows are not data rows.
      yield totals.rows(columns.length, totalsAt);
    },
  };
}

function transactionScope(input: SourceInput, timeColumn: 'created_at' | 'settled_at') {
  const statuses = inList('status', input.filters.statuses);
  const project = input.filters.projectId ? ' AND project_id = ?' : '';
  return {
    where: `organization_id = ? AND ${timeColumn} >= ? AND ${timeColumn} < ?${project}${statuses.sql}`,
    args: [
      input.organizationId,
      input.period.start,
      input.period.end,
      ...(input.filters.projectId ? [input.filters.projectId] : []),
      ...statuses.args,
    ],
  };
}

function processingTransactions(input: SourceInput): ReportSource {
  const zone = input.filters.timeZone;
  return source(
    'Processing transactions',
    [
      { title: 'Transaction ID', width: 2 },
      { title: `Created (${zone})`, width: 1.4 },
      { title: 'Project ID', width: 1.6 },
      { title: 'Type' },
      { title: 'Status' },
      { title: 'Result' },
      { title: 'Amount' },
      { title: 'Currency', width: 0.6 },
      { title: 'Fee' },
      { title: 'Card' },
      { title: 'Reference', width: 1.4 },
    ],
    { currency: 7, count: 1, amount: 6 },
    async function* (totals) {
      for await (const page of pagesOf<TransactionRow>(input.db, {
        columns: PROCESSING_COLUMNS,
        table: 'transactions',
        key: 'created_at',
        ...transactionScope(input, 'created_at'),
      })) {
        const out: Cell[][] = [];
        for (const row of page) {
          const exponent = exponentOf(row.currency);
          totals.add(row.currency, Number(row.amount));
          out.push([
            row.id,
            localTime(Number(row.created_at), zone),
            row.project_id,
            row.type,
            row.status,
            row.result,
            money(Number(row.amount), exponent),
            row.currency,
            money(Number(row.fee), exponent),
            row.card_last4 ? `${row.card_brand ?? ''} ${row.card_last4}`.trim() : null,
            row.reference_id,
          ]);
        }
        yield out;
      }
    },
  );
}

function settledTransactions(input: SourceInput): ReportSource {
  const zone = input.filters.timeZone;
  const scope = transactionScope(input, 'settled_at');
  return source(
    'Settled transactions',
    [
      { title: 'Transaction ID', width: 2 },
      { title: `Settled (${zone})`, width: 1.4 },
      { title: `Created (${zone})`, width: 1.4 },
      { title: 'Project ID', width: 1.6 },
      { title: 'Type' },
      { title: 'Status' },
      { title: 'Amount' },
      { title: 'Currency', width: 0.6 },
      { title: 'Fee' },
      { title: 'Settlement amount' },
      { title: 'Settlement currency', width: 0.6 },
    ],
    { currency: 7, count: 1, amount: 6 },
    async function* (totals) {
      // Read in creation order (the organization's index) and keep what settled in the period.
      for await (const page of pagesOf<TransactionRow>(input.db, {
        columns: TRANSACTION_COLUMNS,
        table: 'transactions',
        key: 'created_at',
        where: `${scope.where} AND created_at < ?`,
        args: [...scope.args, input.period.end],
      })) {
        const out: Cell[][] = [];
        for (const row of page) {
          const exponent = exponentOf(row.currency);
          totals.add(row.currency, Number(row.amount));
          out.push([
            row.id,
            localTime(Number(row.settled_at), zone),
            localTime(Number(row.created_at), zone),
            row.project_id,
            row.type,
            row.status,
            money(Number(row.amount), exponent),
            row.currency,
            money(Number(row.fee), exponent),
            row.settlement_amount === null
              ? null
              : money(
                  Number(row.settlement_amount),
                  exponentOf(row.settlement_currency ?? row.currency),
                ),
            row.settlement_currency,
          ]);
        }
        yield out;
      }
    },
  );
}

function refundConfirmation(input: SourceInput): ReportSource {
  const zone = input.filters.timeZone;
  const ids = input.refundIds ?? [];
  return source(
    'Refund confirmation',
    [
      { title: 'Refund ID', width: 2 },
      { title: 'Original transaction ID', width: 2 },
      { title: `Refunded (${zone})`, width: 1.4 },
      { title: 'Project ID', width: 1.6 },
      { title: 'Status' },
      { title: 'Amount' },
      { title: 'Currency', width: 0.6 },
      { title: 'Reference', width: 1.4 },
    ],
    { currency: 6, count: 1, amount: 5 },
    async function* (totals) {
      // The ids were checked at creation (at most REFUND_CONFIRMATION_MAX_LINES); read them in slices, in the
      // order the user gave them.
      for (let offset = 0; offset < ids.length; offset += 500) {
        const slice = ids.slice(offset, offset + 500);
        const rows = await input.db.all<TransactionRow>(
          `SELECT ${TRANSACTION_COLUMNS.join(', ')} FROM transactions WHERE id IN (${slice.map(() => '?').join(', ')})`,
          slice,
        );
        const byId = new Map(rows.map((row) => [row.id, row]));
        const out: Cell[][] = [];
        for (const id of slice) {
          const row = byId.get(id);
          if (!row) continue;
          totals.add(row.currency, Number(row.amount));
          out.push([
            row.id,
            row.original_id,
            localTime(Number(row.created_at), zone),
            row.project_id,
            row.status,
            money(Number(row.amount), exponentOf(row.currency)),
            row.currency,
            row.reference_id,
          ]);
        }
        yield out;
      }
    },
  );
}

function disputes(input: SourceInput): ReportSource {
  const zone = input.filters.timeZone;
  const states = inList('state', input.filters.statuses);
  const project = input.filters.projectId ? ' AND project_id = ?' : '';
  return source(
    'Disputes',
    [
      { title: 'Dispute ID', width: 2 },
      { title: `Opened (${zone})`, width: 1.4 },
      { title: 'Transaction ID', width: 2 },
      { title: 'Project ID', width: 1.6 },
      { title: 'Type' },
      { title: 'State' },
      { title: 'Reason code' },
      { title: 'Amount' },
      { title: 'Currency', width: 0.6 },
      { title: `Respond by (${zone})`, width: 1.4 },
    ],
    { currency: 8, count: 1, amount: 7 },
    async function* (totals) {
      for await (const page of pagesOf<{
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
      }>(input.db, {
        columns: [
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
        ],
        table: 'disputes',
        key: 'created_at',
        where: `organization_id = ? AND created_at >= ? AND created_at < ?${project}${states.sql}`,
        args: [
          input.organizationId,
          input.period.start,
          input.period.end,
          ...(input.filters.projectId ? [input.filters.projectId] : []),
          ...states.args,
        ],
      })) {
        const out: Cell[][] = [];
        for (const row of page) {
          totals.add(row.currency, Number(row.amount));
          out.push([
            row.id,
            localTime(Number(row.created_at), zone),
            row.transaction_id,
            row.project_id,
            row.type,
            row.state,
            row.reason_code,
            money(Number(row.amount), exponentOf(row.currency)),
            row.currency,
            row.response_deadline === null ? null : localTime(Number(row.response_deadline), zone),
          ]);
        }
        yield out;
      }
    },
  );
}

function payouts(input: SourceInput): ReportSource {
  const zone = input.filters.timeZone;
  const wanted = new Set(input.filters.statuses ?? []);
  return source(
    'Payouts',
    [
      { title: 'Payout ID', width: 2 },
      { title: `Created (${zone})`, width: 1.4 },
      { title: 'Status' },
      { title: 'Amount' },
      { title: 'Currency', width: 0.6 },
      { title: 'Reference', width: 1.6 },
      { title: 'Failure reason' },
    ],
    { currency: 4, count: 1, amount: 3 },
    async function* (totals) {
      for await (const page of pagesOf<{
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
      }>(input.db, {
        columns: [
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
        ],
        table: 'payouts',
        key: 'created_at',
        where: 'organization_id = ? AND created_at >= ? AND created_at < ? AND created_at <= ?',
        args: [input.organizationId, input.period.start, input.period.end, input.now],
      })) {
        const out: Cell[][] = [];
        for (const row of page) {
          // A payout's status follows the clock, so it is filtered here rather than in SQL.
          const status = payoutStatusOf(row, input.now);
          if (wanted.size > 0 && !wanted.has(status)) continue;
          totals.add(row.currency, Number(row.amount));
          out.push([
            row.id,
            localTime(Number(row.created_at), zone),
            status,
            money(Number(row.amount), exponentOf(row.currency)),
            row.currency,
            row.reference,
            status === 'failed' ? row.failure_reason : null,
          ]);
        }
        yield out;
      }
    },
  );
}

function balanceStatement(input: SourceInput): ReportSource {
  const zone = input.filters.timeZone;
  const end = Math.min(input.period.end, input.now + 1);
  return source(
    'Balance statement',
    [
      { title: 'Entry ID', width: 2 },
      { title: `Date (${zone})`, width: 1.4 },
      { title: 'Currency', width: 0.6 },
      { title: 'Balance' },
      { title: 'Reason' },
      { title: 'Amount' },
      { title: 'Balance after' },
      { title: 'Transaction or payout', width: 2 },
    ],
    // The total row's amount is the net change of the period.
    { currency: 2, count: 1, amount: 5 },
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
        yield [[OPENING, null, currency, null, null, null, money(sum(), exponent), null]];
        for await (const page of pagesOf<{
          id: string;
          created_at: number;
          bucket: string;
          amount: number;
          reason: string;
          transaction_id: string | null;
          payout_id: string | null;
        }>(input.db, {
          columns: [
            'id',
            'created_at',
            'bucket',
            'amount',
            'reason',
            'transaction_id',
            'payout_id',
          ],
          table: 'ledger_entries',
          key: 'created_at',
          where: `organization_id = ? AND currency = ? AND ${MERCHANT_SIDE} AND created_at >= ? AND created_at < ?`,
          args: [input.organizationId, currency, input.period.start, end],
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
        yield [[CLOSING, null, currency, null, null, null, money(sum(), exponent), null]];
      }
    },
  );
}

export const reportSources: Record<ReportType, (input: SourceInput) => ReportSource> = {
  'processing-transactions': processingTransactions,
  'settled-transactions': settledTransactions,
  'refund-confirmation': refundConfirmation,
  disputes,
  payouts,
  'balance-statement': balanceStatement,
};

/**
 * A report source as a table: columns that each say how a row fills them, rows read a page at a time, and totals
 * per currency in the columns marked `amount` and `currency`. The sources declare their columns once; the cells,
 * the counting and the total rows are made here.
 */
import type { Database } from '../../../infra/db/database.js';
import { exponentOf } from '../../ledger/posting.js';
import { money, type Cell } from '../cells.js';
import { localTime } from '../period.js';
import { Totals } from '../totals.js';
import type { Column } from '../writers.js';
import type { ReportFilters } from '@paydesk/api-client';
import type { Period } from '../period.js';

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

/** A heading; the total rows put the currency and the sum of each currency's amounts in the marked columns. */
export interface TotalledColumn extends Column {
  total?: 'amount' | 'currency';
}

export interface ReportColumn<TRow> extends TotalledColumn {
  cell: (row: TRow) => Cell;
}

/** The common columns, so a heading, its width and its cell format are written once. */
export const columns = {
  /** An identifier: wide. */
  id: <TRow>(title: string, cell: (row: TRow) => string | null): ReportColumn<TRow> => ({
    title,
    width: 2,
    cell,
  }),
  text: <TRow>(
    title: string,
    cell: (row: TRow) => string | null,
    width?: number,
  ): ReportColumn<TRow> => ({ title, ...(width ? { width } : {}), cell }),
  /** A time in the report's time zone, which the heading names. */
  time: <TRow>(
    title: string,
    zone: string,
    at: (row: TRow) => number | null,
  ): ReportColumn<TRow> => ({
    title: `${title} (${zone})`,
    width: 1.4,
    cell: (row) => {
      const instant = at(row);
      return instant === null ? null : localTime(Number(instant), zone);
    },
  }),
  project: <TRow extends { project_id: string }>(): ReportColumn<TRow> => ({
    title: 'Project ID',
    width: 1.6,
    cell: (row) => row.project_id,
  }),
  /** An amount in minor units, printed with its currency's exponent; `total` sums it per currency. */
  amount: <TRow>(
    title: string,
    amount: (row: TRow) => number | null,
    currency: (row: TRow) => string,
    total?: 'amount',
  ): ReportColumn<TRow> => ({
    title,
    cell: (row) => {
      const minor = amount(row);
      return minor === null ? null : money(Number(minor), exponentOf(currency(row)));
    },
    ...(total ? { total } : {}),
  }),
  currency: <TRow>(
    cell: (row: TRow) => string | null,
    { title = 'Currency', total }: { title?: string; total?: 'currency' } = {},
  ): ReportColumn<TRow> => ({ title, width: 0.6, cell, ...(total ? { total } : {}) }),
};

/** Rows that are not records (opening and closing balances) are not counted. */
export const OPENING = 'Opening balance';
export const CLOSING = 'Closing balance';

/** A source whose rows the caller makes itself (`read` fills the totals); the total rows come last. */
export function source(
  title: string,
  heading: readonly TotalledColumn[],
  read: (totals: Totals) => AsyncGenerator<Cell[][]>,
): ReportSource {
  const at = {
    currency: heading.findIndex((column) => column.total === 'currency'),
    count: 1,
    amount: heading.findIndex((column) => column.total === 'amount'),
  };
  if (at.currency < 0 || at.amount < 0) throw new Error(`${title}: no total columns`);
  const totals = new Totals();
  let written = 0;
  return {
    title,
    columns: heading.map(({ title: name, width }) => ({
      title: name,
      ...(width ? { width } : {}),
    })),
    totals,
    count: () => written,
    async *rows() {
      for await (const page of read(totals)) {
        for (const row of page) if (row[0] !== OPENING && row[0] !== CLOSING) written += 1;
        yield page;
      }
      // Total rows are not data rows.
      yield totals.rows(heading.length, at);
    },
  };
}

/** A source of records: each row of each page becomes one line, its amount added to its currency's total. */
export function table<TRow>(
  title: string,
  heading: readonly ReportColumn<TRow>[],
  pages: () => AsyncGenerator<TRow[]>,
  totalOf: (row: TRow) => { currency: string; amount: number },
): ReportSource {
  const cells = heading.map((column) => column.cell);
  return source(title, heading, async function* (totals) {
    for await (const page of pages()) {
      const out: Cell[][] = [];
      for (const row of page) {
        const { currency, amount } = totalOf(row);
        totals.add(currency, Number(amount));
        out.push(cells.map((cell) => cell(row)));
      }
      yield out;
    }
  });
}

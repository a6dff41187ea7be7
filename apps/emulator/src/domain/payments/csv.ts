/**
 * The transactions CSV export (RFC 4180, CRLF). A cell that starts with = + - @ (or a tab or carriage return)
 * would run as a formula in a spreadsheet, so it gets a leading apostrophe (OWASP "CSV injection").
 */
import { currencyExponents, transactionExportColumns } from '@paydesk/api-client';
import type { TransactionRow } from './rows.js';

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export function csvCell(value: string | number | null): string {
  const text = value === null ? '' : String(value);
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return NEEDS_QUOTES.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Minor units as a decimal in major units with the currency's exponent (`12345` EUR → `123.45`, KWD `1.500`). */
export function majorUnits(amount: number, currency: string): string {
  const exponent = (currencyExponents as Record<string, number>)[currency] ?? 2;
  if (exponent === 0) return String(amount);
  const sign = amount < 0 ? '-' : '';
  const digits = String(Math.abs(amount)).padStart(exponent + 1, '0');
  return `${sign}${digits.slice(0, -exponent)}.${digits.slice(-exponent)}`;
}

const cellsOf: Record<
  (typeof transactionExportColumns)[number],
  (row: TransactionRow) => string | number | null
> = {
  createdAt: (row) => new Date(Number(row.created_at)).toISOString(),
  id: (row) => row.id,
  amount: (row) => majorUnits(Number(row.amount), row.currency),
  currency: (row) => row.currency,
  type: (row) => row.type,
  result: (row) => row.result,
  status: (row) => row.status,
  payMethod: (row) => row.pay_method,
  cardBrand: (row) => row.card_brand,
  cardLast4: (row) => row.card_last4,
  customerEmail: (row) => row.customer_email,
  projectId: (row) => row.project_id,
  referenceId: (row) => row.reference_id,
};

export function transactionsCsv(rows: readonly TransactionRow[]): string {
  const lines = [transactionExportColumns.map(csvCell).join(',')];
  for (const row of rows) {
    lines.push(transactionExportColumns.map((column) => csvCell(cellsOf[column](row))).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}

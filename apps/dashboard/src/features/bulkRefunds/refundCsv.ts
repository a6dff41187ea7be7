/**
 * A CSV of refunds: a header with `id` and optionally `amount` (minor units; empty refunds all that remains), one
 * transaction a line. Each bad line is reported with its line number; the good lines still count.
 */
import { parse } from 'csv-parse/browser/esm/sync';
import { BULK_REFUND_MAX_ITEMS, type BulkRefundItemInput } from '@paydesk/api-client';

export type CsvProblem =
  | { kind: 'no-id-column' }
  | { kind: 'unreadable' }
  | { kind: 'too-many'; max: number }
  | { kind: 'no-id'; line: number }
  | { kind: 'bad-amount'; line: number; value: string };

export interface ParsedRefundCsv {
  items: BulkRefundItemInput[];
  problems: CsvProblem[];
}

export function parseRefundCsv(text: string): ParsedRefundCsv {
  let rows: string[][];
  try {
    rows = parse(text, { skip_empty_lines: true, trim: true, relax_column_count: true, bom: true });
  } catch {
    return { items: [], problems: [{ kind: 'unreadable' }] };
  }
  const header = (rows[0] ?? []).map((cell) => cell.toLowerCase());
  const idColumn = header.indexOf('id');
  const amountColumn = header.indexOf('amount');
  if (idColumn < 0) return { items: [], problems: [{ kind: 'no-id-column' }] };
  const items: BulkRefundItemInput[] = [];
  const problems: CsvProblem[] = [];
  rows.slice(1).forEach((row, index) => {
    // Line 1 is the header.
    const line = index + 2;
    const transactionId = row[idColumn] ?? '';
    const amount = amountColumn < 0 ? '' : (row[amountColumn] ?? '');
    if (!transactionId) problems.push({ kind: 'no-id', line });
    else if (amount && !/^[1-9]\d{0,14}$/.test(amount))
      problems.push({ kind: 'bad-amount', line, value: amount });
    else items.push(amount ? { transactionId, amount: Number(amount) } : { transactionId });
  });
  if (items.length > BULK_REFUND_MAX_ITEMS)
    problems.push({ kind: 'too-many', max: BULK_REFUND_MAX_ITEMS });
  return { items, problems };
}

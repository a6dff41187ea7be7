/**
 * The entries editor's rows: one address or range each, checked with the contract's `isIpRange` (the provider's own
 * check) before sending, and the provider's refusals of single entries (`meta.index`) put back at their row.
 */
import {
  allowedIpListErrorCodes,
  isApiError,
  isIpRange,
  MAX_ALLOWED_IP_LIST_ENTRIES,
} from '@paydesk/api-client';

export interface EntryRow {
  /** Stable across edits, so a removed row does not move focus or errors to its neighbour. */
  key: number;
  text: string;
}

let nextKey = 0;
export const entryRow = (text = ''): EntryRow => ({ key: nextKey++, text });

/** The rows of a list's entries; an empty list starts with one empty row. */
export const rowsOf = (entries: readonly string[]): EntryRow[] =>
  entries.length > 0 ? entries.map((text) => entryRow(text)) : [entryRow()];

/** Pasted text holding several entries (a line, comma or space apart), split into them; one entry stays as it is. */
export const splitPasted = (text: string): string[] =>
  text
    .split(/[\s,;]+/)
    .map((part) => part.trim())
    .filter(Boolean);

export type EntriesProblem = 'entries-required' | 'too-many-entries';

/** What the form checks before sending: each bad row (by index), and whether there are none or too many. */
export function checkRows(rows: readonly EntryRow[]): {
  bad: number[];
  problem: EntriesProblem | null;
} {
  const bad = rows.flatMap((row, index) =>
    row.text.trim() !== '' && !isIpRange(row.text) ? [index] : [],
  );
  const filled = rows.filter((row) => row.text.trim() !== '').length;
  const problem =
    filled === 0 && bad.length === 0
      ? 'entries-required'
      : filled > MAX_ALLOWED_IP_LIST_ENTRIES
        ? 'too-many-entries'
        : null;
  return { bad, problem };
}

/** The provider's refusals of single entries: the indexes it named (the rows are sent as they are, blanks too). */
export function badIndexesOf(error: unknown): number[] {
  if (!isApiError(error)) return [];
  return error.errors.flatMap((problem) => {
    const index = problem.meta?.index;
    return problem.code === allowedIpListErrorCodes.invalidEntry && typeof index === 'number'
      ? [index]
      : [];
  });
}

/** The name of a row's field in the form, where its error is shown. */
export const entryField = (row: EntryRow) => `entry-${row.key}`;

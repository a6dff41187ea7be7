/**
 * Block and allow lists: single entries, CSV import (all lines or none: one write batch, bad lines named by
 * number) and CSV export.
 */
import {
  ANTIFRAUD_ERRORS,
  ANTIFRAUD_IMPORT_MAX_LINES,
  antifraudEntryError,
  normalizeEntryValue,
  type AntifraudListKind,
  type AntifraudListType,
} from '@paydesk/api-client';
import { secureId } from '../../infra/random.js';
import type { DomainContext } from '../context.js';
import { ApiError } from '../errors.js';
import type { EntryRow } from './store.js';

export interface ListRef {
  organizationId: string;
  listType: AntifraudListType;
  kind: AntifraudListKind;
}

const insert = (row: EntryRow) => ({
  sql: `INSERT INTO antifraud_entries (id, organization_id, list_type, kind, value, note, created_at)
        VALUES (?, ?, ?, ?, ?, ?, ?)`,
  args: [row.id, row.organization_id, row.list_type, row.kind, row.value, row.note, row.created_at],
});

const existingValues = async (ctx: DomainContext, list: ListRef) =>
  new Set(
    (
      await ctx.db.all<{ value: string }>(
        'SELECT value FROM antifraud_entries WHERE organization_id = ? AND list_type = ? AND kind = ?',
        [list.organizationId, list.listType, list.kind],
      )
    ).map((row) => row.value),
  );

const entryRow = (list: ListRef, value: string, note: string, now: number): EntryRow => ({
  id: secureId('afe'),
  organization_id: list.organizationId,
  list_type: list.listType,
  kind: list.kind,
  value: normalizeEntryValue(list.kind, value),
  note: note.trim(),
  created_at: now,
});

export async function addEntry(
  ctx: DomainContext,
  list: ListRef,
  value: string,
  note: string,
): Promise<EntryRow> {
  const problem = antifraudEntryError(list.kind, value);
  const row = entryRow(list, value, note, ctx.clock.now());
  const title =
    problem ??
    ((await existingValues(ctx, list)).has(row.value) ? ANTIFRAUD_ERRORS.duplicate : null);
  if (title)
    throw new ApiError(422, [
      { title, code: 'invalid', source: { pointer: '/data/attributes/value' } },
    ]);
  await ctx.db.batch([insert(row)]);
  return row;
}

/** `value` or `value,note`, optionally quoted; a first line `value[,note]` is a header. */
function cells(line: string): string[] {
  const out: string[] = [];
  const pattern = /\s*(?:"((?:[^"]|"")*)"|([^,]*))\s*(?:,|$)/y;
  let match: RegExpExecArray | null;
  while (pattern.lastIndex < line.length && (match = pattern.exec(line))) {
    out.push(match[1] !== undefined ? match[1].replace(/""/g, '"') : (match[2] ?? '').trim());
    if (match[0] === '') break;
  }
  return out;
}

/** Imports every line or none: a 422 lists each bad line as `Line n: …` with `meta.line`. */
export async function importEntries(
  ctx: DomainContext,
  list: ListRef,
  csv: string,
): Promise<number> {
  const lines = csv.replace(/^\uFEFF/, '').split(/\r?\n/);
  const now = ctx.clock.now();
  const existing = await existingValues(ctx, list);
  const seen = new Set<string>();
  const rows: EntryRow[] = [];
  const errors: {
    title: string;
    code: string;
    source: { pointer: string };
    meta: { line: number };
  }[] = [];
  lines.forEach((line, index) => {
    const number = index + 1;
    if (line.trim() === '') return;
    const [value = '', note = ''] = cells(line);
    if (number === 1 && value.toLowerCase() === 'value') return;
    const problem =
      antifraudEntryError(list.kind, value) ??
      (existing.has(normalizeEntryValue(list.kind, value)) ? ANTIFRAUD_ERRORS.duplicate : null);
    if (problem) {
      errors.push({
        title: `Line ${number}: ${problem}`,
        code: 'invalid',
        source: { pointer: '/data/attributes/csv' },
        meta: { line: number },
      });
      return;
    }
    const row = entryRow(list, value, note, now);
    // A value twice in one file is kept once.
    if (seen.has(row.value)) return;
    seen.add(row.value);
    rows.push(row);
  });
  if (errors.length > 0) throw new ApiError(422, errors);
  if (rows.length === 0)
    throw new ApiError(422, [
      {
        title: ANTIFRAUD_ERRORS.csvEmpty,
        code: 'invalid',
        source: { pointer: '/data/attributes/csv' },
      },
    ]);
  if (rows.length > ANTIFRAUD_IMPORT_MAX_LINES)
    throw new ApiError(422, [
      {
        title: `At most ${ANTIFRAUD_IMPORT_MAX_LINES} entries per file`,
        code: 'invalid',
        source: { pointer: '/data/attributes/csv' },
      },
    ]);
  // One batch is one transaction: every line is written or none.
  await ctx.db.batch(rows.map(insert));
  return rows.length;
}

const quoted = (text: string) => (/[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

export async function exportEntries(ctx: DomainContext, list: ListRef) {
  const rows = await ctx.db.all<EntryRow>(
    `SELECT * FROM antifraud_entries WHERE organization_id = ? AND list_type = ? AND kind = ?
     ORDER BY created_at, rowid`,
    [list.organizationId, list.listType, list.kind],
  );
  const csv = ['value,note', ...rows.map((row) => `${quoted(row.value)},${quoted(row.note)}`)].join(
    '\n',
  );
  return { filename: `${list.listType}-list-${list.kind}.csv`, csv: `${csv}\n` };
}

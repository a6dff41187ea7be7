/**
 * SQL for SPEC §3 list requests over the payments tables: filters compiled per field with the operators each
 * allows, and keyset pagination — the cursor holds the last row's sort value and id, so page 400 costs the same
 * as page 1 (an index range read, never an OFFSET).
 */
import type { InValue } from '@libsql/client';
import type { Database } from '../../infra/db/database.js';
import { ApiError } from '../errors.js';
import type { Filter } from '../lists.js';

/** How one filter field maps to SQL. */
export type FieldRule =
  | {
      kind: 'text' | 'lower' | 'number' | 'time';
      column: string;
      operators: readonly string[];
    }
  | {
      kind: 'custom';
      operators: readonly string[];
      sql: (operator: string, value: unknown, at: number) => { sql: string; args: InValue[] };
    };

export interface SortRule {
  /** SQL expression of the sort key (a column, or an expression for nullable keys). */
  expression: string;
  /** The row field the cursor reads the key from. */
  key: string;
}

const invalidFilter = (index: number, part: 0 | 1 | 2, title: string) =>
  new ApiError(422, [
    { title, code: 'invalid', source: { pointer: `/data/attributes/filters/${index}/${part}` } },
  ]);

const MAX_IN_VALUES = 100;

/** Escapes LIKE wildcards so user text matches literally. */
export const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

function scalar(rule: Extract<FieldRule, { column: string }>, value: unknown, at: number): InValue {
  if (rule.kind === 'number') {
    if (typeof value !== 'number' || !Number.isInteger(value))
      throw invalidFilter(at, 2, 'Expected an integer (minor units)');
    return value;
  }
  if (rule.kind === 'time') {
    const ms = typeof value === 'string' ? Date.parse(value) : Number.NaN;
    if (!Number.isFinite(ms)) throw invalidFilter(at, 2, 'Expected an ISO 8601 date-time');
    return ms;
  }
  if (typeof value !== 'string') throw invalidFilter(at, 2, 'Expected text');
  return rule.kind === 'lower' ? value.trim().toLowerCase() : value;
}

/** One compiled filter: its field and its SQL condition with arguments. */
export interface FilterPart {
  field: string;
  sql: string;
  args: InValue[];
}

/**
 * Compiles filters to `AND`ed SQL conditions (and the same per filter, for choosing an index); unknown operators
 * and ill-typed values are refused with a pointer.
 */
export function compileFilters(
  filters: readonly Filter[],
  rules: Record<string, FieldRule>,
): { conditions: string[]; args: InValue[]; parts: FilterPart[] } {
  const conditions: string[] = [];
  const args: InValue[] = [];
  const parts: FilterPart[] = [];
  filters.forEach(([field, operator, value], at) => {
    const before = { conditions: conditions.length, args: args.length };
    compileOne(field, operator, value, at);
    parts.push({
      field,
      sql: conditions.slice(before.conditions).join(' AND '),
      args: args.slice(before.args),
    });
  });
  return { conditions, args, parts };

  function compileOne(field: string, operator: string, value: unknown, at: number) {
    // Own names only: `constructor` or `__proto__` is no filter field.
    const rule = Object.hasOwn(rules, field) ? rules[field] : undefined;
    if (!rule) throw invalidFilter(at, 0, 'Unknown filter field');
    if (!rule.operators.includes(operator))
      throw invalidFilter(at, 1, `${field} takes ${rule.operators.join(', ')}`);
    if (rule.kind === 'custom') {
      const compiled = rule.sql(operator, value, at);
      conditions.push(compiled.sql);
      args.push(...compiled.args);
      return;
    }
    if (operator === 'in' || operator === 'not-in') {
      if (!Array.isArray(value) || value.length === 0 || value.length > MAX_IN_VALUES)
        throw invalidFilter(at, 2, `Expected a list of 1…${MAX_IN_VALUES} values`);
      const values = value.map((item) => scalar(rule, item, at));
      conditions.push(
        `${rule.column} ${operator === 'in' ? 'IN' : 'NOT IN'} (${values.map(() => '?').join(', ')})`,
      );
      args.push(...values);
      return;
    }
    if (operator === 'like') {
      conditions.push(`${rule.column} LIKE ? ESCAPE '\\'`);
      args.push(`%${likeLiteral(String(scalar(rule, value, at)))}%`);
      return;
    }
    conditions.push(`${rule.column} ${operator} ?`);
    args.push(scalar(rule, value, at));
  }
}

/** `createdAt` / `-createdAt` → the rule and direction; the default when no sort was sent. */
export function sortOf(
  sort: unknown,
  rules: Record<string, SortRule>,
  fallback: string,
): SortRule & { descending: boolean } {
  const text = typeof sort === 'string' && sort.length > 0 ? sort : fallback;
  const descending = text.startsWith('-');
  const name = descending ? text.slice(1) : text;
  const rule = Object.hasOwn(rules, name) ? rules[name] : undefined;
  if (!rule)
    throw new ApiError(422, [
      {
        title: 'Unknown sort field',
        code: 'invalid',
        source: { pointer: '/data/attributes/sort' },
      },
    ]);
  return { ...rule, descending };
}

/** An opaque cursor: the last row's sort key and id. */
export function encodeCursor(key: InValue, id: string): string {
  return Buffer.from(JSON.stringify([key, id])).toString('base64url');
}

function decodeCursor(cursor: string): [number | string, string] {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(parsed) &&
      parsed.length === 2 &&
      (typeof parsed[0] === 'number' || typeof parsed[0] === 'string') &&
      typeof parsed[1] === 'string'
    )
      return parsed as [number | string, string];
  } catch {
    // Falls through to the error below.
  }
  throw new ApiError(422, [
    {
      title: 'Unknown page cursor',
      code: 'invalid',
      source: { pointer: '/data/attributes/page/after' },
    },
  ]);
}

/** The keyset condition after `cursor` and the ORDER BY of a sort (ties broken by id, same direction). */
export function keyset(
  sort: SortRule & { descending: boolean },
  cursor: string | undefined,
): { condition: string | null; args: InValue[]; orderBy: string } {
  const direction = sort.descending ? 'DESC' : 'ASC';
  const orderBy = `${sort.expression} ${direction}, id ${direction}`;
  if (cursor === undefined) return { condition: null, args: [], orderBy };
  const [key, id] = decodeCursor(cursor);
  return {
    condition: `(${sort.expression}, id) ${sort.descending ? '<' : '>'} (?, ?)`,
    args: [key, id],
    orderBy,
  };
}

/** A list request as the handlers pass it on: filters, sort, the cursor and how many rows to read. */
export interface PageQuery {
  filters: readonly Filter[];
  sort: unknown;
  after: string | undefined;
  /** Rows to read; one more than the page tells whether another page follows. */
  limit: number;
}

/** How one table is listed: what to select from it, its filter and sort rules, and the default sort. */
export interface ListSource {
  /** `SELECT … FROM …`: the columns (sort keys computed by expression included) and the table. */
  select: string;
  filters: Record<string, FieldRule>;
  sorts: Record<string, SortRule>;
  defaultSort: string;
}

/**
 * Reads one page of `source` within a scope (an SQL condition and its arguments): filters compiled, then the
 * sort, then the keyset after the cursor. Answers the rows and the cursor of a row.
 */
export async function readPage<T extends { id: string }>(
  db: Database,
  source: ListSource,
  scope: { sql: string; args: InValue[] },
  query: PageQuery,
): Promise<{ rows: T[]; cursorOf: (row: T) => string }> {
  const { conditions, args } = compileFilters(query.filters, source.filters);
  const sort = sortOf(query.sort, source.sorts, source.defaultSort);
  const page = keyset(sort, query.after);
  const where = [scope.sql, ...conditions, ...(page.condition ? [page.condition] : [])];
  const rows = await db.all<T>(
    `${source.select} WHERE ${where.join(' AND ')} ORDER BY ${page.orderBy} LIMIT ?`,
    [...scope.args, ...args, ...page.args, query.limit],
  );
  return {
    rows,
    cursorOf: (row) =>
      encodeCursor((row as unknown as Record<string, InValue>)[sort.key] ?? null, row.id),
  };
}

import type { Context } from '../context.js';
import { lineageOf, type PermissionName, type ResourceRow } from '../access.js';
import { ApiError, forbidden, messages, notFound } from '../http/errors.js';
import type { Caller, SessionCaller } from './types.js';

export function requireSession(caller: Caller): SessionCaller {
  if (caller.kind !== 'session') throw forbidden();
  return caller;
}

export function requireAnywhere(caller: SessionCaller, permission: PermissionName): void {
  if (!caller.access.hasAnywhere(permission)) throw forbidden();
}

/**
 * Loads a resource the caller may see, optionally requiring a permission on it. An invisible resource answers
 * "not found", the same as a missing one, so other organizations' ids reveal nothing.
 */
export async function visibleResource(
  ctx: Context,
  caller: SessionCaller,
  id: unknown,
  permission?: PermissionName,
  type?: ResourceRow['type'],
): Promise<{ row: ResourceRow; lineage: string[] }> {
  if (typeof id !== 'string' || id.length === 0) {
    throw new ApiError(422, [
      {
        title: 'resourceId is required',
        code: 'invalid',
        source: { pointer: '/data/attributes/resourceId' },
      },
    ]);
  }
  const rows = await lineageOf(ctx.db, id);
  const row = rows[0];
  const lineage = rows.map((r) => r.id);
  if (!row || !caller.access.sees(lineage) || (type && row.type !== type)) throw notFound();
  if (permission && !caller.access.can(permission, lineage)) throw forbidden();
  return { row, lineage };
}

export function stringAttribute(payload: Record<string, unknown>, name: string, max = 500): string {
  const value = attributesOf(payload)[name];
  if (typeof value !== 'string' || value.trim().length === 0 || value.length > max) {
    throw new ApiError(422, [
      {
        title: `${name} is required`,
        code: 'invalid',
        source: { pointer: `/data/attributes/${name}` },
      },
    ]);
  }
  return value;
}

/** The attributes of a `{ data: { attributes } }` payload (or an empty object). */
export function attributesOf(payload: Record<string, unknown>): Record<string, unknown> {
  const data = payload.data as { attributes?: unknown } | undefined;
  const attributes = data?.attributes;
  return typeof attributes === 'object' && attributes !== null
    ? (attributes as Record<string, unknown>)
    : {};
}

export function relationshipId(payload: Record<string, unknown>, name: string): string | undefined {
  const data = payload.data as
    { relationships?: Record<string, { data?: { id?: unknown } }> } | undefined;
  const id = data?.relationships?.[name]?.data?.id;
  return typeof id === 'string' ? id : undefined;
}

export interface PageRequest {
  size: number;
  after: string | undefined;
}

export function pageOf(payload: Record<string, unknown>, fallbackSize = 500): PageRequest {
  const page = attributesOf(payload).page as { size?: unknown; after?: unknown } | undefined;
  const size =
    typeof page?.size === 'number' && Number.isInteger(page.size) ? page.size : fallbackSize;
  if (size < 1 || size > 500) {
    throw new ApiError(422, [
      {
        title: 'page.size must be 1…500',
        code: 'invalid',
        source: { pointer: '/data/attributes/page/size' },
      },
    ]);
  }
  return { size, after: typeof page?.after === 'string' ? page.after : undefined };
}

/** Cursor pagination over an already ordered list: the cursor is the last id of the previous page. */
export function paginate<T extends { id: string }>(
  items: T[],
  page: PageRequest,
): { items: T[]; after: string | null } {
  let start = 0;
  if (page.after !== undefined) {
    const index = items.findIndex((item) => item.id === page.after);
    if (index < 0)
      throw new ApiError(422, [
        {
          title: 'Unknown page cursor',
          code: 'invalid',
          source: { pointer: '/data/attributes/page/after' },
        },
      ]);
    start = index + 1;
  }
  const slice = items.slice(start, start + page.size);
  const more = start + page.size < items.length;
  return { items: slice, after: more ? (slice.at(-1)?.id ?? null) : null };
}

export type Filter = [string, string, unknown];

export function filtersOf(payload: Record<string, unknown>): Filter[] {
  const filters = attributesOf(payload).filters;
  if (filters === undefined) return [];
  if (
    !Array.isArray(filters) ||
    !filters.every((f) => Array.isArray(f) && f.length === 3 && typeof f[0] === 'string')
  ) {
    throw new ApiError(422, [
      {
        title: 'filters must be [field, operator, value] triples',
        code: 'invalid',
        source: { pointer: '/data/attributes/filters' },
      },
    ]);
  }
  return filters as Filter[];
}

/** Applies simple field filters to plain objects. */
export function matches(record: Record<string, unknown>, filters: Filter[]): boolean {
  return filters.every(([field, operator, value]) => {
    const actual = Object.hasOwn(record, field) ? record[field] : undefined;
    switch (operator) {
      case '=':
        return actual === value;
      case '!=':
        return actual !== value;
      case 'in':
        return Array.isArray(value) && value.includes(actual);
      case 'not-in':
        return Array.isArray(value) && !value.includes(actual);
      case 'like':
        return (
          typeof actual === 'string' &&
          typeof value === 'string' &&
          actual.toLowerCase().includes(value.toLowerCase())
        );
      case '<':
        return (actual as number) < (value as number);
      case '<=':
        return (actual as number) <= (value as number);
      case '>':
        return (actual as number) > (value as number);
      case '>=':
        return (actual as number) >= (value as number);
      default:
        throw new ApiError(422, [
          { title: `Unknown filter operator ${operator}`, code: 'invalid' },
        ]);
    }
  });
}

export const empty = () => ({ data: null });

export { messages };

/** In-memory lists (SPEC §3 list requests over small tables): `[field, operator, value]` filters and id cursors. */
import { ApiError } from './errors.js';

export type Filter = [string, string, unknown];

export interface PageRequest {
  size: number;
  after: string | undefined;
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

/** Reading an action's JSON:API payload: attributes, relationships, page and filters. */
import { ApiError } from '../domain/errors.js';
import type { Filter, PageRequest } from '../domain/lists.js';
import { requiredText } from '../domain/validation.js';

/** The attributes of a `{ data: { attributes } }` payload (or an empty object). */
export function attributesOf(payload: Record<string, unknown>): Record<string, unknown> {
  const data = payload.data as { attributes?: unknown } | undefined;
  const attributes = data?.attributes;
  return typeof attributes === 'object' && attributes !== null
    ? (attributes as Record<string, unknown>)
    : {};
}

export function stringAttribute(payload: Record<string, unknown>, name: string, max = 500): string {
  return requiredText(attributesOf(payload)[name], name, max);
}

export function relationshipId(payload: Record<string, unknown>, name: string): string | undefined {
  const data = payload.data as
    { relationships?: Record<string, { data?: { id?: unknown } }> } | undefined;
  const id = data?.relationships?.[name]?.data?.id;
  return typeof id === 'string' ? id : undefined;
}

/** The ids of a to-many relationship (`attachments`), as sent: whatever is not a list is passed on as it is. */
export function relationshipIds(payload: Record<string, unknown>, name: string): unknown {
  const data = payload.data as { relationships?: Record<string, { data?: unknown }> } | undefined;
  const list = data?.relationships?.[name]?.data;
  return Array.isArray(list) ? list.map((item: { id?: unknown }) => item?.id) : list;
}

/** Lists answer pages of up to 500; payments lists 100 unless the request asks otherwise. */
const MAX_PAGE_SIZE = 500;
export const PAYMENTS_PAGE_SIZE = 100;

export function pageOf(
  payload: Record<string, unknown>,
  fallbackSize = MAX_PAGE_SIZE,
): PageRequest {
  const page = attributesOf(payload).page as { size?: unknown; after?: unknown } | undefined;
  const size =
    typeof page?.size === 'number' && Number.isInteger(page.size) ? page.size : fallbackSize;
  if (size < 1 || size > MAX_PAGE_SIZE) {
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

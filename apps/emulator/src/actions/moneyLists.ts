/**
 * The money area's small lists (payouts, payout requests, rolling reserves, settlements: hundreds per
 * organization): filtered and sorted in memory, paged by id cursor. Date filters compare instants, not text.
 */
import { ApiError } from '../domain/errors.js';
import { matches, paginate, type Filter } from '../domain/lists.js';
import { attributesOf, filtersOf, pageOf, PAYMENTS_PAGE_SIZE } from './input.js';

interface Item {
  id: string;
  attributes: Record<string, unknown>;
}

const RANGE = ['>=', '<'];
const EQUALS = ['=', 'in'];

const instant = (value: unknown) => (typeof value === 'string' ? Date.parse(value) : Number.NaN);

/** Filters with their operators checked; date fields compared as instants. */
function filterOf(filters: Filter[], dateField: string) {
  filters.forEach(([field, operator, value], at) => {
    const allowed = field === dateField ? RANGE : EQUALS;
    if (!allowed.includes(operator)) {
      throw new ApiError(422, [
        {
          title: `${field} takes ${allowed.join(', ')}`,
          code: 'invalid',
          source: { pointer: `/data/attributes/filters/${at}/1` },
        },
      ]);
    }
    if (field === dateField && !Number.isFinite(instant(value))) {
      throw new ApiError(422, [
        {
          title: 'Expected an ISO 8601 date-time',
          code: 'invalid',
          source: { pointer: `/data/attributes/filters/${at}/2` },
        },
      ]);
    }
  });
  return (item: Item) =>
    filters.every((filter) => {
      const [field, operator, value] = filter;
      if (field !== dateField) return matches(item.attributes, [filter]);
      const at = instant(item.attributes[field]);
      return operator === '>=' ? at >= instant(value) : at < instant(value);
    });
}

/**
 * One page of `items` as a list answer: filtered, sorted by `sortField` (newest first unless the request sorts
 * ascending), ties by id.
 */
export function newestPage<T extends Item>(
  payload: Record<string, unknown>,
  items: readonly T[],
  sortField: string,
  dateField: string = sortField,
) {
  const keep = filterOf(filtersOf(payload), dateField);
  const ascending = attributesOf(payload).sort === sortField;
  const sign = ascending ? 1 : -1;
  const sorted = items
    .filter(keep)
    .sort(
      (a, b) =>
        sign * (instant(a.attributes[sortField]) - instant(b.attributes[sortField])) ||
        sign * a.id.localeCompare(b.id),
    );
  const page = pageOf(payload, PAYMENTS_PAGE_SIZE);
  const { items: slice, after } = paginate(sorted, page);
  return { data: slice, meta: { page: { size: page.size, after }, total: sorted.length } };
}

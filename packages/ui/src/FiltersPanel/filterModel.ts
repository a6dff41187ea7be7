import type { CalendarDate } from '@internationalized/date';
import { parseAbsolute, toCalendarDate, toZoned } from '@internationalized/date';

/** SPEC §3 "List request: page.size, resourceId, filters (each a list of field, operator, value)". */
export const filterOperators = ['eq', 'in', 'gte', 'lte', 'contains'] as const;
export type FilterOperator = (typeof filterOperators)[number];

export interface ListFilter {
  field: string;
  operator: FilterOperator;
  value: string | number | string[];
}

interface Base {
  /** The list-request field, e.g. "status" or "createdAt". */
  field: string;
  /** The filter's name, shown in the panel and on its chip. */
  label: string;
  description?: string;
}

export type FilterDefinition =
  | (Base & { type: 'text'; placeholder?: string })
  | (Base & { type: 'enum'; options: readonly { value: string; label: string }[] })
  | (Base & { type: 'number' })
  /** Amounts in integer minor units of `currency`. */
  | (Base & { type: 'amount'; currency: string })
  | (Base & { type: 'date' });

export interface NumberRange {
  min: number | null;
  max: number | null;
}
export interface DateRange {
  start: CalendarDate;
  end: CalendarDate;
}
export type FilterValue = string | string[] | NumberRange | DateRange;
/** The panel's values, by field. */
export type FilterValues = Record<string, FilterValue | undefined>;

export function isEmptyFilterValue(value: FilterValue | undefined): boolean {
  if (value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  if ('min' in value) return value.min === null && value.max === null;
  return false;
}

/** Start of the first day and end of the last day, as ISO instants, in `timeZone`. */
export function dateRangeToInstants(range: DateRange, timeZone: string) {
  const from = toZoned(range.start, timeZone);
  const to = toZoned(range.end.add({ days: 1 }), timeZone).subtract({ milliseconds: 1 });
  return { gte: from.toAbsoluteString(), lte: to.toAbsoluteString() };
}

/** The list-request filters for the panel's values, in the order the filters are declared. */
export function toListFilters(
  definitions: readonly FilterDefinition[],
  values: FilterValues,
  timeZone: string,
): ListFilter[] {
  const filters: ListFilter[] = [];
  for (const definition of definitions) {
    const value = values[definition.field];
    if (isEmptyFilterValue(value)) continue;
    const { field } = definition;
    switch (definition.type) {
      case 'text':
        filters.push({ field, operator: 'contains', value: (value as string).trim() });
        break;
      case 'enum': {
        const chosen = value as string[];
        filters.push(
          chosen.length === 1
            ? { field, operator: 'eq', value: chosen[0] as string }
            : { field, operator: 'in', value: [...chosen] },
        );
        break;
      }
      case 'number':
      case 'amount': {
        const { min, max } = value as NumberRange;
        if (min !== null) filters.push({ field, operator: 'gte', value: min });
        if (max !== null) filters.push({ field, operator: 'lte', value: max });
        break;
      }
      case 'date': {
        const { gte, lte } = dateRangeToInstants(value as DateRange, timeZone);
        filters.push(
          { field, operator: 'gte', value: gte },
          { field, operator: 'lte', value: lte },
        );
        break;
      }
    }
  }
  return filters;
}

function toNumber(value: ListFilter['value']): number | null {
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) ? number : null;
}

function toDate(value: ListFilter['value'], timeZone: string): CalendarDate | null {
  if (typeof value !== 'string') return null;
  try {
    return toCalendarDate(parseAbsolute(value, timeZone));
  } catch {
    return null;
  }
}

/**
 * The panel's values for a list of filters (e.g. read back from the URL). Filters for undeclared fields,
 * unexpected operators or unreadable values are ignored; enum values must be declared options.
 */
export function fromListFilters(
  definitions: readonly FilterDefinition[],
  filters: readonly ListFilter[],
  timeZone: string,
): FilterValues {
  const values: FilterValues = {};
  for (const definition of definitions) {
    const own = filters.filter((filter) => filter.field === definition.field);
    if (own.length === 0) continue;
    const find = (operator: FilterOperator) => own.find((filter) => filter.operator === operator);
    switch (definition.type) {
      case 'text': {
        const filter = find('contains') ?? find('eq');
        if (filter && typeof filter.value === 'string') values[definition.field] = filter.value;
        break;
      }
      case 'enum': {
        const known = new Set(definition.options.map((option) => option.value));
        const raw = own.flatMap((filter) =>
          filter.operator === 'in' || filter.operator === 'eq' ? [filter.value].flat() : [],
        );
        const chosen = [...new Set(raw.map(String))].filter((value) => known.has(value));
        if (chosen.length > 0) values[definition.field] = chosen;
        break;
      }
      case 'number':
      case 'amount': {
        const gte = find('gte');
        const lte = find('lte');
        const range = {
          min: gte ? toNumber(gte.value) : null,
          max: lte ? toNumber(lte.value) : null,
        };
        if (!isEmptyFilterValue(range)) values[definition.field] = range;
        break;
      }
      case 'date': {
        const gte = find('gte');
        const lte = find('lte');
        const start = gte ? toDate(gte.value, timeZone) : null;
        const end = lte ? toDate(lte.value, timeZone) : null;
        if (start && end) values[definition.field] = { start, end };
        else if (start || end) {
          const day = (start ?? end) as CalendarDate;
          values[definition.field] = { start: day, end: day };
        }
        break;
      }
    }
  }
  return values;
}

/** The list without one field's filters (a chip's remove button). */
export function withoutField(filters: readonly ListFilter[], field: string): ListFilter[] {
  return filters.filter((filter) => filter.field !== field);
}

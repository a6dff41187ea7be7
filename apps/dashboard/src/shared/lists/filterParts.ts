/**
 * A list's period of whole calendar days in the user's time zone, as list request filters and as the FiltersPanel's
 * (the value filters are in `filterValues`, which needs no date arithmetic).
 */
import type { ListFilter } from '@paydesk/ui';
import { Temporal } from 'temporal-polyfill';

/** The first instant of a calendar day in `timeZone`. */
export function startOfDay(day: string, timeZone: string): string {
  return Temporal.PlainDate.from(day).toZonedDateTime({ timeZone }).toInstant().toString();
}

export const nextDay = (day: string) => Temporal.PlainDate.from(day).add({ days: 1 }).toString();

/** The calendar day of an instant in `timeZone`, or undefined when it is not an instant. */
export function dayOf(instant: ListFilter['value'], timeZone: string): string | undefined {
  if (typeof instant !== 'string') return undefined;
  try {
    return Temporal.Instant.from(instant).toZonedDateTimeISO(timeZone).toPlainDate().toString();
  } catch {
    return undefined;
  }
}

export interface Period {
  /** First and last calendar day (inclusive). */
  from?: string | undefined;
  to?: string | undefined;
}

/** The list request's filters of a period: `>=` its first day and `<` the day after its last. */
export function periodFilters<TField extends string>(
  field: TField,
  { from, to }: Period,
  timeZone: string,
): [TField, '>=' | '<', string][] {
  const filters: [TField, '>=' | '<', string][] = [];
  if (from) filters.push([field, '>=', startOfDay(from, timeZone)]);
  if (to) filters.push([field, '<', startOfDay(nextDay(to), timeZone)]);
  return filters;
}

/** The FiltersPanel's filters of a period (a one-sided period is that one day). */
export function periodPanelFilters(field: string, { from, to }: Period, timeZone: string) {
  if (!from && !to) return [];
  const first = from ?? to!;
  const last = to ?? from!;
  const end = Temporal.Instant.from(startOfDay(nextDay(last), timeZone)).subtract({
    milliseconds: 1,
  });
  return [
    { field, operator: 'gte', value: startOfDay(first, timeZone) },
    { field, operator: 'lte', value: end.toString() },
  ] satisfies ListFilter[];
}

/** A list's value filters: one-or-many request filters and the FiltersPanel's chosen values. */
import type { ListFilter } from '@paydesk/ui';

/** One value as `=`, several as `in`. */
export const oneOrMany = <TField extends string>(
  field: TField,
  values: readonly string[],
): [TField, '=', string] | [TField, 'in', string[]] =>
  values.length === 1 ? [field, '=', values[0]!] : [field, 'in', [...values]];

/** The known values the panel chose for `field`, without repeats; undefined when none. */
export function panelValues<T extends string>(
  filters: readonly ListFilter[],
  field: string,
  known: readonly T[],
): T[] | undefined {
  const values = filters
    .filter((filter) => filter.field === field)
    .flatMap((filter) => [filter.value].flat().map(String))
    .filter((value): value is T => (known as readonly string[]).includes(value));
  return values.length ? [...new Set(values)] : undefined;
}

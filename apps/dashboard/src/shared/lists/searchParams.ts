/**
 * The parameters a list's URL schema is built from (valibot only): the route tree validates every URL with them, so
 * they stay free of the date arithmetic that turns them into list requests (`listSearch`, `filterParts`).
 */
import * as v from 'valibot';
import type { ListFields, ValueField } from './listSearch';

/** A malformed parameter drops out instead of failing the page: the rest of a shared link still applies. */
export const optionalParam = <TSchema extends v.GenericSchema>(schema: TSchema) =>
  v.fallback(v.optional(schema), undefined);
/** One or more known values. */
export const valuesParam = <const TValues extends readonly string[]>(values: TValues) =>
  optionalParam(v.pipe(v.array(v.picklist(values)), v.minLength(1)));
/** A calendar day, `YYYY-MM-DD`. */
export const dayParam = optionalParam(v.pipe(v.string(), v.isoDate()));
/** An amount in minor units of a currency, zero or more. */
export const minorUnitsParam = optionalParam(v.pipe(v.number(), v.integer(), v.minValue(0)));
/** A text typed into a filter or the search box: trimmed, not empty, at most `maxLength` characters. */
export const textParam = (maxLength: number) =>
  optionalParam(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(maxLength)));
/**
 * The amount and date filters of a list of money movements: an amount range in minor units of the list's
 * currency, and the first and last calendar day (inclusive) in the user's time zone.
 */
export const amountAndPeriodParams = {
  amountMin: minorUnitsParam,
  amountMax: minorUnitsParam,
  from: dayParam,
  to: dayParam,
};
/** Longer than any id, reference or name searched for: a pasted paragraph is not a search. */
export const SEARCH_TEXT_MAX_LENGTH = 200;
/** The text of a list's search box. */
export const searchTextParam = textParam(SEARCH_TEXT_MAX_LENGTH);
/** The date column's sort: newest first unless the URL says ascending. */
export const sortParam = <const TField extends string>(field: TField) =>
  optionalParam(v.picklist([field, `-${field}`] as const));

/** Each value filter's parameter: one or more of its known values. */
type ValuesParams<TValues> = {
  [TField in keyof TValues]-?: ReturnType<
    typeof valuesParam<Extract<TValues[TField], readonly string[]>>
  >;
};

/**
 * A dated list's URL state built from its fields: its search box's text (`q`, when the list searches a `text`
 * field), one parameter a value filter with its known values, the period (`from`, `to`) and the date column's sort.
 * Gives the valibot `schema` of the route and the `fields` its list request is built from (`datedListQueries`).
 *
 * ```ts
 * datedListSearch('createdAt', { status: payoutStatuses, currency: paymentCurrencies })
 * datedListSearch('createdAt', { status: transferStatuses }, 'search') // with a search box
 * ```
 */
export function datedListSearch<
  const TDate extends string,
  const TValues extends Partial<Record<ValueField, readonly string[]>>,
  const TText extends string = never,
>(date: TDate, values: TValues, text?: TText) {
  const valueEntries = Object.fromEntries(
    Object.entries(values).map(([field, known]) => [
      field,
      valuesParam(known as readonly string[]),
    ]),
  ) as ValuesParams<TValues>;
  const schema = v.object({
    ...((text === undefined ? {} : { q: searchTextParam }) as [TText] extends [never]
      ? object
      : { q: typeof searchTextParam }),
    ...valueEntries,
    from: dayParam,
    to: dayParam,
    sort: sortParam(date),
  });
  const fields: ListFields<keyof TValues & ValueField, TDate, TText> = {
    values: Object.keys(values) as (keyof TValues & ValueField)[],
    date,
    ...(text === undefined ? {} : { text }),
  };
  return { schema, fields };
}

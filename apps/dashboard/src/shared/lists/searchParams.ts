/**
 * The parameters a list's URL schema is built from (valibot only): the route tree validates every URL with them, so
 * they stay free of the date arithmetic that turns them into list requests (`listSearch`, `filterParts`).
 */
import * as v from 'valibot';

/** A malformed parameter drops out instead of failing the page: the rest of a shared link still applies. */
export const optionalParam = <TSchema extends v.GenericSchema>(schema: TSchema) =>
  v.fallback(v.optional(schema), undefined);
/** One or more known values. */
export const valuesParam = <const TValues extends readonly string[]>(values: TValues) =>
  optionalParam(v.pipe(v.array(v.picklist(values)), v.minLength(1)));
/** A calendar day, `YYYY-MM-DD`. */
export const dayParam = optionalParam(v.pipe(v.string(), v.isoDate()));
/** Longer than any id, reference or name searched for: a pasted paragraph is not a search. */
export const SEARCH_TEXT_MAX_LENGTH = 200;
/** The text of a list's search box. */
export const searchTextParam = optionalParam(
  v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(SEARCH_TEXT_MAX_LENGTH)),
);
/** The date column's sort: newest first unless the URL says ascending. */
export const sortParam = <const TField extends string>(field: TField) =>
  optionalParam(v.picklist([field, `-${field}`] as const));

/**
 * An account's entries as URL state (filters), validated before anything renders. Kept apart from the
 * translations in `search.ts` (which need Temporal) so validating a URL pulls in nothing but valibot.
 */
import { balanceBuckets, entryDirections, ledgerReasons } from '@paydesk/api-client';
import * as v from 'valibot';

/** A malformed parameter drops out instead of failing the page: the rest of a shared link still applies. */
const optional = <TSchema extends v.GenericSchema>(schema: TSchema) =>
  v.fallback(v.optional(schema), undefined);
const listOf = <const TValues extends readonly string[]>(values: TValues) =>
  optional(v.pipe(v.array(v.picklist(values)), v.minLength(1)));
const minorUnits = optional(v.pipe(v.number(), v.integer(), v.minValue(0)));
const isoDate = optional(v.pipe(v.string(), v.isoDate()));

export const entriesSearchSchema = v.object({
  bucket: listOf(balanceBuckets),
  reason: listOf(ledgerReasons),
  direction: optional(v.picklist(entryDirections)),
  /** The entry's (positive) amount in minor units of the account's currency. */
  amountMin: minorUnits,
  amountMax: minorUnits,
  /** First and last calendar day (inclusive) in the user's time zone. */
  from: isoDate,
  to: isoDate,
});
export type EntriesSearch = v.InferOutput<typeof entriesSearchSchema>;

export const entryFilterKeys = [
  'bucket',
  'reason',
  'direction',
  'amountMin',
  'amountMax',
  'from',
  'to',
] as const satisfies readonly (keyof EntriesSearch)[];

/**
 * An account's entries as URL state (filters), validated before anything renders. Kept apart from the
 * translations in `search.ts` (which need Temporal) so validating a URL pulls in nothing but valibot.
 */
import { balanceBuckets, entryDirections, ledgerReasons } from '@paydesk/api-client';
import * as v from 'valibot';
import { amountAndPeriodParams, optionalParam, valuesParam } from '../../shared/lists/searchParams';

export const entriesSearchSchema = v.object({
  bucket: valuesParam(balanceBuckets),
  reason: valuesParam(ledgerReasons),
  direction: optionalParam(v.picklist(entryDirections)),
  /** The entry's (positive) amount in minor units of the account's currency, and its day. */
  ...amountAndPeriodParams,
});
export type EntriesSearch = v.InferOutput<typeof entriesSearchSchema>;

/** Every parameter is one of the filters panel's. */
export const entryFilterKeys = Object.keys(entriesSearchSchema.entries) as (keyof EntriesSearch)[];

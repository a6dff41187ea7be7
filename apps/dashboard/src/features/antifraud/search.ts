/** The lists page's URL state: list types, kinds and a text search. */
import { antifraudListKinds, antifraudListTypes } from '@paydesk/api-client';
import * as v from 'valibot';
import { searchTextParam, valuesParam } from '../../shared/lists/searchParams';

export const entriesSearchSchema = v.object({
  listType: valuesParam(antifraudListTypes),
  kind: valuesParam(antifraudListKinds),
  q: searchTextParam,
});
export type EntriesSearch = v.InferOutput<typeof entriesSearchSchema>;

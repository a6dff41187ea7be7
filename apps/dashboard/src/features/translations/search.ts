import * as v from 'valibot';
import { searchTextParam } from '../../shared/lists/searchParams';

/** A language page's search (key, English text or translation contains it) and "missing only", in the URL. */
export const translationKeysSearchSchema = v.object({
  q: searchTextParam,
  missing: v.fallback(v.optional(v.boolean()), undefined),
});
export type TranslationKeysSearch = v.InferOutput<typeof translationKeysSearchSchema>;

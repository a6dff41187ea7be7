import * as v from 'valibot';
import { searchTextParam } from '../../shared/lists/searchParams';

/** The allowed IP lists page's search (a name or an entry contains it), kept in the URL. */
export const allowedIpListSearchSchema = v.object({
  q: searchTextParam,
});
export type AllowedIpListSearch = v.InferOutput<typeof allowedIpListSearchSchema>;

import * as v from 'valibot';
import { optionalParam } from '../../shared/lists/listSearch';

/** The allowed IP lists page's search (a name or an entry contains it), kept in the URL. */
export const allowedIpListSearchSchema = v.object({
  q: optionalParam(v.pipe(v.string(), v.trim(), v.maxLength(200))),
});
export type AllowedIpListSearch = v.InferOutput<typeof allowedIpListSearchSchema>;

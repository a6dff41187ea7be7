import * as v from 'valibot';
import { searchTextParam } from '../../shared/lists/searchParams';

/** The customers list's search (name or email contains), kept in the URL. */
export const customerSearchSchema = v.object({ q: searchTextParam });
export type CustomerSearch = v.InferOutput<typeof customerSearchSchema>;

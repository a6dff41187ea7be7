import * as v from 'valibot';

/** The customers list's search (name or email contains), kept in the URL. */
export const customerSearchSchema = v.object({
  q: v.fallback(v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200))), undefined),
});
export type CustomerSearch = v.InferOutput<typeof customerSearchSchema>;

/**
 * Search params of the pages that need no sign-in, read without a schema library: these routes are in the sign-in
 * page's entry chunk, which has a size budget. Signed-in pages describe theirs with valibot (shared/lists). A value
 * of the wrong kind reads as absent, as a valibot `fallback(optional(...), undefined)` would.
 */

/** A text param, or nothing. */
export function optionalText(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/** A param that is one of `words`, or nothing. */
export function optionalWord<const Word extends string>(words: readonly Word[]) {
  return (value: unknown): Word | undefined => words.find((word) => word === value);
}

/** The search of a public page: the params `read` finds, without the absent ones. */
export function publicSearch<Search extends Record<string, unknown>>(
  read: (search: Record<string, unknown>) => Search,
) {
  return (search: Record<string, unknown>): Partial<Search> =>
    Object.fromEntries(
      Object.entries(read(search)).filter(([, value]) => value !== undefined),
    ) as Partial<Search>;
}

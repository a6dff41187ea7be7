/**
 * How well a text matches a query (issue 20 search): the same query against an id, a reference, an email or a
 * name is exact, a prefix or merely contained, case-insensitively. Lower ranks come first.
 */
import type { SearchField, SearchMatch } from '@paydesk/api-client';

export const matchRank: Record<SearchMatch, number> = { exact: 0, prefix: 1, contains: 2 };

export interface Match {
  field: SearchField;
  match: SearchMatch;
  /** The record's own text that matched, as stored. */
  matched: string;
}

/** How `value` matches `term` (already lower case), or undefined. `exactOnly` fields (card last 4) never partly. */
export function matchOf(
  term: string,
  field: SearchField,
  value: string | null | undefined,
  exactOnly = false,
): Match | undefined {
  if (!value) return undefined;
  const lower = value.toLowerCase();
  if (lower === term) return { field, match: 'exact', matched: value };
  if (exactOnly) return undefined;
  if (lower.startsWith(term)) return { field, match: 'prefix', matched: value };
  if (lower.includes(term)) return { field, match: 'contains', matched: value };
  return undefined;
}

/** The best of several fields' matches (earlier fields win ties). */
export function bestMatch(...matches: (Match | undefined)[]): Match | undefined {
  let best: Match | undefined;
  for (const match of matches) {
    if (match && (!best || matchRank[match.match] < matchRank[best.match])) best = match;
  }
  return best;
}

/** `%term%` for LIKE with the wildcards of the term escaped (`ESCAPE '\'`). */
export const containsPattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The search area (`POST /api/search`): one box over an organization's records (issue 20, Cmd+K). The emulator
 * answers only the kinds the caller may read there, with the same permissions the kinds' list actions check, so a
 * role without payouts.read gets no payout hits. Hits are ranked: an exact id, reference or value first, then a
 * prefix, then text that merely contains the query; each kind gives at most `limit` hits.
 */
import * as v from 'valibot';
import { defineArea } from './action.js';
import { body, resource } from './jsonapi.js';

/** The kinds of record search finds, in the order the dashboard groups them. */
export const searchKinds = [
  'transaction',
  'customer',
  'dispute',
  'payout',
  'payment-link',
  'api-key',
  'team-member',
] as const;
export type SearchKind = (typeof searchKinds)[number];

/** How well a hit matches: exact beats prefix beats contains. */
export const searchMatches = ['exact', 'prefix', 'contains'] as const;
export type SearchMatch = (typeof searchMatches)[number];

/** The field a hit matched on, shown beside it. */
export const searchFields = [
  'id',
  'reference',
  'cardLast4',
  'email',
  'name',
  'description',
  'transaction',
  'prefix',
] as const;
export type SearchField = (typeof searchFields)[number];

/** The longest query searched; longer text is refused on `text`. */
export const SEARCH_TEXT_MAX_LENGTH = 100;
/** Hits per kind when `limit` is not given, and the most a caller may ask for. */
export const SEARCH_DEFAULT_LIMIT = 5;
export const SEARCH_MAX_LIMIT = 20;

export const SearchRequestSchema = body('search-request', {
  /** The organization searched. */
  resourceId: v.pipe(v.string(), v.minLength(1)),
  text: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(SEARCH_TEXT_MAX_LENGTH)),
  limit: v.optional(
    v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(SEARCH_MAX_LIMIT)),
    SEARCH_DEFAULT_LIMIT,
  ),
});
export type SearchRequest = v.InferInput<typeof SearchRequestSchema>;

/** One hit: `id` is `{kind}:{recordId}`; `matched` is the text that matched, `detail` a second line. */
export const SearchHitSchema = resource('search-hit', {
  kind: v.picklist(searchKinds),
  recordId: v.string(),
  title: v.string(),
  detail: v.nullable(v.string()),
  field: v.picklist(searchFields),
  match: v.picklist(searchMatches),
  matched: v.string(),
});
export type SearchHit = v.InferOutput<typeof SearchHitSchema>;

export const search = defineArea('search', {
  'search/query': {
    description:
      'Records of organization `resourceId` matching `text` (ids, references, card last 4, emails, names), ranked exact, prefix, contains; only kinds the caller may read, at most `limit` per kind.',
    payload: SearchRequestSchema,
    // Not ignorable: each query text is its own answer, cached under its own key by the dashboard.
    answer: v.object({ data: v.array(SearchHitSchema) }),
  },
});

export type SearchActionName = keyof typeof search.actions;

/**
 * Saved views (issue 20, `POST /api/saved-views`): a list's URL state (filters, sort, search text) and its
 * columns saved under a name, private to its owner or shared with the organization. Only the owner changes or
 * removes a view. A member sees the shared views of a list only while holding that list's read permission
 * ({@link savedViewLists}) on the organization, and their own views likewise.
 */
import type { PermissionMeta } from '@paydesk/permissions';
import * as v from 'valibot';
import { defineArea } from './action.js';
import { auditPermissions } from './auditVocabulary.js';
import {
  body,
  DateTimeSchema,
  document,
  EmptyDocumentSchema,
  NoPayloadSchema,
  resource,
} from './jsonapi.js';
import { moneyPermissions } from './moneyVocabulary.js';
import { transferPermissions } from './transferVocabulary.js';

/**
 * The lists that keep views, by their key (the first path segment of the list's address), each with what reading
 * the list needs on the organization: a view of a list is seen only by those who may read the list.
 */
export const savedViewLists = {
  transactions: { type: 'single', permission: 'transactions.read.1' },
  disputes: { type: 'any', permissions: ['disputes.read', 'read-only'] },
  customers: { type: 'single', permission: 'customers.read' },
  payouts: { type: 'all', permissions: moneyPermissions['payouts/list'] },
  transfers: { type: 'all', permissions: transferPermissions['transfers/list'] },
  audit: { type: 'all', permissions: auditPermissions['audit/list'] },
} as const satisfies Record<string, PermissionMeta>;
export type SavedViewList = keyof typeof savedViewLists;
export const savedViewListKeys = Object.keys(savedViewLists) as SavedViewList[];

export const savedViewVisibilities = ['private', 'shared'] as const;
export type SavedViewVisibility = (typeof savedViewVisibilities)[number];

export const SAVED_VIEW_NAME_MAX = 60;
/** Bounds of what a view keeps: its URL parameters and column choices. */
export const SAVED_VIEW_MAX_ENTRIES = 40;
const SAVED_VIEW_MAX_VALUE = 2000;

const Key = v.pipe(v.string(), v.minLength(1), v.maxLength(100));

/** The list's URL search parameters as they read in the address (`status` → `["failed"]`). */
export const SavedViewSearchSchema = v.pipe(
  v.record(Key, v.pipe(v.string(), v.maxLength(SAVED_VIEW_MAX_VALUE))),
  v.check((record) => Object.keys(record).length <= SAVED_VIEW_MAX_ENTRIES, 'Too many parameters'),
);
/** Column id → shown; columns not named keep the list's default. */
export const SavedViewColumnsSchema = v.pipe(
  v.record(Key, v.boolean()),
  v.check((record) => Object.keys(record).length <= SAVED_VIEW_MAX_ENTRIES, 'Too many columns'),
);

/** What a user chooses when saving a view (create) or changing one (update; the list stays). */
export const SavedViewInputSchema = body('saved-view', {
  /** The organization. */
  resourceId: v.pipe(v.string(), v.minLength(1)),
  list: v.picklist(savedViewListKeys),
  name: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(1, 'Enter a name'),
    v.maxLength(SAVED_VIEW_NAME_MAX, `Use at most ${SAVED_VIEW_NAME_MAX} characters`),
  ),
  visibility: v.picklist(savedViewVisibilities),
  search: SavedViewSearchSchema,
  columns: SavedViewColumnsSchema,
});
export type SavedViewInput = v.InferInput<typeof SavedViewInputSchema>;

export const SavedViewListRequestSchema = body('saved-view-list', {
  resourceId: v.pipe(v.string(), v.minLength(1)),
  list: v.picklist(savedViewListKeys),
});

export const SavedViewSchema = resource('saved-view', {
  organizationId: v.string(),
  list: v.picklist(savedViewListKeys),
  name: v.string(),
  visibility: v.picklist(savedViewVisibilities),
  search: v.record(v.string(), v.string()),
  columns: v.record(v.string(), v.boolean()),
  ownerId: v.string(),
  ownerName: v.string(),
  updatedAt: DateTimeSchema,
});
export type SavedView = v.InferOutput<typeof SavedViewSchema>;

export const savedViews = defineArea('saved-views', {
  'saved-views/list': {
    description:
      "The caller's own views and the organization's shared views of one list, by name; none unless the caller may read the list.",
    payload: SavedViewListRequestSchema,
    answer: v.object({ data: v.array(SavedViewSchema) }),
  },
  'saved-views/create': {
    description:
      'Saves a view of a list under a name unique among the caller’s views of that list; shared views notify the organization.',
    payload: SavedViewInputSchema,
    answer: document(SavedViewSchema),
  },
  'saved-views/update': {
    description: 'Changes a view (name, visibility, search, columns); only its owner may.',
    payload: SavedViewInputSchema,
    answer: document(SavedViewSchema),
    id: 'required',
  },
  'saved-views/remove': {
    description: 'Removes a view; only its owner may.',
    payload: NoPayloadSchema,
    answer: EmptyDocumentSchema,
    id: 'required',
  },
});

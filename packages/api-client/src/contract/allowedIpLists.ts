/**
 * The allowed-ip-lists area (`POST /api/allowed-ip-lists`): named lists of IP addresses and CIDR ranges of an
 * organization (SPEC §1 "API keys, allowed IP lists and webhook endpoints"), which API keys name to limit where
 * they may be used from. Entries are checked with {@link parseIpRange}, in the dashboard's form as in the emulator.
 * Reading needs `allowed-ips.read`, changing also `allowed-ips.write` (both in the api-keys group, SPEC §6).
 */
import type { PermissionName } from '@paydesk/permissions';
import * as v from 'valibot';
import { defineArea } from './action.js';
import { IP_RANGE_ERROR } from './ipRanges.js';
import {
  body,
  DateTimeSchema,
  document,
  EmptyDocumentSchema,
  listDocument,
  listRequestOf,
  NoPayloadSchema,
  resource,
} from './jsonapi.js';

/** The most entries one list holds (a product bound, not a spec figure). */
export const MAX_ALLOWED_IP_LIST_ENTRIES = 100;
/** The longest name of a list. */
export const MAX_ALLOWED_IP_LIST_NAME = 100;

/**
 * The answers to a refused field, on `/data/attributes/{field}` (also the dashboard's words for them). A bad entry is
 * one error per entry on `/data/attributes/entries`, its `detail` the entry as sent and `meta.index` its position.
 */
export const ALLOWED_IP_LIST_ERRORS = {
  required: 'This field is required',
  nameTooLong: `The name is too long (at most ${MAX_ALLOWED_IP_LIST_NAME} characters)`,
  nameTaken: 'An allowed IP list with this name already exists',
  entriesRequired: 'Enter at least one IP address or range',
  tooManyEntries: `A list holds at most ${MAX_ALLOWED_IP_LIST_ENTRIES} entries`,
  invalidEntry: IP_RANGE_ERROR,
  /** `allowed-ip-lists/remove` of a list an API key names (no pointer). */
  inUse: 'This list is used by API keys. Remove it from them first.',
  /** A list that does not exist (404), or an API key naming one its organization does not have (422). */
  notFound: 'Allowed IP list not found by ID',
} as const;

/** The error code of each of those answers, for clients that word them themselves. */
export const allowedIpListErrorCodes = {
  required: 'required',
  nameTooLong: 'name-too-long',
  nameTaken: 'name-taken',
  entriesRequired: 'entries-required',
  tooManyEntries: 'too-many-entries',
  invalidEntry: 'invalid-ip-range',
  inUse: 'allowed-ip-list-in-use',
  notFound: 'allowed-ip-list-not-found',
} as const satisfies Record<keyof typeof ALLOWED_IP_LIST_ERRORS, string>;

/** An allowed IP list: addresses (`203.0.113.7`, `2001:db8::1`) and CIDR ranges (`203.0.113.0/24`), as typed. */
export const AllowedIpListSchema = resource('allowed-ip-lists', {
  organizationId: v.string(),
  name: v.string(),
  entries: v.array(v.string()),
  createdAt: DateTimeSchema,
  updatedAt: DateTimeSchema,
});
export type AllowedIpList = v.InferOutput<typeof AllowedIpListSchema>;

/**
 * The fields a client sends. Only the shape is checked here; the emulator trims, drops blank and repeated entries
 * and refuses each bad one at `entries` ({@link ALLOWED_IP_LIST_ERRORS}).
 */
const listFields = {
  name: v.string(),
  entries: v.array(v.string()),
};

/** A new list of an organization (resourceId). */
export const AllowedIpListCreateSchema = body('allowed-ip-lists', {
  resourceId: v.pipe(v.string(), v.minLength(1)),
  ...listFields,
});
export type AllowedIpListCreate = v.InferInput<typeof AllowedIpListCreateSchema>;

/** A list's name and entries replaced as a whole. */
export const AllowedIpListUpdateSchema = body('allowed-ip-lists', listFields);
export type AllowedIpListUpdate = v.InferInput<typeof AllowedIpListUpdateSchema>;

/** `search` (`like`: the name or any entry). Sorted by name unless asked otherwise. */
export const allowedIpListFilterFields = ['search'] as const;
export const AllowedIpListListRequestSchema = listRequestOf({
  filters: allowedIpListFilterFields,
  sorts: ['name', 'updatedAt'],
});
export type AllowedIpListListRequest = v.InferInput<typeof AllowedIpListListRequestSchema>;

export const allowedIpLists = defineArea('allowed-ip-lists', {
  'allowed-ip-lists/list': {
    description:
      'Allowed IP lists of an organization (resourceId), by name (or `sort`), pages with an `after` cursor.',
    payload: AllowedIpListListRequestSchema,
    answer: listDocument(AllowedIpListSchema),
    ignorable: true,
  },
  'allowed-ip-lists/get': {
    description: 'One allowed IP list.',
    id: 'required',
    payload: NoPayloadSchema,
    answer: document(AllowedIpListSchema),
  },
  'allowed-ip-lists/create': {
    description:
      'Adds a list; the name is unique in the organization, each entry an address or CIDR range, at least one.',
    payload: AllowedIpListCreateSchema,
    answer: document(AllowedIpListSchema),
  },
  'allowed-ip-lists/update': {
    description:
      "Replaces a list's name and entries; API keys naming it follow the new entries at once.",
    id: 'required',
    payload: AllowedIpListUpdateSchema,
    answer: document(AllowedIpListSchema),
  },
  'allowed-ip-lists/remove': {
    description: 'Removes a list; one an API key names is refused (inUse).',
    id: 'required',
    payload: NoPayloadSchema,
    answer: EmptyDocumentSchema,
  },
});

export type AllowedIpListsActionName = keyof typeof allowedIpLists.actions;

const write = ['allowed-ips.read', 'allowed-ips.write'] as const;

/** What each action needs on the organization (all of them; enforced by the provider). */
export const allowedIpListPermissions = {
  'allowed-ip-lists/list': ['allowed-ips.read'],
  'allowed-ip-lists/get': ['allowed-ips.read'],
  'allowed-ip-lists/create': write,
  'allowed-ip-lists/update': write,
  'allowed-ip-lists/remove': write,
} as const satisfies Record<AllowedIpListsActionName, readonly PermissionName[]>;

/**
 * The allowed-ip-lists area (`POST /api/allowed-ip-lists`): named lists of IP addresses and CIDR ranges of an
 * organization (SPEC §1 "API keys, allowed IP lists and webhook endpoints"), which API keys name to limit where
 * they may be used from. Entries are checked with {@link parseIpRange}, in the dashboard's form as in the emulator.
 * Reading needs `allowed-ips.read`, changing also `allowed-ips.write` (both in the api-keys group, SPEC §6).
 */
import * as v from 'valibot';
import { defineArea } from './action.js';
import { allowedIpListFilterFields } from './allowedIpListVocabulary.js';
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
 * and refuses each bad one at `entries` (`ALLOWED_IP_LIST_ERRORS`).
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

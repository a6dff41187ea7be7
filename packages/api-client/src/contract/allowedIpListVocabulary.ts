/**
 * The allowed-ip-lists area's words: a list's limits, the refusals of a field, the list's filter fields and what
 * each action needs. Named apart from the schemas in `allowedIpLists.ts`, so an app that reads them (a form's
 * limits, a permission check) does not bundle the contract's valibot schemas.
 */
import type { PermissionName } from '@paydesk/permissions';
import type { AllowedIpListsActionName } from './allowedIpLists.js';
import { IP_RANGE_ERROR } from './ipRanges.js';

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

/** `search` (`like`: the name or any entry). Sorted by name unless asked otherwise. */
export const allowedIpListFilterFields = ['search'] as const;

const write = ['allowed-ips.read', 'allowed-ips.write'] as const;

/** What each action needs on the organization (all of them; enforced by the provider). */
export const allowedIpListPermissions = {
  'allowed-ip-lists/list': ['allowed-ips.read'],
  'allowed-ip-lists/get': ['allowed-ips.read'],
  'allowed-ip-lists/create': write,
  'allowed-ip-lists/update': write,
  'allowed-ip-lists/remove': write,
} as const satisfies Record<AllowedIpListsActionName, readonly PermissionName[]>;

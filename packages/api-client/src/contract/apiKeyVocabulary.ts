/**
 * The api-keys area's words: a key's statuses, its secret's prefixes, roll grace periods, limits, the refusals,
 * the list's filter fields and what each action needs. Named apart from the schemas in `apiKeys.ts` and
 * `apiKeyResources.ts`, so an app that reads them (the list's URL, a permission check) does not bundle the
 * contract's valibot schemas.
 */
import type { PermissionName } from '@paydesk/permissions';
import type { ApiKeysActionName } from './apiKeys.js';

/** `active` until revoked, or until its expiry passes (`expired`). */
export const apiKeyStatuses = ['active', 'expired', 'revoked'] as const;
export type ApiKeyStatus = (typeof apiKeyStatuses)[number];

/** The secret's prefix by the mode of the key's project: sandbox keys are test keys. */
export const API_KEY_SECRET_PREFIXES = { live: 'pd_live_', sandbox: 'pd_test_' } as const;
/** Characters of the secret kept in clear to recognise a key (`pd_live_Ab12`). */
export const API_KEY_VISIBLE_LENGTH = 12;

/** How long the old secret keeps working after a roll (SPEC: "a chosen grace period"). */
export const apiKeyGracePeriods = ['none', '1h', '24h', '7d'] as const;
export type ApiKeyGracePeriod = (typeof apiKeyGracePeriods)[number];
export const API_KEY_GRACE_PERIOD_MS: Readonly<Record<ApiKeyGracePeriod, number>> = {
  none: 0,
  '1h': 3_600_000,
  '24h': 86_400_000,
  '7d': 7 * 86_400_000,
};

/** Names and limits. */
export const API_KEY_NAME_MAX_LENGTH = 100;
export const API_KEY_MAX_IP_RANGES = 50;

/** The spec's texts and the answers to a refused field on `/data/attributes/{field}`. */
export const API_KEY_ERRORS = {
  notFound: 'API key not found by ID',
  nameRequired: 'This field is required',
  permissionsRequired: 'Select at least one permission',
  grantExceeds: 'You cannot give a key permissions your role does not hold',
  expiryInPast: 'The expiry date must be in the future',
  revoked: 'A revoked API key cannot be changed',
} as const;

/** What each api-keys action needs on the key's organization or project (SPEC §6). */
export const API_KEY_READ: readonly PermissionName[] = ['api-keys.read'];
export const API_KEY_WRITE: readonly PermissionName[] = ['api-keys.write'];

/** `status` (`=`/`in`), `projectId` (`=`/`in`), `search` (`like`: name or prefix). Newest first. */
export const apiKeyFilterFields = ['status', 'projectId', 'search'] as const;
export type ApiKeyFilterField = (typeof apiKeyFilterFields)[number];

/** What each api-keys action needs on the key's organization or project. */
export const apiKeyPermissions = {
  'api-keys/list': ['api-keys.read'],
  'api-keys/get': ['api-keys.read'],
  'api-keys/create': ['api-keys.write'],
  'api-keys/update': ['api-keys.write'],
  'api-keys/roll': ['api-keys.write'],
  'api-keys/revoke': ['api-keys.write'],
} as const satisfies Record<ApiKeysActionName, readonly PermissionName[]>;

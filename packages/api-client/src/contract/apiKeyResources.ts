/**
 * API keys (SPEC §3 "API key", §6 "API key permission groups"): a secret that opens the provider's
 * server-to-server REST API (`/v1/...`) with the permissions of the groups it was given, each at View or Full.
 * The secret is answered once (create and roll) and only its SHA-256 hash is kept, with a short visible prefix
 * for recognition.
 */
import { apiKeyGroupNames, apiKeyLevels, type PermissionName } from '@paydesk/permissions';
import * as v from 'valibot';
import { DateTimeSchema, resource } from './jsonapi.js';

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

/** A key's permissions: some groups, each at View or Full. */
export const ApiKeyPermissionsSchema = v.record(
  v.picklist(apiKeyGroupNames, 'Unknown permission group'),
  v.picklist(apiKeyLevels),
);

export const ApiKeySchema = resource('api-key', {
  organizationId: v.string(),
  /** The project the key is locked to; null opens every project of the organization. */
  projectId: v.nullable(v.string()),
  name: v.string(),
  /** The secret's first characters, for recognition (`pd_live_Ab12`). */
  prefix: v.string(),
  mode: v.picklist(['live', 'sandbox']),
  status: v.picklist(apiKeyStatuses),
  permissions: ApiKeyPermissionsSchema,
  expiresAt: v.nullable(DateTimeSchema),
  /** Typed addresses and CIDR ranges the key may be used from. */
  ipRanges: v.array(v.string()),
  /** The organization's allowed IP lists the key may be used from (with `ipRanges`; none of both: anywhere). */
  allowedIpListIds: v.array(v.string()),
  lastUsedAt: v.nullable(DateTimeSchema),
  lastUsedIp: v.nullable(v.string()),
  createdByName: v.nullable(v.string()),
  createdAt: DateTimeSchema,
  /** After a roll, the old secret works until this instant. */
  previousSecretExpiresAt: v.nullable(DateTimeSchema),
  rolledAt: v.nullable(DateTimeSchema),
  revokedAt: v.nullable(DateTimeSchema),
  /** The whole secret: only in the answers of create and roll, never again. */
  secret: v.optional(v.string()),
});
export type ApiKey = v.InferOutput<typeof ApiKeySchema>;

/** What each api-keys action needs on the key's organization or project (SPEC §6). */
export const API_KEY_READ: readonly PermissionName[] = ['api-keys.read'];
export const API_KEY_WRITE: readonly PermissionName[] = ['api-keys.write'];

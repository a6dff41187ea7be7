/**
 * API keys (SPEC §3 "API key", §6 "API key permission groups"): a secret that opens the provider's
 * server-to-server REST API (`/v1/...`) with the permissions of the groups it was given, each at View or Full.
 * The secret is answered once (create and roll) and only its SHA-256 hash is kept, with a short visible prefix
 * for recognition.
 */
import { apiKeyGroupNames, apiKeyLevels } from '@paydesk/permissions';
import * as v from 'valibot';
import { apiKeyStatuses } from './apiKeyVocabulary.js';
import { DateTimeSchema, resource } from './jsonapi.js';

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

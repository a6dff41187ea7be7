/**
 * The api-keys area (`POST /api/api-keys`): list, read, create, change (name and limits), roll and revoke the
 * API keys of an organization. Who may grant what follows SPEC §6: a developer may give a key permissions it does
 * not hold itself; any other caller with api-keys.write may not exceed its own (refused on
 * `/data/attributes/permissions/{group}`).
 */
import * as v from 'valibot';
import { defineArea } from './action.js';
import { ApiKeyPermissionsSchema, ApiKeySchema } from './apiKeyResources.js';
import {
  API_KEY_MAX_IP_RANGES,
  API_KEY_NAME_MAX_LENGTH,
  apiKeyFilterFields,
  apiKeyGracePeriods,
} from './apiKeyVocabulary.js';
import { body, document, listDocument, listRequestOf, NoPayloadSchema } from './jsonapi.js';

export const ApiKeyListRequestSchema = listRequestOf({
  filters: apiKeyFilterFields,
  sorts: ['createdAt'],
});

/** The limits of a key, set at creation and changed later. Entries are checked with `ipRanges.ts`. */
const limitFields = {
  name: v.pipe(v.string(), v.trim(), v.maxLength(API_KEY_NAME_MAX_LENGTH)),
  expiresAt: v.optional(v.nullable(v.pipe(v.string(), v.isoTimestamp()))),
  ipRanges: v.optional(v.pipe(v.array(v.string()), v.maxLength(API_KEY_MAX_IP_RANGES)), []),
  allowedIpListIds: v.optional(v.array(v.string()), []),
};

/** A new key of organization `resourceId`, or locked to project `resourceId`. */
export const ApiKeyCreateSchema = body('api-key', {
  resourceId: v.pipe(v.string(), v.minLength(1)),
  ...limitFields,
  permissions: ApiKeyPermissionsSchema,
});
export type ApiKeyCreate = v.InferInput<typeof ApiKeyCreateSchema>;

export const ApiKeyUpdateSchema = body('api-key', limitFields);
export type ApiKeyUpdate = v.InferInput<typeof ApiKeyUpdateSchema>;

export const ApiKeyRollSchema = body('api-key-roll', {
  gracePeriod: v.picklist(apiKeyGracePeriods),
});
export type ApiKeyRoll = v.InferInput<typeof ApiKeyRollSchema>;

export const apiKeys = defineArea('api-keys', {
  'api-keys/list': {
    description:
      'API keys of an organization or of a project (resourceId), newest first, pages with an `after` cursor.',
    payload: ApiKeyListRequestSchema,
    answer: listDocument(ApiKeySchema),
    ignorable: true,
  },
  'api-keys/get': {
    description: 'One API key (never its secret).',
    id: 'required',
    payload: NoPayloadSchema,
    answer: document(ApiKeySchema),
  },
  'api-keys/create': {
    description:
      'Creates an API key; the answer carries its secret, the only time it is shown. Refusals on their field.',
    payload: ApiKeyCreateSchema,
    answer: document(ApiKeySchema),
  },
  'api-keys/update': {
    description: 'Changes the name, expiry and IP limits of a key (not a revoked one).',
    id: 'required',
    payload: ApiKeyUpdateSchema,
    answer: document(ApiKeySchema),
  },
  'api-keys/roll': {
    description:
      'Gives the key a new secret (answered once); the old one keeps working for the chosen grace period.',
    id: 'required',
    payload: ApiKeyRollSchema,
    answer: document(ApiKeySchema),
  },
  'api-keys/revoke': {
    description: 'Revokes a key: its secrets stop working at once.',
    id: 'required',
    payload: NoPayloadSchema,
    answer: document(ApiKeySchema),
  },
});

export type ApiKeysActionName = keyof typeof apiKeys.actions;

/** The main area's async actions (SPEC §7 "Asynchronous actions on the main endpoint"). */
import * as v from 'valibot';
import { defineArea } from './action.js';
import {
  body,
  document,
  EmptyDocumentSchema,
  DeleteRequestSchema,
  GetRequestSchema,
  listDocument,
  listDocumentIncluding,
  ListRequestSchema,
  NoPayloadSchema,
  relatedBody,
  toOne,
  DateTimeSchema,
} from './jsonapi.js';
import {
  AccessTokenSchema,
  IdentityGroupSchema,
  IdentityPermissionsSchema,
  IdentitySchema,
  OrganizationSchema,
  PaymentMethodSchema,
  ProjectSchema,
  ResourceNodeSchema,
  twoFaSecretSchema,
  TwoFaStatusSchema,
  UserSchema,
} from './resources.js';
import { integrationTypes, projectModes } from './resourceVocabulary.js';
import { roleNames } from '@paydesk/permissions';

const TwoFaCodeSchema = v.pipe(v.string(), v.regex(/^\d{6}$/, 'Incorrect 2FA verification code'));
const NonEmpty = v.pipe(v.string(), v.trim(), v.minLength(1));

/** One identity group as sent by `identities/replaceIdentityGroups` and `POST identities/{id}/groups`. */
export const IdentityGroupInputSchema = v.object({
  type: v.literal('identity-group'),
  attributes: v.object({
    role: v.picklist(roleNames),
    /** Opaque permission ids, for role `custom`; ignored for presets. */
    permissions: v.optional(v.array(v.string())),
    expiresAt: v.optional(v.nullable(DateTimeSchema)),
  }),
  relationships: v.object({ resource: toOne('resource') }),
});

export const main = defineArea('main', {
  'users/me': {
    description: 'The signed-in user.',
    payload: NoPayloadSchema,
    answer: document(UserSchema),
  },
  'users/createTwoFaSecret': {
    description:
      'A new TOTP secret to confirm (Settings → two-step authentication, or the set-2fa page).',
    payload: body('2fa-secret-create', {
      /** On a 2FA reset link (/reset2fa): the account's password, asked before a new secret is shown. */
      password: v.optional(v.string()),
    }),
    answer: document(twoFaSecretSchema),
  },
  'users/confirmTwoFaSecret': {
    description: 'Turns 2FA on with the secret and a first code from the app.',
    payload: body('2fa-secret-confirm', { secret: NonEmpty, code: TwoFaCodeSchema }),
    answer: document(TwoFaStatusSchema),
  },
  'users/disableTwoFa': {
    description: 'Turns 2FA off; needs a current code.',
    payload: body('2fa-disable-request', { code: TwoFaCodeSchema }),
    answer: document(TwoFaStatusSchema),
  },
  'identities/getResourceTree': {
    description:
      'The resource tree under resourceId (merchant → organization → project → channel), pages of 500, optionally including payout methods.',
    payload: ListRequestSchema,
    answer: listDocumentIncluding(ResourceNodeSchema, PaymentMethodSchema),
  },
  'identities/getIdentityGroups': {
    description: 'The groups (role on a resource) of identity `id`.',
    id: 'required',
    payload: NoPayloadSchema,
    answer: document(v.array(IdentityGroupSchema)),
  },
  'identities/replaceIdentityGroups': {
    description: 'Replaces every group of identity `id`.',
    id: 'required',
    payload: v.object({ data: v.array(IdentityGroupInputSchema) }),
    answer: document(v.array(IdentityGroupSchema)),
  },
  'identities/listActiveTokens': {
    description: 'Login sessions of the signed-in identity, pages of 500.',
    payload: ListRequestSchema,
    answer: listDocument(AccessTokenSchema),
  },
  'identities/getMyPermissions': {
    description:
      'The opaque permission ids of the signed-in identity, on resource `resourceId` when given (the selected organization).',
    payload: v.optional(GetRequestSchema),
    answer: document(IdentityPermissionsSchema),
  },
  'identities/listMyResources': {
    description:
      'Resources the identity can reach, filtered (resourceType = organization), pages of 500 with an `after` cursor.',
    payload: ListRequestSchema,
    answer: listDocument(ResourceNodeSchema),
  },
  'identities/deleteAccessToken': {
    description: 'Revokes a login session (resourceId = the access token id).',
    payload: DeleteRequestSchema,
    answer: EmptyDocumentSchema,
  },
  'identities/patch': {
    description: 'Changes identity `id` (name, status).',
    id: 'required',
    payload: v.object({
      data: v.object({
        type: v.literal('identity'),
        attributes: v.object({
          name: v.optional(NonEmpty),
          status: v.optional(v.picklist(['active', 'disabled'])),
        }),
      }),
    }),
    answer: document(IdentitySchema),
  },
  'resources/get': {
    description: 'One resource node.',
    id: 'required',
    payload: NoPayloadSchema,
    answer: document(ResourceNodeSchema),
  },
  'resources/getChildrenTree': {
    description: 'Every descendant of resource `id`.',
    id: 'required',
    payload: v.optional(ListRequestSchema),
    answer: listDocument(ResourceNodeSchema),
  },
  'resources/getParentTree': {
    description: 'The ancestors of resource `id`, root first.',
    id: 'required',
    payload: NoPayloadSchema,
    answer: document(v.array(ResourceNodeSchema)),
  },
  'projects/create': {
    description: 'Creates a project in an organization.',
    payload: relatedBody(
      'project',
      {
        name: NonEmpty,
        mode: v.picklist(projectModes),
        integrationType: v.optional(v.picklist(integrationTypes)),
        url: v.optional(v.nullable(v.pipe(v.string(), v.url()))),
      },
      { organization: toOne('resource') },
    ),
    answer: document(ProjectSchema),
  },
  'projects/get': {
    description: 'One project.',
    id: 'required',
    payload: NoPayloadSchema,
    answer: document(ProjectSchema),
  },
  'organizations/create': {
    description:
      'Creates an organization under a merchant; per-field errors point at /data/attributes/name or /number.',
    payload: relatedBody(
      'organization',
      { name: NonEmpty, number: NonEmpty },
      { merchant: toOne('resource') },
    ),
    answer: document(OrganizationSchema),
  },
});

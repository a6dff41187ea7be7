/**
 * Resource objects of the main, mailbox and payout-requests areas (SPEC §3). Field names follow the spec where it
 * shows them (resourceType, relationships.parent, status/accessToken/identityId…); the rest are ours.
 */
import * as v from 'valibot';
import {
  CurrencySchema,
  DateTimeSchema,
  MinorAmountSchema,
  related,
  resource,
  toMany,
  toOne,
  toOneOrNull,
} from './jsonapi.js';
import { roleNames } from '@paydesk/permissions';
import {
  identityStatuses,
  integrationTypes,
  messageAuthors,
  payoutRequestStatuses,
  projectModes,
  resourceTypes,
  topicAboutTypes,
  topicStatuses,
} from './resourceVocabulary.js';

/** A node of the resource tree: merchant → organization → project → channel. */
export const ResourceNodeSchema = related(
  'resource',
  {
    resourceType: v.picklist(resourceTypes),
    name: v.string(),
    /** Organizations carry their registration number. */
    number: v.optional(v.string()),
    /** Projects are live or sandbox. */
    mode: v.optional(v.picklist(projectModes)),
  },
  { parent: toOneOrNull('resource') },
);
export type ResourceNode = v.InferOutput<typeof ResourceNodeSchema>;

/** A payout method included with resource-tree answers (`include: ['payment-method']`). */
export const PaymentMethodSchema = related(
  'payment-method',
  { name: v.string(), methodType: v.string(), currency: CurrencySchema },
  { resource: toOne('resource') },
);

export const UserSchema = resource('user', {
  email: v.pipe(v.string(), v.email()),
  name: v.nullable(v.string()),
  twoFaEnabled: v.boolean(),
});
export type User = v.InferOutput<typeof UserSchema>;

/** An identity: a user's membership of one merchant (a workspace). */
export const IdentitySchema = related(
  'identity',
  {
    name: v.string(),
    email: v.pipe(v.string(), v.email()),
    status: v.picklist(identityStatuses),
    lastLoginAt: v.nullable(DateTimeSchema),
    twoFaEnabled: v.boolean(),
  },
  { user: toOne('user'), merchant: toOne('resource') },
);
export type Identity = v.InferOutput<typeof IdentitySchema>;

/** A role granted to an identity on a resource; `custom` carries its hand-picked opaque permission ids. */
export const IdentityGroupSchema = related(
  'identity-group',
  {
    role: v.picklist(roleNames),
    permissions: v.array(v.string()),
    /** Temporary access ends at this time. */
    expiresAt: v.nullable(DateTimeSchema),
  },
  { identity: toOne('identity'), resource: toOne('resource') },
);
export type IdentityGroup = v.InferOutput<typeof IdentityGroupSchema>;

/** A login session (Settings → login sessions). */
export const AccessTokenSchema = resource('access-token', {
  browser: v.string(),
  os: v.string(),
  ip: v.string(),
  lastUsedAt: DateTimeSchema,
  expiresAt: DateTimeSchema,
  current: v.boolean(),
});
export type AccessToken = v.InferOutput<typeof AccessTokenSchema>;

export const IdentityPermissionsSchema = resource('identity-permissions', {
  /** Opaque permission ids; check them with @paydesk/permissions. */
  permissions: v.array(v.string()),
});

export const ProjectSchema = related(
  'project',
  {
    name: v.string(),
    mode: v.picklist(projectModes),
    integrationType: v.picklist(integrationTypes),
    url: v.nullable(v.string()),
    createdAt: DateTimeSchema,
  },
  { organization: toOne('resource') },
);
export type Project = v.InferOutput<typeof ProjectSchema>;

export const ProjectDetailsSchema = related(
  'project-details',
  {
    name: v.string(),
    mode: v.picklist(projectModes),
    integrationType: v.picklist(integrationTypes),
    url: v.nullable(v.string()),
    createdAt: DateTimeSchema,
    apiKeyCount: v.pipe(v.number(), v.integer()),
    webhookEndpointCount: v.pipe(v.number(), v.integer()),
    channels: v.array(v.object({ id: v.string(), name: v.string(), currency: CurrencySchema })),
  },
  { organization: toOne('resource') },
);
export type ProjectDetails = v.InferOutput<typeof ProjectDetailsSchema>;

export const OrganizationSchema = related(
  'organization',
  { name: v.string(), number: v.string() },
  { merchant: toOne('resource') },
);
export type Organization = v.InferOutput<typeof OrganizationSchema>;

export const twoFaSecretSchema = resource('2fa-secret', {
  /** Base32 secret to type into an authenticator app. */
  secret: v.string(),
  /** otpauth:// URI for a QR code. */
  otpauthUrl: v.string(),
});

export const TwoFaStatusSchema = resource('2fa-status', { enabled: v.boolean() });

export const TopicAboutSchema = v.object({
  type: v.picklist(topicAboutTypes),
  id: v.pipe(v.string(), v.minLength(1)),
});
export type TopicAbout = v.InferOutput<typeof TopicAboutSchema>;

export const TopicSchema = related(
  'topic',
  {
    subject: v.string(),
    status: v.picklist(topicStatuses),
    createdAt: DateTimeSchema,
    updatedAt: DateTimeSchema,
    messageCount: v.pipe(v.number(), v.integer()),
    /** The record the topic is about, if any. */
    about: v.optional(v.nullable(TopicAboutSchema), null),
    /** The newest message, for the list's preview. */
    lastMessage: v.optional(
      v.nullable(
        v.object({
          body: v.string(),
          author: v.picklist(messageAuthors),
          createdAt: DateTimeSchema,
        }),
      ),
      null,
    ),
    /** Whether the caller has not read the newest message yet (per user; reading the messages marks it read). */
    unread: v.optional(v.boolean(), false),
  },
  { resource: toOne('resource') },
);
export type Topic = v.InferOutput<typeof TopicSchema>;

export const MessageSchema = related(
  'message',
  {
    body: v.string(),
    author: v.picklist(messageAuthors),
    authorName: v.string(),
    createdAt: DateTimeSchema,
  },
  { topic: toOne('topic'), attachments: toMany('file') },
);
export type Message = v.InferOutput<typeof MessageSchema>;

/** An attachment. Its `id` is the resourceId used to delete it. */
export const FileSchema = resource('file', {
  name: v.string(),
  size: v.pipe(v.number(), v.integer(), v.minValue(0)),
  mimeType: v.string(),
  /** Where to PUT the bytes after allocation; `null` once uploaded. */
  uploadPath: v.nullable(v.string()),
});
export type FileResource = v.InferOutput<typeof FileSchema>;

/** The downloadable id of an attachment (`messages/getFileId`); download it from `routes.file(id)`. */
export const FileIdSchema = resource('file-id', {
  name: v.string(),
  mimeType: v.string(),
  size: v.pipe(v.number(), v.integer(), v.minValue(0)),
});

/** A legacy payout request, read per organization. */
export const PayoutRequestSchema = resource('payout-request', {
  amount: MinorAmountSchema,
  currency: CurrencySchema,
  status: v.picklist(payoutRequestStatuses),
  method: v.string(),
  reference: v.nullable(v.string()),
  createdAt: DateTimeSchema,
  processedAt: v.nullable(DateTimeSchema),
});
export type PayoutRequest = v.InferOutput<typeof PayoutRequestSchema>;

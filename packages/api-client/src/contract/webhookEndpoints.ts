/**
 * The webhook-endpoints area (`POST /api/webhook-endpoints`): a project's endpoints, their signing secrets, their
 * deliveries with attempts, resend and a test event. Reading needs webhook-endpoints.read on the endpoint's project
 * (or the organization a list is about), everything else webhook-endpoints.write (SPEC §6).
 */
import type { PermissionName } from '@paydesk/permissions';
import * as v from 'valibot';
import { defineArea } from './action.js';
import {
  body,
  document,
  EmptyDocumentSchema,
  listDocument,
  listRequestOf,
  NoPayloadSchema,
} from './jsonapi.js';
import {
  WebhookDeliverySchema,
  WebhookEndpointSchema,
  WebhookSecretSchema,
} from './webhookResources.js';
import { WEBHOOK_URL_MAX_LENGTH, webhookEventTypes } from './webhookVocabulary.js';

/** `status` (`=`): enabled or disabled; `projectId` (`=`). Newest first. */
export const webhookEndpointFilterFields = ['status', 'projectId'] as const;
export const WebhookEndpointListRequestSchema = listRequestOf({
  filters: webhookEndpointFilterFields,
  sorts: ['createdAt'],
});

/** Of endpoint `resourceId`: `status` (`=`/`in`), `eventType` (`=`/`in`). Newest first. */
export const webhookDeliveryFilterFields = ['status', 'eventType'] as const;
export const WebhookDeliveryListRequestSchema = listRequestOf({
  filters: webhookDeliveryFilterFields,
  sorts: ['createdAt'],
});

/**
 * The fields of an endpoint. The URL's address and the events' count are checked by the emulator (each refusal
 * on its own field, with WEBHOOK_ERRORS' texts), so the form shows them where they belong.
 */
const endpointFields = {
  url: v.pipe(v.string(), v.trim(), v.maxLength(WEBHOOK_URL_MAX_LENGTH)),
  events: v.array(v.picklist(webhookEventTypes)),
  description: v.optional(v.nullable(v.pipe(v.string(), v.trim(), v.maxLength(255)))),
};

/** A new endpoint in project `resourceId`. */
export const WebhookEndpointCreateSchema = body('webhook-endpoint', {
  resourceId: v.pipe(v.string(), v.minLength(1)),
  ...endpointFields,
});
export type WebhookEndpointCreate = v.InferInput<typeof WebhookEndpointCreateSchema>;

/** An endpoint's fields replaced (its project and secret stay). */
export const WebhookEndpointUpdateSchema = body('webhook-endpoint', endpointFields);
export type WebhookEndpointUpdate = v.InferInput<typeof WebhookEndpointUpdateSchema>;

export const webhookEndpoints = defineArea('webhook-endpoints', {
  'webhook-endpoints/list': {
    description: 'Webhook endpoints of an organization or a project (resourceId), newest first.',
    payload: WebhookEndpointListRequestSchema,
    answer: listDocument(WebhookEndpointSchema),
    ignorable: true,
  },
  'webhook-endpoints/get': {
    description: 'One webhook endpoint, with its health.',
    id: 'required',
    payload: NoPayloadSchema,
    answer: document(WebhookEndpointSchema),
  },
  'webhook-endpoints/create': {
    description:
      'Creates an endpoint in a project with a new signing secret; a private or link-local URL is refused at its field.',
    payload: WebhookEndpointCreateSchema,
    answer: document(WebhookEndpointSchema),
  },
  'webhook-endpoints/update': {
    description: 'Changes an endpoint’s URL, events and description.',
    id: 'required',
    payload: WebhookEndpointUpdateSchema,
    answer: document(WebhookEndpointSchema),
  },
  'webhook-endpoints/enable': {
    description: 'Enables an endpoint: new events are delivered to it again.',
    id: 'required',
    payload: NoPayloadSchema,
    answer: document(WebhookEndpointSchema),
  },
  'webhook-endpoints/disable': {
    description: 'Disables an endpoint: no new deliveries, pending retries stop.',
    id: 'required',
    payload: NoPayloadSchema,
    answer: document(WebhookEndpointSchema),
  },
  'webhook-endpoints/remove': {
    description: 'Deletes an endpoint and its deliveries.',
    id: 'required',
    payload: NoPayloadSchema,
    answer: EmptyDocumentSchema,
  },
  'webhook-endpoints/revealSecret': {
    description: 'The endpoint’s signing secret in full (`whsec_…`).',
    id: 'required',
    payload: NoPayloadSchema,
    answer: document(WebhookSecretSchema),
  },
  'webhook-endpoints/rotateSecret': {
    description: 'Replaces the signing secret; deliveries from now on are signed with the new one.',
    id: 'required',
    payload: NoPayloadSchema,
    answer: document(WebhookSecretSchema),
  },
  'webhook-endpoints/listDeliveries': {
    description:
      'The deliveries of endpoint `resourceId`, newest first, filtered by status and event type.',
    payload: WebhookDeliveryListRequestSchema,
    answer: listDocument(WebhookDeliverySchema),
    ignorable: true,
  },
  'webhook-endpoints/getDelivery': {
    description: 'One delivery (`id`) with its payload and every attempt.',
    id: 'required',
    payload: NoPayloadSchema,
    answer: document(WebhookDeliverySchema),
  },
  'webhook-endpoints/resend': {
    description:
      'Sends delivery `id` again now, with the same `webhook-id`; its retries start over if it fails.',
    id: 'required',
    payload: NoPayloadSchema,
    answer: document(WebhookDeliverySchema),
  },
  'webhook-endpoints/sendTest': {
    description: 'Sends a `webhook.test` event to endpoint `id` now; answers the new delivery.',
    id: 'required',
    payload: NoPayloadSchema,
    answer: document(WebhookDeliverySchema),
  },
});
export type WebhookEndpointsActionName = keyof typeof webhookEndpoints.actions;

/** What each action needs on the endpoint's project (or the list's organization or project). */
export const webhookEndpointPermissions = {
  'webhook-endpoints/list': ['webhook-endpoints.read'],
  'webhook-endpoints/get': ['webhook-endpoints.read'],
  'webhook-endpoints/create': ['webhook-endpoints.write'],
  'webhook-endpoints/update': ['webhook-endpoints.write'],
  'webhook-endpoints/enable': ['webhook-endpoints.write'],
  'webhook-endpoints/disable': ['webhook-endpoints.write'],
  'webhook-endpoints/remove': ['webhook-endpoints.write'],
  'webhook-endpoints/revealSecret': ['webhook-endpoints.write'],
  'webhook-endpoints/rotateSecret': ['webhook-endpoints.write'],
  'webhook-endpoints/listDeliveries': ['webhook-endpoints.read'],
  'webhook-endpoints/getDelivery': ['webhook-endpoints.read'],
  'webhook-endpoints/resend': ['webhook-endpoints.write'],
  'webhook-endpoints/sendTest': ['webhook-endpoints.write'],
} as const satisfies Record<WebhookEndpointsActionName, readonly PermissionName[]>;

/**
 * Webhook endpoints and their deliveries (SPEC §3 "Webhook endpoint", "Webhook"): a merchant's URL that receives the
 * provider's events as signed HTTP POSTs (the Standard Webhooks specification), retried with backoff until it
 * answers 2xx. The event catalogue, the retry schedule and the spec's texts are named once, in
 * `webhookVocabulary.ts`.
 */
import * as v from 'valibot';
import { DateTimeSchema, resource } from './jsonapi.js';
import {
  webhookDeliveryStatuses,
  webhookEndpointStatuses,
  webhookEventTypes,
} from './webhookVocabulary.js';

const Count = v.pipe(v.number(), v.integer(), v.minValue(0));

export const WebhookEndpointSchema = resource('webhook-endpoint', {
  organizationId: v.string(),
  /** The project whose events the endpoint receives (an endpoint is locked to one project). */
  projectId: v.string(),
  projectName: v.string(),
  /** `sandbox` projects may use loopback URLs. */
  projectMode: v.string(),
  url: v.string(),
  description: v.nullable(v.string()),
  events: v.array(v.picklist(webhookEventTypes)),
  status: v.picklist(webhookEndpointStatuses),
  /** Why it was disabled: `null` by hand, or the automatic disabling after days of failures. */
  disabledReason: v.nullable(v.picklist(['failing'])),
  disabledAt: v.nullable(DateTimeSchema),
  /** The secret's first characters only (`whsec_ab…`); `revealSecret` answers it whole. */
  secretHint: v.string(),
  /** Deliveries of the last 7 days, and how many of their attempts failed (the list's health). */
  recentAttempts: Count,
  recentFailures: Count,
  /** Since when every attempt has failed (null while the last attempt succeeded). */
  failingSince: v.nullable(DateTimeSchema),
  createdAt: DateTimeSchema,
  updatedAt: DateTimeSchema,
});
export type WebhookEndpoint = v.InferOutput<typeof WebhookEndpointSchema>;

/** `revealSecret` and `rotateSecret`: the secret in full. */
export const WebhookSecretSchema = resource('webhook-secret', {
  secret: v.string(),
});

export const WebhookAttemptSchema = v.object({
  at: DateTimeSchema,
  /** The receiver's HTTP status; null when none came (timeout, refused connection, refused address). */
  statusCode: v.nullable(v.number()),
  latencyMs: Count,
  /** The first KB of the receiver's answer. */
  responseExcerpt: v.nullable(v.string()),
  error: v.nullable(v.string()),
  ok: v.boolean(),
});
export type WebhookAttempt = v.InferOutput<typeof WebhookAttemptSchema>;

/** One webhook: an event sent to one endpoint, with its attempts. */
export const WebhookDeliverySchema = resource('webhook-delivery', {
  endpointId: v.string(),
  /** The event's id: the same `webhook-id` on every attempt and resend, for the receiver to de-duplicate. */
  eventId: v.string(),
  eventType: v.string(),
  status: v.picklist(webhookDeliveryStatuses),
  attemptCount: Count,
  lastStatusCode: v.nullable(v.number()),
  deliveredAt: v.nullable(DateTimeSchema),
  nextAttemptAt: v.nullable(DateTimeSchema),
  /** The JSON body sent, parsed. */
  payload: v.unknown(),
  /** Oldest first (`webhook-endpoints/getDelivery` only; empty in lists). */
  attempts: v.array(WebhookAttemptSchema),
  createdAt: DateTimeSchema,
});
export type WebhookDelivery = v.InferOutput<typeof WebhookDeliverySchema>;

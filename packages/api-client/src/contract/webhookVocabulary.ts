/**
 * The webhooks' words: the event catalogue, the retry schedule and timings, the spec's texts, the statuses of
 * endpoints and deliveries, and the read and write permissions. Named apart from the schemas in
 * `webhookResources.ts`, so an app that reads them (the deliveries list's URL, an event picker) does not bundle the
 * contract's valibot schemas.
 */
import type { PermissionName } from '@paydesk/permissions';

/**
 * Every event the provider sends, grouped by the resource it is about (the event picker's groups). Only what the
 * emulator really does: a transfer, a payment-link payment or a renewal creates a transaction; refunds, captures
 * and cancels of the dashboard; a dispute accepted or answered; a payout reaching the bank (paid or failed, when
 * the clock passes its completion); a report generated; subscriptions renewing, failing to collect, halting or
 * cancelled.
 */
export const webhookEventGroups = {
  transaction: ['transaction.created', 'transaction.succeeded', 'transaction.failed'],
  refund: ['refund.created'],
  capture: ['capture.created'],
  cancel: ['cancel.created'],
  dispute: ['dispute.updated'],
  payout: ['payout.paid', 'payout.failed'],
  report: ['report.done', 'report.failed'],
  'payment-link': ['payment-link.paid'],
  subscription: [
    'subscription.renewed',
    'subscription.payment-failed',
    'subscription.halted',
    'subscription.canceled',
  ],
} as const;
export type WebhookEventGroup = keyof typeof webhookEventGroups;
export type WebhookEventType = (typeof webhookEventGroups)[WebhookEventGroup][number];
export const webhookEventTypes = Object.values(webhookEventGroups).flat() as WebhookEventType[];

/** The event `webhook-endpoints/sendTest` sends; receivers see it like any other, whatever the endpoint's events. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';
/** Event types as the deliveries list shows and filters them (the catalogue plus the test event). */
export const webhookDeliveryEventTypes = [...webhookEventTypes, WEBHOOK_TEST_EVENT] as const;

/**
 * Delays before each retry after a failed attempt, in ms: 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h, 10 h, 10 h,
 * 10 h, 10 h, 10 h — about three days in all. A delivery whose last attempt fails is `failed`.
 */
export const WEBHOOK_RETRY_DELAYS_MS = [
  5_000,
  5 * 60_000,
  30 * 60_000,
  2 * 3_600_000,
  5 * 3_600_000,
  ...Array.from({ length: 7 }, () => 10 * 3_600_000),
] as const;
/** An endpoint whose deliveries have failed without a success for this long is disabled, with a notice. */
export const WEBHOOK_DISABLE_AFTER_MS = 5 * 24 * 3_600_000;
/** An attempt gives up waiting for the receiver after this long (a timeout counts as a failure). */
export const WEBHOOK_TIMEOUT_MS = 15_000;
/** What an attempt keeps of the receiver's answer. */
export const WEBHOOK_RESPONSE_EXCERPT_BYTES = 1024;
/** Signing secrets: `whsec_` and the base64 of 24 random bytes (the Standard Webhooks format). */
export const WEBHOOK_SECRET_PREFIX = 'whsec_';
export const WEBHOOK_URL_MAX_LENGTH = 2048;

/** The spec's texts (SPEC §8, §5) and the refusals of an endpoint's fields. */
export const WEBHOOK_ERRORS = {
  notFound: 'Webhook endpoint not found by ID',
  deliveryNotFound: 'Webhook not found by ID',
  eventsRequired: 'Select at least one event',
  urlInvalid: 'Enter a valid https:// or http:// URL',
  urlPrivate: 'Webhooks cannot be sent to private or link-local network addresses',
  urlLoopbackLive: 'Loopback addresses (localhost) can receive webhooks of sandbox projects only',
  urlUnresolvable: 'This host name does not resolve',
  disabledNoResend: 'Enable the endpoint before resending',
} as const;
export type WebhookErrorKey = keyof typeof WEBHOOK_ERRORS;

export const webhookEndpointStatuses = ['enabled', 'disabled'] as const;
export type WebhookEndpointStatus = (typeof webhookEndpointStatuses)[number];

/** `pending` until an attempt succeeds (`delivered`) or the retries run out (`failed`). */
export const webhookDeliveryStatuses = ['pending', 'delivered', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof webhookDeliveryStatuses)[number];

/** SPEC §6. */
export const webhookReadPermissions = [
  'webhook-endpoints.read',
] as const satisfies readonly PermissionName[];
export const webhookWritePermissions = [
  'webhook-endpoints.write',
] as const satisfies readonly PermissionName[];

/** The words of the webhooks screens for the provider's codes: event groups, delivery statuses, refusals. */
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type {
  WebhookDeliveryStatus,
  WebhookErrorKey,
  WebhookEventGroup,
} from '@paydesk/api-client';

export const eventGroupLabels: Record<WebhookEventGroup, MessageDescriptor> = {
  transaction: msg`Transactions`,
  refund: msg`Refunds`,
  capture: msg`Captures`,
  cancel: msg`Cancels`,
  dispute: msg`Disputes`,
  payout: msg`Payouts`,
  report: msg`Reports`,
  'payment-link': msg`Payment links`,
  subscription: msg`Subscriptions`,
};

export const deliveryStatusLabels: Record<WebhookDeliveryStatus, MessageDescriptor> = {
  pending: msg`Pending`,
  delivered: msg`Delivered`,
  failed: msg`Failed`,
};

/** By the emulator's error codes (the refusal's key, or `events-required`). */
export const webhookErrorMessages: Record<
  Exclude<WebhookErrorKey, 'eventsRequired'> | 'events-required' | 'endpoint-disabled',
  MessageDescriptor
> = {
  notFound: msg`Webhook endpoint not found by ID`,
  deliveryNotFound: msg`Webhook not found by ID`,
  'events-required': msg`Select at least one event`,
  urlInvalid: msg`Enter a valid https:// or http:// URL`,
  urlPrivate: msg`Webhooks cannot be sent to private or link-local network addresses`,
  urlLoopbackLive: msg`Loopback addresses (localhost) can receive webhooks of sandbox projects only`,
  urlUnresolvable: msg`This host name does not resolve`,
  disabledNoResend: msg`Enable the endpoint before resending`,
  'endpoint-disabled': msg`Enable the endpoint before resending`,
};

export const eventsRequired = msg`Select at least one event`;

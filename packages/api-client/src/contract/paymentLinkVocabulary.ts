/**
 * The payment-links area's words: a link's statuses, reminder days, notify channels, the public page's address,
 * the refusals and the permissions every action needs. Named apart from the schemas in `paymentLinkResources.ts`,
 * so an app that reads them (the list's URL, a permission check) does not bundle the contract's valibot schemas.
 */
import type { PermissionName } from '@paydesk/permissions';

/**
 * `active` until it can no longer be paid: `paid` (a one-time link paid in full), `partially-paid` (a link taking
 * partial payments that has some but not all of its amount), `expired` (its expiry passed), `disabled` (by the
 * merchant). Reusable links stay `active` however often they are paid.
 */
export const paymentLinkStatuses = [
  'active',
  'paid',
  'partially-paid',
  'expired',
  'disabled',
] as const;
export type PaymentLinkStatus = (typeof paymentLinkStatuses)[number];

/** SPEC §5: reminders go out 1, 2 or 7 days before a link expires. */
export const PAYMENT_LINK_REMINDER_DAYS = [1, 2, 7] as const;
export type PaymentLinkReminderDays = (typeof PAYMENT_LINK_REMINDER_DAYS)[number];

/** How the customer is told about the link, its reminders and the payment. */
export const paymentLinkNotifyChannels = ['email', 'sms'] as const;
export type PaymentLinkNotifyChannel = (typeof paymentLinkNotifyChannels)[number];

/** The public page of a link (served by the provider, no sign-in). */
export const PAYMENT_LINK_PAGE_PREFIX = '/pay';
export const paymentLinkPagePath = (token: string) =>
  `${PAYMENT_LINK_PAGE_PREFIX}/${encodeURIComponent(token)}`;

/** The spec's texts (SPEC §8), and the answers to a refused field on `/data/attributes/{field}`. */
export const PAYMENT_LINK_ERRORS = {
  notAvailable: 'Payment link is not available',
  serverToServer: 'Payment links are not supported for server-to-server projects',
  required: 'This field is required',
  amountPositive: 'Enter an amount greater than zero',
  boundsOrder: 'The minimum must not be greater than the maximum',
  amountOutsideBounds: 'The amount must be between the minimum and the maximum',
  currencyExponents: 'The currencies of a link must have the same number of decimals',
  expiryInPast: 'The expiry date must be in the future',
  remindersNeedExpiry: 'Reminders need an expiry date',
  invalidEmail: 'Enter a valid email address',
  invalidPhone: 'Enter a phone number in international format (+…)',
  travelDataRequired: 'Enter the travel data',
  customersRequired: 'Enter at least one customer email',
  disabled: 'A disabled payment link cannot be changed',
} as const;
export type PaymentLinkErrorKey = keyof typeof PAYMENT_LINK_ERRORS;

/** SPEC §6: every payment-link action needs all of these on the link's organization or project. */
export const PAYMENT_LINK_PERMISSIONS = [
  'payments',
  'charge.write',
  'projects.read',
  'transactions.read.1',
] as const satisfies readonly PermissionName[];
